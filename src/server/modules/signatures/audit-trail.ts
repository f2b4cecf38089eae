import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { signatureEvents, signatureSigners } from '#server/db/schema/signatures.ts';

/** The events of the proof file, in French for the CSV and the certificate page. */
export const auditEventLabels = {
  sent: 'Demande envoyée',
  opened: 'Page de signature ouverte',
  document_viewed: 'Document PDF transmis au navigateur pour lecture',
  code_sent: 'Code envoyé par e-mail',
  code_checked: 'Code vérifié',
  code_failed: 'Code erroné',
  signed: 'Document signé',
  declined: 'Signature refusée',
  reminded: 'Relance envoyée',
  cancelled: 'Demande annulée',
  expired: 'Demande expirée',
  completed: 'Document scellé et envoyé aux parties',
  retained: 'Dossier de preuve conservé après la suppression du compte de l’expéditeur',
} as const;
export type AuditEvent = keyof typeof auditEventLabels;

/** Who did it and from where; the owner's actions carry no signer. */
export type AuditOrigin = { ip?: string | null; userAgent?: string | null };

export async function recordEvent(
  executor: Executor,
  entry: { requestId: string; signerId?: string | null; event: AuditEvent; detail?: string; at: Date } & AuditOrigin,
): Promise<void> {
  await executor.insert(signatureEvents).values({
    requestId: entry.requestId,
    signerId: entry.signerId ?? null,
    event: entry.event,
    detail: entry.detail ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    createdAt: entry.at,
  });
}

export type AuditEntry = {
  at: string;
  event: AuditEvent;
  label: string;
  signer: { name: string; email: string } | null;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
};

export async function listEvents(executor: Executor, requestId: string): Promise<AuditEntry[]> {
  const rows = await executor
    .select({
      at: signatureEvents.createdAt,
      event: signatureEvents.event,
      detail: signatureEvents.detail,
      ip: signatureEvents.ip,
      userAgent: signatureEvents.userAgent,
      name: signatureSigners.name,
      email: signatureSigners.email,
    })
    .from(signatureEvents)
    .leftJoin(signatureSigners, eq(signatureSigners.id, signatureEvents.signerId))
    .where(eq(signatureEvents.requestId, requestId))
    .orderBy(asc(signatureEvents.createdAt), asc(signatureEvents.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    event: row.event as AuditEvent,
    label: auditEventLabels[row.event as AuditEvent] ?? row.event,
    signer: row.name && row.email ? { name: row.name, email: row.email } : null,
    detail: row.detail,
    ip: row.ip,
    userAgent: row.userAgent,
  }));
}

/** RFC 4180 CSV, ';' separated and with a BOM, as French spreadsheets open it. */
export function auditTrailCsv(entries: AuditEntry[]): string {
  const cell = (value: string | null) => `"${(value ?? '').replaceAll('"', '""')}"`;
  const header = ['Date (UTC)', 'Événement', 'Signataire', 'E-mail', 'Détail', 'Adresse IP', 'Navigateur'];
  const lines = entries.map((entry) =>
    [
      entry.at,
      entry.label,
      entry.signer?.name ?? null,
      entry.signer?.email ?? null,
      entry.detail,
      entry.ip,
      entry.userAgent,
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[header.map(cell).join(';'), ...lines].join('\r\n')}\r\n`;
}
