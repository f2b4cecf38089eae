import { and, eq } from 'drizzle-orm';
import { contractFileName } from '#shared/contract/file-name.ts';
import { contractBodySchema } from '#shared/contract/schema.ts';
import { notFound } from '#server/app-error.ts';
import { contractVersions } from '#server/db/schema/contracts.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** Where the client fetches an export's PDF: the `downloadUrl` of POST /api/contracts/:id/export. */
export function downloadUrlOf(exportId: string): string {
  return `/api/downloads/exports/${exportId}`;
}

/**
 * An export's PDF, for its owner only (another user's id answers 404, like an unknown one),
 * named after the version it was made from (« Contrat_MaisonLumen_LeaMoreau_2027-01.pdf »).
 */
export async function readExport(ctx: Pick<AppContext, 'db'>, { ownerId, id }: { ownerId: string; id: string }) {
  const [row] = await ctx.db
    .select({
      pdf: contractExports.pdf,
      contractId: contractExports.contractId,
      sha256: contractExports.sha256,
      draft: contractExports.draft,
      body: contractVersions.body,
    })
    .from(contractExports)
    .leftJoin(
      contractVersions,
      and(
        eq(contractVersions.contractId, contractExports.contractId),
        eq(contractVersions.version, contractExports.contractVersion),
      ),
    )
    .where(and(eq(contractExports.id, id), eq(contractExports.ownerId, ownerId)));
  if (!row) throw notFound('Export');
  const body = contractBodySchema.safeParse(row.body);
  const fileName = body.success
    ? contractFileName({
        brand: body.data.parties.creator.name,
        creator: body.data.parties.influencer.name,
        startDate: body.data.clauses.duration.startDate,
      })
    : `Contrat-${row.contractId}.pdf`;
  // A draft marked « PROJET — non conforme » is never named as the contract.
  return {
    pdf: row.pdf,
    contractId: row.contractId,
    sha256: row.sha256,
    fileName: row.draft ? fileName.replace(/^Contrat/, 'Projet') : fileName,
  };
}
