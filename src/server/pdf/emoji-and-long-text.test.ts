import { afterAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { assembleTemplate } from '#shared/template/assemble-template.ts';
import { renderContractDocument } from '#shared/template/render.ts';
import { readTemplateSources } from '#server/modules/templates/seed-templates.ts';
import { META, pdfFonts, pdfText } from '#server/pdf/pdf-test-tools.ts';
import { createTestRenderer } from '#testing/renderer.ts';

const renderer = createTestRenderer({ poolSize: 1 });

afterAll(async () => {
  await renderer.close();
});

const LONG_URL = `https://exemple.fr/${'x'.repeat(600)}`;

describe('a contract whose names carry emoji and whose text has a long unbroken string', () => {
  it('prints the colour emoji and wraps the string inside the margins', async () => {
    const contract = createSampleContract('PAID');
    contract.parties.influencer.name = 'Léa Moreau 🌿';
    contract.parties.influencer.pseudonym = '@lea.moreau ✨🇫🇷';
    contract.deliverables.partnershipObject = `Présenter la collection sur ${LONG_URL}`;
    const html = renderContractDocument(contract, assembleTemplate('PAID', await readTemplateSources()));
    const { pdf } = await renderer.render(html, META);

    const text = pdfText(pdf, undefined, { raw: true });
    expect(text).toContain('Léa Moreau 🌿');
    expect(text).toContain('@lea.moreau ✨🇫🇷');
    // Colour glyphs are bitmaps: Chromium writes them as Type 3 fonts, which have no name.
    const fonts = pdfFonts(pdf);
    expect(fonts.every((font) => font.embedded)).toBe(true);
    expect(fonts.some((font) => font.name === '[none]')).toBe(true);

    // Every « x » is on the page, on lines no wider than the text column.
    const lines = pdfText(pdf, undefined)
      .split('\n')
      .filter((line) => line.includes('xxxxx'));
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('').match(/x/g)?.length ?? 0).toBeGreaterThanOrEqual(600);
    for (const line of lines) expect(line.trim().length).toBeLessThan(110);
  });
});
