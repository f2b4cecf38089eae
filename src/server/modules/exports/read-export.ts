import { and, eq } from 'drizzle-orm';
import { notFound } from '#server/app-error.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** Where the client fetches an export's PDF: the `downloadUrl` of POST /api/contracts/:id/export. */
export function downloadUrlOf(exportId: string): string {
  return `/api/downloads/exports/${exportId}`;
}

/** An export's PDF, for its owner only (another user's id answers 404, like an unknown one). */
export async function readExport(ctx: Pick<AppContext, 'db'>, { ownerId, id }: { ownerId: string; id: string }) {
  const [row] = await ctx.db
    .select({
      pdf: contractExports.pdf,
      contractId: contractExports.contractId,
      sha256: contractExports.sha256,
      draft: contractExports.draft,
    })
    .from(contractExports)
    .where(and(eq(contractExports.id, id), eq(contractExports.ownerId, ownerId)));
  if (!row) throw notFound('Export');
  // A draft marked « PROJET — non conforme » is never named as the contract.
  return { ...row, fileName: `${row.draft ? 'Projet' : 'Contrat'}-${row.contractId}.pdf` };
}
