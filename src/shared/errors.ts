import { z } from 'zod';
import { findingSchema } from '#shared/law/finding-schema.ts';

/**
 * Every error the API can answer, with its HTTP status. The one table from code to status:
 * the server's error handler reads it, the client maps the same codes to French messages
 * (`messages.ts`).
 */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_TOKEN: 400,
  INVALID_SIGNATURE: 400,
  /** A text with control characters (other than tab and line feed) or a lone surrogate: shared/text/clean-text.ts. */
  INVALID_CHARACTERS: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  NO_CREDITS: 402,
  FORBIDDEN: 403,
  /** A password asked again before a sensitive action (account deletion) is wrong: not a dead session. */
  WRONG_PASSWORD: 403,
  EMAIL_NOT_VERIFIED: 403,
  PRO_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  STALE_VERSION: 409,
  CONTRACT_LOCKED: 409,
  ALREADY_SUBSCRIBED: 409,
  /** Signature requests (src/shared/signature/state-machine.ts). */
  SIGNATURE_CLOSED: 409,
  ALREADY_SIGNED: 409,
  NOT_YOUR_TURN: 409,
  SIGNATURE_IN_PROGRESS: 409,
  CONTRACT_NOT_EXPORTED: 409,
  /** The law engine finds a blocking point: no signature request, no manual « Signé ». */
  NOT_COMPLIANT: 409,
  /** A saved draft still holds a field in a wrong format: export and signature wait for it. */
  INVALID_FIELDS: 422,
  /** A signatory of the contract has no name or e-mail: complete the contract, then export it again. */
  SIGNATORIES_INCOMPLETE: 409,
  /** A sent or signed contract is evidence (C. civ. 1367, 2224): archived, never deleted, by its owner. */
  CONTRACT_RETAINED: 409,
  /** The tracker of a contract starts at its signature. */
  CONTRACT_NOT_SIGNED: 409,
  /** A payment schedule whose amounts do not add up to what the contract owes. */
  SCHEDULE_TOTAL_MISMATCH: 400,
  /** A schedule is fixed once a payment is declared or invoiced. */
  SCHEDULE_LOCKED: 409,
  /** A reminder or a formal notice for a payment that is not late. */
  PAYMENT_NOT_LATE: 409,
  /** A use whose renewal Paraphe does not prepare by amendment (a child under sixteen appears). */
  AMENDMENT_NOT_AVAILABLE: 409,
  /** An invoice needs the issuer's SIRET, which the signed contract lacks. */
  INVOICE_DETAILS_MISSING: 409,
  SIGNATURE_EXPIRED: 410,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  CODE_NOT_VERIFIED: 403,
  /** Brand personalisation: a logo that is not a real PNG, JPEG or SVG, or one past 200 kB. */
  INVALID_LOGO: 400,
  LOGO_TOO_LARGE: 413,
  /** Support chat: a screenshot that is not a real PNG or JPEG, or one past its size limit. */
  INVALID_ATTACHMENT: 400,
  ATTACHMENT_TOO_LARGE: 413,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodeSchema = z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]);

export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The wire shape of every error body: `{ "error": { "code", "message", "fields"?, "findings"? } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.array(fieldIssueSchema).optional(),
    /** NOT_COMPLIANT: the blocking findings of the law engine. */
    findings: z.array(findingSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
