import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Plan } from '#shared/account/rules.ts';
import type { Contract } from '#shared/contract/schema.ts';
import type { Finding } from '#shared/law/types.ts';
import { blockingFindings } from '#shared/law/verdict.ts';
import { renderContractDocument } from '#shared/template/render.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import { getBrandingForDocuments } from '#server/modules/branding/branding-store.ts';
import { type ContractRow, findOwnedContract, rowToContract } from '#server/modules/contracts/contract-row.ts';
import { assertNoFormatErrors } from '#server/modules/contracts/draft-input.ts';
import { assertProClausesAllowed } from '#server/modules/contracts/pro-clauses-gate.ts';
import {
  confirmExportCredit,
  releaseExportCredit,
  reserveExportCredit,
} from '#server/modules/credits/export-credit-reservation.ts';
import { DRAFT_MARK, markAsDraft } from '#server/modules/exports/draft-mark.ts';
import { judgeContract } from '#server/modules/law/assert-compliant.ts';
import { getTemplateHtml } from '#server/modules/templates/seed-templates.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

type ExportContext = Pick<AppContext, 'db' | 'pdf' | 'now'>;

/** The reference printed in the footer of every page: which contract, which version. */
export function footerReferenceOf(contract: { id: string; version: number }): string {
  return `Réf. ${contract.id.slice(0, 8).toUpperCase()} · version ${contract.version}`;
}

/** The contract's PDF of this version, never a draft. */
async function findExport(ctx: Pick<AppContext, 'db'>, input: { contractId: string; version: number }) {
  const { contractId, version } = input;
  const [row] = await ctx.db
    .select({ id: contractExports.id })
    .from(contractExports)
    .where(
      and(
        eq(contractExports.contractId, contractId),
        eq(contractExports.contractVersion, version),
        eq(contractExports.draft, false),
      ),
    );
  return row ?? null;
}

export type ExportResult = { exportId: string; charged: boolean; kind: 'contract' | 'draft'; findings: Finding[] };

async function renderPdf(
  ctx: ExportContext,
  input: { ownerId: string; plan: Plan; contract: Contract; draft: Finding[] },
) {
  const { contract, draft } = input;
  const templateHtml = await getTemplateHtml(ctx.db, contract.template);
  const branding = await getBrandingForDocuments(ctx, { id: input.ownerId, plan: input.plan });
  const html = renderContractDocument(contract, templateHtml, { branding });
  return ctx.pdf.render(draft.length > 0 ? markAsDraft(html, draft) : html, {
    title: draft.length > 0 ? `${DRAFT_MARK} · ${contract.title}` : contract.title,
    author: 'Paraphe',
    subject: draft.length > 0 ? `Projet de contrat — ${DRAFT_MARK}` : 'Contrat de collaboration commerciale',
    keywords: ['contrat', contract.type, 'influence commerciale'],
    footerReference: footerReferenceOf(contract),
  });
}

/**
 * A contract the law engine blocks is exported only as a draft marked « PROJET — non
 * conforme »: no credit spent, the status stays draft, and it can never be sent for
 * signature. Each new draft replaces the previous drafts of the contract.
 */
async function exportDraft(
  ctx: ExportContext,
  input: { ownerId: string; plan: Plan; row: ContractRow; contract: Contract; blocking: Finding[] },
): Promise<ExportResult> {
  const { row, contract, blocking } = input;
  const { pdf, pages } = await renderPdf(ctx, { ownerId: input.ownerId, plan: input.plan, contract, draft: blocking });
  return ctx.db.transaction(async (tx) => {
    await tx
      .delete(contractExports)
      .where(and(eq(contractExports.contractId, row.id), eq(contractExports.draft, true)));
    const [created] = await tx
      .insert(contractExports)
      .values({
        contractId: row.id,
        ownerId: input.ownerId,
        contractVersion: row.version,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        pdf,
        size: pdf.length,
        pages,
        draft: true,
      })
      .returning({ id: contractExports.id });
    return { exportId: created!.id, charged: false, kind: 'draft', findings: blocking };
  });
}

/**
 * Exports the contract as saved. The same version exported twice is neither charged nor
 * rendered twice. A credit is reserved before rendering (so concurrent exports cannot
 * overspend), confirmed in the transaction that writes the export row, and released if the
 * render fails or a concurrent export of the same version won. A process killed mid-render
 * leaves a reservation that the upkeep releases (ADR 003): no credit is lost on a crash.
 * The law engine decides first: a blocking finding gives a draft (`exportDraft`), which
 * reserves nothing. A version already exported as the contract stays the contract: a later
 * rule does not change it.
 */
export async function exportContract(
  ctx: ExportContext,
  input: { ownerId: string; plan: Plan; contractId: string },
): Promise<ExportResult> {
  const row = await findOwnedContract(ctx.db, { ownerId: input.ownerId, id: input.contractId });
  // Read through the schema once, for every step below (about 2.5 ms for a 10-page contract).
  const contract = rowToContract(row);
  // Checked before the cache: a PDF made while Pro is not handed out again to a free account.
  assertProClausesAllowed(input.plan, contract);
  // A field still in a wrong format is never printed: the draft saved it, the export waits for it.
  assertNoFormatErrors(contract);
  const existing = await findExport(ctx, { contractId: row.id, version: row.version });
  if (existing) return { exportId: existing.id, charged: false, kind: 'contract', findings: [] };

  const blocking = blockingFindings(await judgeContract(ctx, { row, contract }));
  if (blocking.length > 0) {
    return exportDraft(ctx, { ownerId: input.ownerId, plan: input.plan, row, contract, blocking });
  }

  const reservation = await reserveExportCredit(ctx, { userId: input.ownerId });
  let pdf: Buffer;
  let pages: number;
  try {
    ({ pdf, pages } = await renderPdf(ctx, { ownerId: input.ownerId, plan: input.plan, contract, draft: [] }));
  } catch (error) {
    await releaseExportCredit(ctx.db, reservation);
    throw error;
  }

  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contractExports)
      .values({
        contractId: row.id,
        ownerId: input.ownerId,
        contractVersion: row.version,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        pdf,
        size: pdf.length,
        pages,
      })
      .onConflictDoNothing()
      .returning({ id: contractExports.id });
    if (!created) {
      await releaseExportCredit(tx, reservation);
      const winner = await findExport(ctx, { contractId: row.id, version: row.version });
      return { exportId: winner!.id, charged: false, kind: 'contract', findings: [] };
    }
    await confirmExportCredit(tx, { reservation, exportId: created.id, now: ctx.now() });
    // Only the version that was rendered moves to 'exported'; a newer save stays a draft.
    await tx
      .update(contracts)
      .set({ status: sql`case when ${contracts.status} = 'draft' then 'exported' else ${contracts.status} end` })
      .where(and(eq(contracts.id, row.id), eq(contracts.version, row.version)));
    return { exportId: created.id, charged: reservation !== null, kind: 'contract', findings: [] };
  });
}
