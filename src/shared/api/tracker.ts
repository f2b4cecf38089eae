import { z } from 'zod';
import { paymentStatuses, publicationStatuses, rightStatuses } from '#shared/tracker/statuses.ts';

/**
 * Request and response shapes of the tracker of a signed contract: for its owner under
 * /api/contracts/:id/tracker, for the other party under /api/sign/:token/tracker (the signing
 * link is the key, no account). Both read the same items.
 */

const isoDay = z.iso.date({ error: 'Date invalide (AAAA-MM-JJ attendu).' });

/** Who looks: the creator's side records publications and invoices, the brand's approves and withdraws. */
export const trackerSideSchema = z.enum(['influencer', 'brand', 'observer']);
export type TrackerSide = z.infer<typeof trackerSideSchema>;

export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
export const SCREENSHOTS_MAX = 4;
export const screenshotMimeTypes = ['image/png', 'image/jpeg'] as const;

export const screenshotSchema = z.object({
  id: z.uuid(),
  mimeType: z.enum(screenshotMimeTypes),
  size: z.number().int(),
});

export const reviewStates = ['pending', 'approved', 'correction-requested'] as const;
export const reviewStateLabels: Record<(typeof reviewStates)[number], string> = {
  pending: 'En attente de la Marque',
  approved: 'Approuvée par la Marque',
  'correction-requested': 'Correction demandée',
};

export const publicationItemSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  platform: z.string(),
  format: z.string(),
  /** First and last day it can be published (the same day for a fixed date). */
  startsOn: z.string(),
  dueOn: z.string(),
  status: z.enum(publicationStatuses),
  record: z
    .object({
      url: z.string(),
      publishedOn: z.string(),
      mentionConfirmed: z.boolean(),
      recordedAt: z.string(),
      screenshots: z.array(screenshotSchema),
    })
    .nullable(),
  review: z.object({
    state: z.enum(reviewStates),
    comment: z.string(),
    reviewedAt: z.string().nullable(),
  }),
});
export type PublicationItem = z.infer<typeof publicationItemSchema>;

export const latePaymentSchema = z.object({
  daysLate: z.number().int(),
  penalties: z.number(),
  indemnity: z.number(),
  total: z.number(),
  /** The rate of each half-year, e.g. « 12,15 % (BCE 2,15 % + 10 points) ». */
  periods: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      days: z.number().int(),
      ratePercent: z.number(),
      ecbRate: z.number(),
      recorded: z.boolean(),
      amount: z.number(),
    }),
  ),
});
export type LatePayment = z.infer<typeof latePaymentSchema>;

export const paymentItemSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  amountHt: z.number(),
  vatRate: z.number(),
  amountTtc: z.number(),
  dueOn: z.string(),
  status: z.enum(paymentStatuses),
  /** « Reçu » by the creator or « envoyé » by the brand, with the day of the transfer. */
  declared: z.object({ by: z.enum(['influencer', 'brand']), paidOn: z.string(), at: z.string() }).nullable(),
  confirmedAt: z.string().nullable(),
  /** Issued in Paraphe, or outside it and recorded (`external`): its date starts the payment term. */
  invoice: z.object({ number: z.string(), issuedOn: z.string(), external: z.boolean() }).nullable(),
  /** Penalties and indemnity owed so far (C. com. L441-10), between professionals only. */
  late: latePaymentSchema.nullable(),
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;

export const rightItemSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  territory: z.string(),
  months: z.number().int(),
  exclusive: z.boolean(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(rightStatuses),
  withdrawnAt: z.string().nullable(),
});
export type RightItem = z.infer<typeof rightItemSchema>;

