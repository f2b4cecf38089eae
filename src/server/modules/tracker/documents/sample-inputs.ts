import { crc32, deflateSync } from 'node:zlib';
import { computeLatePayment, type LatePaymentComputation } from '#shared/tracker/late-payment.ts';
import type { FormalNoticeInput } from '#server/modules/tracker/documents/formal-notice-html.ts';
import type { InvoiceInput } from '#server/modules/tracker/documents/invoice-html.ts';
import type { DocumentParty } from '#server/modules/tracker/documents/party-block.ts';
import type { ProofDossierInput, ProofScreenshot } from '#server/modules/tracker/documents/proof-dossier-html.ts';

/** Inputs of the documents' tests: a creator (EI) who invoices a company. Imported by tests only. */

export const creator: DocumentParty = {
  name: 'Élodie Martin',
  address: '12 rue des Lilas\n69003 Lyon',
  email: 'elodie@exemple.fr',
  siret: '12345678900012',
  individualEntrepreneur: true,
  vatNumber: 'FR32123456789',
};

export const brand: DocumentParty = {
  name: 'Maison Fauré',
  address: '8 avenue de l’Opéra, 75001 Paris',
  email: 'compta@maison-faure.example',
  legalForm: 'SAS',
  shareCapital: 10_000,
  siret: '98765432100027',
  rcsCity: 'Paris',
  vatNumber: 'FR45987654321',
};

export const contract = { title: 'Collection d’hiver', reference: '1A2B3C4D', signedOn: '2025-03-01' };

export function sampleInvoice(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    number: 7,
    issuedOn: '2025-05-01',
    serviceOn: '2025-04-30',
    dueOn: '2025-05-31',
    seller: creator,
    buyer: brand,
    contract,
    line: { label: 'Rémunération', amountHt: 1000 },
    vatTreatment: 'standard',
    vatRate: 20,
    betweenProfessionals: true,
    ...overrides,
  };
}

/** 1 200 € TTC due on 31 May 2025, unpaid on 20 January 2026: three half-years, the last not recorded. */
export function sampleLate(): LatePaymentComputation {
  const late = computeLatePayment({ amountTtc: 1200, dueOn: '2025-05-31', until: '2026-01-20' });
  if (!late) throw new Error('the sample payment is late');
  return late;
}

export function sampleNotice(overrides: Partial<FormalNoticeInput> = {}): FormalNoticeInput {
  return {
    sender: creator,
    recipient: brand,
    recipientAttention: 'Claire Fauré, présidente',
    place: 'Lyon',
    date: '2026-01-20',
    contract,
    item: {
      label: 'Rémunération',
      amountTtc: 1200,
      dueOn: '2025-05-31',
      invoice: { number: 'F-0007', issuedOn: '2025-05-01' },
    },
    betweenProfessionals: true,
    late: sampleLate(),
    signatory: { name: 'Élodie Martin', capacity: 'Entrepreneur individuel' },
    ...overrides,
  };
}

export function sampleDossier(
  screenshots: ProofScreenshot[],
  overrides: Partial<ProofDossierInput> = {},
): ProofDossierInput {
  return {
    contract,
    brand,
    influencer: { ...creator, pseudonym: '@elodie.lyon' },
    requiredMentions: ['Publicité', 'Images retouchées'],
    madeAt: '2025-06-02T08:30:00Z',
    publications: [
      {
        label: 'Instagram · Reel',
        platform: 'Instagram',
        format: 'Reel',
        startsOn: '2025-04-01',
        dueOn: '2025-04-15',
        record: {
          url: 'https://www.instagram.com/reel/C9xYz123/?utm_source=ig_web_copy_link',
          publishedOn: '2025-04-10',
          mentionConfirmed: true,
          recordedAt: '2025-04-10T17:42:00Z',
          screenshots,
        },
        review: { state: 'approved', comment: '', reviewedAt: '2025-04-11T09:05:00Z' },
      },
      {
        label: 'TikTok · Vidéo',
        platform: 'TikTok',
        format: 'Vidéo',
        startsOn: '2025-05-20',
        dueOn: '2025-05-20',
        record: null,
        review: { state: 'pending', comment: '', reviewedAt: null },
      },
    ],
    ...overrides,
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of one colour (8-bit RGB, ISO/IEC 15948), as a screenshot's { mimeType, base64 }. */
export function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): ProofScreenshot {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([red, green, blue], 1 + x * 3);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { mimeType: 'image/png', base64: png.toString('base64') };
}

/** The text a reader sees: no style, no tags, entities decoded, every kind of space as one space. */
export function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>|<title>[\s\S]*?<\/title>/g, '')
    .replace(/<\/?(?:strong|span|em)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}
