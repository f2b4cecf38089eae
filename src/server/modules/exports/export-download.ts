import { and, eq } from 'drizzle-orm';
import { contractFileName } from '#shared/contract/file-name.ts';
import { contractBodySchema } from '#shared/contract/schema.ts';
import { notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { contractVersions } from '#server/db/schema/contracts.ts';
import { contractExports } from '#server/db/schema/exports.ts';

/**
 * One of the user's exported PDFs, with the file name of the version it was made from
 * (« Contrat_MaisonLumen_LeaMoreau_2027-01.pdf »).
 */
export async function readExportDownload(db: Database, ownerId: string, exportId: string) {
  const [row] = await db
    .select({
      pdf: contractExports.pdf,
      contractId: contractExports.contractId,
      sha256: contractExports.sha256,
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
    .where(and(eq(contractExports.id, exportId), eq(contractExports.ownerId, ownerId)));
  if (!row) throw notFound('Export');
  const body = contractBodySchema.safeParse(row.body);
  const fileName = body.success
    ? contractFileName({
        brand: body.data.parties.creator.name,
        creator: body.data.parties.influencer.name,
        startDate: body.data.clauses.duration.startDate,
      })
    : `Contrat-${row.contractId}.pdf`;
  return { pdf: row.pdf, sha256: row.sha256, fileName };
}
