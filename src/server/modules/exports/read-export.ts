import { and, eq, sql } from 'drizzle-orm';
import { contractFileName } from '#shared/contract/file-name.ts';
import { notFound } from '#server/app-error.ts';
import { contractVersions } from '#server/db/schema/contracts.ts';
import { byteaAsBase64, contractExports } from '#server/db/schema/exports.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** Where the client fetches an export's PDF: the `downloadUrl` of POST /api/contracts/:id/export. */
export function downloadUrlOf(exportId: string): string {
  return `/api/downloads/exports/${exportId}`;
}

/** A text field of the stored version, by its path: the file is named from three of them. */
const versionField = (path: string) => sql<string | null>`${contractVersions.body} #>> ${`{${path}}`}::text[]`;

/**
 * An export's PDF, for its owner only (another user's id answers 404, like an unknown one),
 * named after the version it was made from (« Contrat_MaisonLumen_LeaMoreau_2027-01.pdf »).
 * The name reads three fields of that version, not the whole body; a version without its two
 * parties' names gives « Contrat-<id>.pdf ».
 */
export async function readExport(ctx: Pick<AppContext, 'db'>, { ownerId, id }: { ownerId: string; id: string }) {
  const [row] = await ctx.db
    .select({
      pdf: byteaAsBase64(contractExports.pdf),
      contractId: contractExports.contractId,
      sha256: contractExports.sha256,
      draft: contractExports.draft,
      brand: versionField('parties,creator,name'),
      creator: versionField('parties,influencer,name'),
      startDate: versionField('clauses,duration,startDate'),
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
  const { brand, creator, startDate } = row;
  const fileName =
    brand !== null && creator !== null
      ? contractFileName({ brand, creator, startDate: startDate ?? '' })
      : `Contrat-${row.contractId}.pdf`;
  // A draft marked « PROJET — non conforme » is never named as the contract.
  return {
    pdf: Buffer.from(row.pdf, 'base64'),
    contractId: row.contractId,
    sha256: row.sha256,
    fileName: row.draft ? fileName.replace(/^Contrat/, 'Projet') : fileName,
  };
}