export const trackerSchema = z.object({
  contractId: z.uuid(),
  title: z.string(),
  /** The reference printed on the contract's pages. */
  reference: z.string(),
  side: trackerSideSchema,
  today: z.string(),
  currency: z.string(),
  requiredMentions: z.array(z.string()),
  /** Whether the creator invoices as a professional (L441-10 penalties and the 40 € indemnity apply). */
  betweenProfessionals: z.boolean(),
  /** Days after its invoice each payment is due (C. com. L441-10 I: sixty at most). */
  paymentDueDays: z.number().int(),
  /** What an invoice asks: the creator's VAT number unless under the franchise, the brand's too under reverse charge. */
  vatTreatment: z.enum(['standard', 'franchise', 'reverse-charge']),
  /** The owner may split the payment until one is declared or invoiced. */
  canEditSchedule: z.boolean(),
  /** The owner renews a use by an amendment (decision 019). */
  canRenew: z.boolean(),
  influencerName: z.string(),
  brandName: z.string(),
  publications: z.array(publicationItemSchema),
  payments: z.array(paymentItemSchema),
  rights: z.array(rightItemSchema),
});
export type Tracker = z.infer<typeof trackerSchema>;

const URL_MAX = 2000;
export const recordPublicationBodySchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'Adresse de la publication invalide (https://…).' })
    .max(URL_MAX, `L’adresse ne doit pas dépasser ${URL_MAX} caractères.`),
  publishedOn: isoDay,
  mentionConfirmed: z.literal(true, { error: 'Confirmez que la mention obligatoire est visible sur la publication.' }),
  /** New screenshots, base64; the ones kept from an earlier record are named in `keepScreenshots`. */
  screenshots: z
    .array(
      z.object({
        mimeType: z.enum(screenshotMimeTypes, { error: 'Capture refusée : PNG ou JPEG seulement.' }),
        data: z.base64({ error: 'Capture illisible.' }),
      }),
    )
    .max(SCREENSHOTS_MAX, `${SCREENSHOTS_MAX} captures au plus.`)
    .default([]),
  keepScreenshots: z.array(z.uuid()).max(SCREENSHOTS_MAX).default([]),
});
export type RecordPublicationBody = z.input<typeof recordPublicationBodySchema>;

export const REVIEW_COMMENT_MAX = 1000;
export const reviewPublicationBodySchema = z
  .object({
    decision: z.enum(['approve', 'request-correction'], { error: 'Décision inconnue.' }),
    comment: z
      .string()
      .trim()
      .max(REVIEW_COMMENT_MAX, `Le commentaire ne doit pas dépasser ${REVIEW_COMMENT_MAX} caractères.`)
      .default(''),
  })
  .refine((body) => body.decision === 'approve' || body.comment !== '', {
    path: ['comment'],
    message: 'Dites au Créateur ce qu’il faut corriger.',
  });
export type ReviewPublicationBody = z.input<typeof reviewPublicationBodySchema>;

export const declarePaymentBodySchema = z.object({ paidOn: isoDay });

export const SCHEDULE_MAX = 6;
export const paymentScheduleBodySchema = z.object({
  items: z
    .array(
      z.object({
        label: z.string().trim().min(1, 'Nommez l’échéance.').max(100, '100 caractères au plus.'),
        amountHt: z
          .number({ error: 'Montant invalide.' })
          .positive('Le montant doit être supérieur à zéro.')
          .multipleOf(0.01, 'Deux décimales au plus.'),
        dueOn: isoDay,
      }),
    )
    .min(1, 'Une échéance au moins.')
    .max(SCHEDULE_MAX, `${SCHEDULE_MAX} échéances au plus.`),
});
export type PaymentScheduleBody = z.input<typeof paymentScheduleBodySchema>;

/** An intra-EU VAT number: two letters of the country, then 2 to 13 letters or digits (FR: 2 + 9 digits). */
const vatNumber = z
  .string()
  .transform((value) => value.replace(/[\s.-]/g, '').toUpperCase())
  .pipe(
    z.string().regex(/^([A-Z]{2}[0-9A-Z]{2,13})?$/, 'Numéro de TVA intracommunautaire invalide (ex. FR12345678901).'),
  );
const iban = z
  .string()
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .pipe(z.string().regex(/^([A-Z]{2}[0-9]{2}[0-9A-Z]{11,30})?$/, 'IBAN invalide.'));

