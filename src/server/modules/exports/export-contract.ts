import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Plan } from '#shared/account/rules.ts';
import { renderContractDocument } from '#shared/template/render.ts';
import type { Database } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import { getBrandingForDocuments } from '#server/modules/branding/branding-store.ts';
import { findOwnedContract, rowToContract } from '#server/modules/contracts/contract-row.ts';
import { assertProClausesAllowed } from '#server/modules/contracts/pro-clauses-gate.ts';
import {
  linkDebitToExport,
  refundExportCredit,
  spendExportCredit,
} from '#server/modules/credits/spend-export-credit.ts';
import { getTemplateHtml } from '#server/modules/templates/seed-templates.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** The reference printed in the footer of every page: which contract, which version. */
export function footerReferenceOf(contract: { id: string; version: number }): string {
  return `Réf. ${contract.id.slice(0, 8).toUpperCase()} · version ${contract.version}`;
}

async function findExport(db: Database, contractId: string, version: number) {
  const [row] = await db
    .select({ id: contractExports.id })
    .from(contractExports)
    .where(and(eq(contractExports.contractId, contractId), eq(contractExports.contractVersion, version)));
  return row ?? null;
}

/**
 * Exports the contract as saved. The same version exported twice is neither charged nor
 * rendered twice. A credit is spent before rendering (so concurrent exports cannot overspend)
 * and given back if the render fails or a concurrent export of the same version won.
 */
export async function exportContract(
  ctx: Pick<AppContext, 'db' | 'pdf' | 'now'>,
  input: { ownerId: string; plan: Plan; contractId: string },
) {
  const row = await findOwnedContract(ctx.db, input.ownerId, input.contractId);
  // Checked before the cache: a PDF made while Pro is not handed out again to a free account.
  assertProClausesAllowed(input.plan, rowToContract(row));
  const existing = await findExport(ctx.db, row.id, row.version);
  if (existing) return { exportId: existing.id, charged: false };

  const debit = await spendExportCredit(ctx.db, input.ownerId, ctx.now());
  let pdf: Buffer;
  let pages: number;
  try {
    const contract = rowToContract(row);
    const templateHtml = await getTemplateHtml(ctx.db, contract.template);
    const branding = await getBrandingForDocuments(ctx.db, { id: input.ownerId, plan: input.plan });
    const html = renderContractDocument(contract, templateHtml, { extraStyles: ctx.pdf.fontFaceCss(), branding });
    ({ pdf, pages } = await ctx.pdf.render(html, {
      title: contract.title,
      author: 'Paraphe',
      subject: 'Contrat de collaboration commerciale',
      keywords: ['contrat', contract.type, 'influence commerciale'],
      footerReference: footerReferenceOf(contract),
    }));
  } catch (error) {
    await refundExportCredit(ctx.db, input.ownerId, debit);
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
      await refundExportCredit(tx, input.ownerId, debit);
      const winner = await findExport(ctx.db, row.id, row.version);
      return { exportId: winner!.id, charged: false };
    }
    await linkDebitToExport(tx, debit, created.id);
    // Only the version that was rendered moves to 'exported'; a newer save stays a draft.
    await tx
      .update(contracts)
      .set({ status: sql`case when ${contracts.status} = 'draft' then 'exported' else ${contracts.status} end` })
      .where(and(eq(contracts.id, row.id), eq(contracts.version, row.version)));
    return { exportId: created.id, charged: debit !== null };
  });
}
