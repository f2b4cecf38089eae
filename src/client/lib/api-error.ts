import type { ErrorCode, FieldIssue } from '#shared/errors.ts';
import { errorMessages, messages } from '#shared/messages.ts';

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

/** A failed API call: the HTTP status, the API's stable code, the French message, field errors by path. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Readonly<Record<string, string>>;

  constructor(options: { status: number; code: ApiErrorCode; message: string; fields?: Record<string, string> }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
  }
}

// When a body is not ours (a proxy's page, a rate limiter's own answer), the status still says enough.
function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_ERROR';
}

/**
 * The code and field messages of `{ error: { code, message, fields } }`, read by hand rather than
 * with `errorBodySchema`: the prerendered public pages' forms use this file and carry no zod
 * (decision 021).
 */
function readErrorBody(body: unknown): { code: ErrorCode | null; fields: FieldIssue[] } {
  const error: unknown = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
  if (typeof error !== 'object' || error === null) return { code: null, fields: [] };
  const { code, fields } = error as { code?: unknown; fields?: unknown };
  const issues = Array.isArray(fields)
    ? fields.filter(
        (issue): issue is FieldIssue =>
          typeof issue === 'object' &&
          issue !== null &&
          typeof issue.path === 'string' &&
          typeof issue.message === 'string',
      )
    : [];
  // `errorMessages` has one entry per code of `errorStatus`: a code it lacks is not ours.
  const known = typeof code === 'string' && Object.hasOwn(errorMessages, code);
  return { code: known ? (code as ErrorCode) : null, fields: issues };
}

/** Reads `{ error: { code, message, fields } }` into an ApiError carrying the French message of its code. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const { code: rawCode, fields: issues } = readErrorBody(body);
  // A 429 is always the rate-limit message, whatever the limiter put in its body.
  const code = response.status === 429 ? 'RATE_LIMITED' : (rawCode ?? codeForStatus(response.status));
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.replace(/^body\./, '');
    fields[path] ??= issue.message;
  }
  return new ApiError({ status: response.status, code, message: errorMessages[code], fields });
}

export function networkError(): ApiError {
  return new ApiError({ status: 0, code: 'NETWORK_ERROR', message: messages.networkError });
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The message to show for a failed action: the spec's message for that action, except when the
 * cause is one the user can act on differently (offline, too many attempts, server down).
 */
export function errorMessageFor(error: unknown, fallback: string): string {
  if (isApiError(error) && ['NETWORK_ERROR', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'].includes(error.code)) {
    return error.message;
  }
  return fallback;
}
