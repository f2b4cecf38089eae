import { readTemplateSources } from '#server/modules/templates/seed-templates.ts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { Contract, ContractDraft } from '#shared/contract/schema.ts';
import { assembleTemplate } from '#shared/template/assemble-template.ts';
import { renderContractDocument } from '#shared/template/render.ts';
import { findSignatureBlocks, stampSignatures } from '#server/modules/signatures/stamp-signatures.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { META, pdfText } from '#server/pdf/pdf-test-tools.ts';
import type { SignerRow } from '#server/modules/signatures/request-rows.ts';

const renderer = createTestRenderer({ poolSize: 1 });
afterAll(() => renderer.close());

async function contractPdf(draft: ContractDraft): Promise<Buffer> {
  const contract = {
    ...draft,
    id: '1a2b3c4d-0000-4000-8000-000000000000',
    status: 'exported',
    template: 'paid',
    version: 1,
    createdAt: '2026-02-02T09:00:00.000Z',
    updatedAt: '2026-02-02T09:00:00.000Z',
  } satisfies Contract;
  const html = renderContractDocument(contract, assembleTemplate('PAID', await readTemplateSources()));
  return (await renderer.render(html, META)).pdf;
}

const signer = (party: SignerRow['party'], name: string) =>
  ({ party, name, typedName: name, signatureKind: 'typed', signatureImage: null, signedAt: new Date() }) as SignerRow;

describe('the signature blocks of a contract’s PDF', () => {
  it('are found on its last page, the brand’s on the left, and take the signatures', async () => {
    const pdf = await contractPdf(createSampleContract('PAID'));
    const blocks = await findSignatureBlocks(pdf);
    const document = await PDFDocument.load(pdf);
    const lastPage = document.getPageCount() - 1;
    expect(blocks?.creator?.pageIndex).toBe(lastPage);
    expect(blocks?.influencer?.pageIndex).toBe(lastPage);
    expect(blocks!.creator!.x).toBeLessThan(blocks!.influencer!.x);
    expect(blocks!.creator!.width).toBeGreaterThan(150);

    await stampSignatures(document, {
      blocks: blocks!,
      signers: [signer('creator', 'Claire Martin'), signer('influencer', 'Léa Dubois')],
    });
    const stamped = Buffer.from(await document.save());
    expect(document.getPageCount()).toBe(lastPage + 1);
    const text = pdfText(stamped, lastPage + 1).replace(/\s+/g, ' ');
    expect(text).toContain('Claire Martin');
    expect(text.match(/Signé électroniquement le/g)).toHaveLength(2);
  });

  it('are not guessed when the phrase that marks them appears elsewhere on the page', async () => {
    const draft = createSampleContract('PAID');
    // Printed in the brand's signature block, on the page of the two approval lines.
    draft.parties.creator.signatory.capacity = 'Lu et approuvé';
    expect(await findSignatureBlocks(await contractPdf(draft))).toBeNull();
  });
});
