import type { FastifyReply } from 'fastify';
import type { PdfFile } from '#server/modules/signatures/read-signature-documents.ts';

/** A PDF answer that no cache keeps; `inline` lets the browser's own viewer show it. */
export function sendPdf(
  reply: FastifyReply,
  { file, label, inline = false }: { file: PdfFile; label: 'signé' | 'à signer'; inline?: boolean },
) {
  const name = label === 'signé' ? `Contrat-signe-${file.contractId}.pdf` : `Contrat-${file.contractId}.pdf`;
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
    .header('Cache-Control', 'private, no-store')
    .header('ETag', `"${file.sha256}"`)
    .send(file.pdf);
}
