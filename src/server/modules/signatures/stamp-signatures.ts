import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatDateTimeShort } from '#shared/format/dates.ts';
import type { SignerRow } from '#server/modules/signatures/request-rows.ts';

/** The print stylesheet's measures of a signature block (src/shared/template/contract-styles.ts). */
const POINTS_PER_MM = 72 / 25.4;
const COLUMN_GAP = 14 * POINTS_PER_MM;
const BOX_HEIGHT = 28 * POINTS_PER_MM;
const BOX_MARGIN_TOP = 6;
const PADDING = 5;
const CAPTION_SIZE = 6.5;

type Block = { pageIndex: number; x: number; top: number; width: number };
/** The brand's and the creator's blocks; the other signatories sign on a page of their own. */
export type SignatureBlocks = Partial<Record<SignerRow['party'], Block>>;

/**
 * The two signature blocks of the contract, found in the PDF as sent by their « Lu et
 * approuvé » line (the box to sign in sits right under it): on the left the brand's, on the
 * right the creator's. Null when the page does not hold exactly those two lines.
 */
export async function findSignatureBlocks(pdf: Uint8Array): Promise<SignatureBlocks | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true })
    .promise;
  try {
    for (let number = document.numPages; number >= 1; number -= 1) {
      const { items } = await (await document.getPage(number)).getTextContent();
      const approvals = items.flatMap((item) =>
        'str' in item && item.str.includes('Lu et approuvé') ? [item.transform as number[]] : [],
      );
      if (approvals.length === 0) continue;
      if (approvals.length !== 2) return null;
      const [left, right] = approvals.sort((a, b) => a[4]! - b[4]!) as [number[], number[]];
      const fontSize = left[3]!;
      const width = right[4]! - left[4]! - COLUMN_GAP;
      if (width <= 0) return null;
      // From the line's baseline down past its descent and the box's top margin.
      const top = left[5]! - fontSize * 0.3 - BOX_MARGIN_TOP;
      return {
        creator: { pageIndex: number - 1, x: left[4]!, top, width },
        influencer: { pageIndex: number - 1, x: right[4]!, top, width },
      };
    }
    return null;
  } finally {
    await document.destroy();
  }
}

/** The standard PDF fonts know Latin-1 and a few more: anything else is shown as « ? ». */
function encodable(font: PDFFont, text: string): string {
  return Array.from(text)
    .map((character) => {
      try {
        font.encodeText(character);
        return character;
      } catch {
        return '?';
      }
    })
    .join('');
}

const signedAtLabel = (date: Date) => `Signé électroniquement le ${formatDateTimeShort(date)} (heure de Paris)`;

async function drawSignature(
  document: PDFDocument,
  { page, block, signer, fonts }: { page: PDFPage; block: Block; signer: SignerRow; fonts: Fonts },
) {
  const area = {
    x: block.x + PADDING,
    y: block.top - BOX_HEIGHT + PADDING + CAPTION_SIZE + 3,
    width: block.width - 2 * PADDING,
    height: BOX_HEIGHT - 2 * PADDING - CAPTION_SIZE - 3,
  };
  if (signer.signatureKind === 'drawn' && signer.signatureImage) {
    const image = await document.embedPng(Buffer.from(signer.signatureImage.split(',')[1] ?? '', 'base64'));
    const scale = Math.min(area.width / image.width, area.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, {
      x: area.x + (area.width - width) / 2,
      y: area.y + (area.height - height) / 2,
      width,
      height,
    });
  } else {
    const name = encodable(fonts.script, signer.typedName ?? signer.name);
    const size = Math.min(22, (area.width / fonts.script.widthOfTextAtSize(name, 22)) * 22);
    page.drawText(name, {
      x: area.x + (area.width - fonts.script.widthOfTextAtSize(name, size)) / 2,
      y: area.y + area.height / 2 - size / 3,
      size,
      font: fonts.script,
      color: rgb(0.09, 0.15, 0.33),
    });
  }
  if (signer.signedAt) {
    page.drawText(encodable(fonts.caption, signedAtLabel(signer.signedAt)), {
      x: area.x,
      y: block.top - BOX_HEIGHT + PADDING,
      size: CAPTION_SIZE,
      font: fonts.caption,
      color: rgb(0.33, 0.33, 0.33),
    });
  }
}

type Fonts = { script: PDFFont; caption: PDFFont };

/** Places each signer's drawn or typed signature in their own block of the contract; returns those without one. */
export async function stampSignatures(
  document: PDFDocument,
  { blocks, signers }: { blocks: SignatureBlocks; signers: SignerRow[] },
) {
  const fonts = {
    script: await document.embedFont(StandardFonts.TimesRomanItalic),
    caption: await document.embedFont(StandardFonts.Helvetica),
  };
  const unplaced: SignerRow[] = [];
  for (const signer of signers) {
    const block = blocks[signer.party];
    if (block) await drawSignature(document, { page: document.getPage(block.pageIndex), block, signer, fonts });
    else unplaced.push(signer);
  }
  return unplaced;
}
