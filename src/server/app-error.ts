import { type ErrorCode, type FieldIssue, errorStatus } from '#shared/errors.ts';
import type { Finding } from '#shared/law/types.ts';

/**
 * The one error type use cases throw. `message` is for logs and API consumers; the client
 * shows the French message of `#shared/messages.ts` for the `code`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: FieldIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly findings: Finding[] | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: FieldIssue[]; headers?: Record<string, string>; findings?: Finding[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.fields = options.fields;
    this.headers = options.headers;
    this.findings = options.findings;
  }
}

export const notFound = (what = 'Ressource') => new AppError('NOT_FOUND', `${what} introuvable`);