/**
 * What the invoice needs that the contract does not say: the VAT numbers (CGI ann. II art. 242
 * nonies A I 2° and 4°: the seller's under VAT, both under reverse charge) and, if the creator
 * wishes, the account to pay into. Asked when the invoice is made, frozen with it.
 */
export const issueInvoiceBodySchema = z.object({
  sellerVatNumber: vatNumber.default(''),
  buyerVatNumber: vatNumber.default(''),
  iban: iban.default(''),
  bic: z
    .string()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(/^([A-Z0-9]{8}|[A-Z0-9]{11})?$/, 'BIC invalide.'))
    .default(''),
});
export type IssueInvoiceBody = z.input<typeof issueInvoiceBodySchema>;

type VatTreatment = z.infer<typeof trackerSchema>['vatTreatment'];

/**
 * The VAT numbers an invoice must carry (CGI ann. II art. 242 nonies A I 2° and 4°): the
 * creator's unless under the franchise (CGI 293 B), the brand's too under reverse charge.
 */
export function asksVatNumbers(treatment: VatTreatment): { seller: boolean; buyer: boolean } {
  return { seller: treatment !== 'franchise', buyer: treatment === 'reverse-charge' };
}

export const missingVatNumberMessages = {
  sellerVatNumber: 'Indiquez votre numéro de TVA intracommunautaire\u00a0: la facture doit le porter.',
  buyerVatNumber: 'Indiquez le numéro de TVA intracommunautaire de la Marque\u00a0: l’autoliquidation l’exige.',
} as const;

/** The invoice's body for a contract's VAT treatment: the numbers it requires made required (client and server alike). */
export function invoiceDetailsSchema(treatment: VatTreatment) {
  const asks = asksVatNumbers(treatment);
  const { sellerVatNumber, buyerVatNumber } = issueInvoiceBodySchema.shape;
  const required = (field: typeof sellerVatNumber, message: string) =>
    field.unwrap().refine((value) => value !== '', message);
  return issueInvoiceBodySchema.extend({
    sellerVatNumber: asks.seller
      ? required(sellerVatNumber, missingVatNumberMessages.sellerVatNumber)
      : sellerVatNumber,
    buyerVatNumber: asks.buyer ? required(buyerVatNumber, missingVatNumberMessages.buyerVatNumber) : buyerVatNumber,
  });
}

export const EXTERNAL_INVOICE_NUMBER_MAX = 40;
/** An invoice the creator issued outside Paraphe: its number and its date. */
export const externalInvoiceBodySchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, 'Indiquez le numéro de la facture.')
    .max(EXTERNAL_INVOICE_NUMBER_MAX, `${EXTERNAL_INVOICE_NUMBER_MAX} caractères au plus.`),
  issuedOn: isoDay,
});
export type ExternalInvoiceBody = z.input<typeof externalInvoiceBodySchema>;

/** POST …/rights/:itemId/renew: the amendment's draft, opened in the editor. */
export const renewedSchema = z.object({ id: z.uuid() });

/** The creator's reminder, ready to send from their own mailbox. */
export const paymentReminderSchema = z.object({ to: z.string(), subject: z.string(), body: z.string() });
export type PaymentReminder = z.infer<typeof paymentReminderSchema>;

/** The dashboard's « À venir »: the next due dates and the late items of every signed contract. */
export const upcomingItemSchema = z.object({
  contractId: z.uuid(),
  contractTitle: z.string(),
  itemId: z.uuid(),
  kind: z.enum(['publication', 'payment', 'right']),
  label: z.string(),
  dueOn: z.string(),
  late: z.boolean(),
  statusLabel: z.string(),
});
export type UpcomingItem = z.infer<typeof upcomingItemSchema>;
export const upcomingSchema = z.object({ items: z.array(upcomingItemSchema), lateCount: z.number().int() });
export type Upcoming = z.infer<typeof upcomingSchema>;

/** The personal calendar feed: its secret address is shown once, when made. */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  url: z.string().optional(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'Lien de calendrier invalide.'),
});
