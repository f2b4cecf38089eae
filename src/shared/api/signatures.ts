import { z } from 'zod';
import { signatoryRoles } from '#shared/signature/contract-signatories.ts';
import { requestStates, signerStates } from '#shared/signature/state-machine.ts';
import { cleanString } from '#shared/text/clean-text.ts';

/** Request and response shapes of the electronic signature (owner and public signing routes). */

export const SIGNATURE_DEFAULT_EXPIRY_DAYS = 30;
export const SIGNATURE_MAX_EXPIRY_DAYS = 90;
/** A drawn signature is a small PNG; 300 kB of data URL is far more than a signature needs. */
export const SIGNATURE_IMAGE_MAX_CHARS = 300_000;

const signerName = cleanString()
  .trim()
  .min(2, 'Indiquez le nom complet du signataire.')
  .max(120, 'Le nom ne peut dépasser 120 caractères.');
/**
 * The signers are not chosen here: they are the persons the contract names as signatories,
 * with its names and e-mails (src/shared/signature/contract-signatories.ts).
 */
export const createSignatureRequestBodySchema = z.object({
  ordered: z.boolean(),
  expiresInDays: z
    .number({ error: 'Indiquez un nombre de jours.' })
    .int('Indiquez un nombre entier de jours.')
    .min(1, 'Au moins 1 jour.')
    .max(SIGNATURE_MAX_EXPIRY_DAYS, `Au plus ${SIGNATURE_MAX_EXPIRY_DAYS} jours.`)
    .default(SIGNATURE_DEFAULT_EXPIRY_DAYS),
});
export type CreateSignatureRequestBody = z.input<typeof createSignatureRequestBodySchema>;

export const signerProgressSchema = z.object({
  id: z.uuid(),
  party: z.enum(signatoryRoles),
  capacity: z.string().nullable(),
  isSender: z.boolean(),
  position: z.number().int(),
  name: z.string(),
  email: z.string(),
  state: z.enum(signerStates),
  openedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  lastRemindedAt: z.string().nullable(),
});
export type SignerProgress = z.infer<typeof signerProgressSchema>;

export const signatureProgressSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  state: z.enum(requestStates),
  ordered: z.boolean(),
  documentSha256: z.string(),
  finalSha256: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  closedAt: z.string().nullable(),
  signers: z.array(signerProgressSchema),
});
export type SignatureProgress = z.infer<typeof signatureProgressSchema>;

export const latestSignatureRequestSchema = z.object({ request: signatureProgressSchema.nullable() });

/** The owner's own signing link, when she is a signatory (she signs in Paraphe). */
export const senderLinkSchema = z.object({ token: z.string() });

export const signatureRequestParamsSchema = z.object({ id: z.uuid() });
export const signerParamsSchema = z.object({ id: z.uuid(), signerId: z.uuid() });
export const auditTrailQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

/** One event of a request's audit trail, in the order it happened. */
export const auditEntrySchema = z.object({
  at: z.string(),
  event: z.string(),
  /** The event in French, as the CSV and the certificate page say it. */
  label: z.string(),
  signer: z.object({ name: z.string(), email: z.string() }).nullable(),
  detail: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** The audit trail as a JSON file (`?format=csv` answers the same events as a CSV file instead). */
export const auditTrailSchema = z.object({
  requestId: z.string(),
  contractId: z.string().nullable(),
  documentSha256: z.string(),
  events: z.array(auditEntrySchema),
});
export const auditTrailResponseSchema = z
  .union([auditTrailSchema, z.string()])
  .describe('Le journal de la demande en JSON ; avec ?format=csv, les mêmes événements en CSV (text/csv)');

/** A PDF answer (application/pdf), documented as such. */
export const pdfFileSchema = (what: string) => z.any().describe(`${what} (application/pdf)`);

export const signatureRateSchema = z.object({
  sent: z.number().int().min(0),
  signed: z.number().int().min(0),
  /** signed ÷ sent, null when nothing was sent in the window. */
  rate: z.number().min(0).max(1).nullable(),
  windowDays: z.number().int(),
});
export type SignatureRate = z.infer<typeof signatureRateSchema>;

/* Public routes, by the signer's token. */

export const signerTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });

export const signingViewSchema = z.object({
  contractTitle: z.string(),
  ownerName: z.string(),
  state: z.enum(requestStates),
  expiresAt: z.string(),
  documentSha256: z.string(),
  signer: z.object({
    name: z.string(),
    email: z.string(),
    state: z.enum(signerStates),
    signedAt: z.string().nullable(),
    /** The owner herself, signing in Paraphe. */
    isSender: z.boolean(),
  }),
  /** The signer waits for the previous one (ordered request). */
  waitingForOthers: z.boolean(),
  codeSentTo: z.string().nullable(),
  codeVerified: z.boolean(),
  codeAttemptsLeft: z.number().int().min(0),
  otherSigners: z.array(z.object({ name: z.string(), state: z.enum(signerStates) })),
});
export type SigningView = z.infer<typeof signingViewSchema>;

export const verifyCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Le code comporte 6 chiffres.'),
});

export const signBodySchema = z.object({
  fullName: signerName,
  consent: z.literal(true, { error: 'Cochez « Lu et approuvé » pour signer.' }),
  signature: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('drawn'),
      image: z
        .string()
        .max(SIGNATURE_IMAGE_MAX_CHARS, 'La signature dessinée est trop volumineuse.')
        .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'La signature doit être une image PNG.'),
    }),
    z.object({ kind: z.literal('typed') }),
  ]),
  /** The consent wording the page showed (src/shared/signature/consent.ts). */
  consentVersion: z.string().max(40).optional(),
  /** Time spent on the signing page before signing, as the signer's browser measured it. */
  secondsOnDocument: z
    .number()
    .int()
    .min(0)
    .max(86_400 * 90)
    .optional(),
  /** How many of the document's pages were on the signer's screen (at least half of each), of how many. */
  pagesViewed: z
    .object({ seen: z.number().int().min(0).max(2000), total: z.number().int().min(1).max(2000) })
    .refine((pages) => pages.seen <= pages.total, 'Plus de pages vues que le document n’en compte.')
    .optional(),
});
export type SignBody = z.infer<typeof signBodySchema>;

export const declineBodySchema = z.object({
  reason: cleanString()
    .trim()
    .min(3, 'Indiquez la raison du refus.')
    .max(1000, 'La raison ne peut dépasser 1000 caractères.'),
});
