import { type ErrorCode, type FieldIssue, errorStatus } from '#shared/errors.ts';

/**
 * The one error type use cases throw. `message` is for logs and API consumers; the client
 * shows the French message of `#shared/messages.ts` for the `code`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: FieldIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: FieldIssue[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export const notFound = (what = 'Ressource') => new AppError('NOT_FOUND', `${what} introuvable`);
