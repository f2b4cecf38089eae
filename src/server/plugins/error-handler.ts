import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { INVALID_CHARACTERS_CODE, INVALID_CHARACTERS_MESSAGE } from '#shared/text/text-rule.ts';
import { type ErrorBody, type ErrorCode, type FieldIssue, errorStatus } from '#shared/errors.ts';
import type { Finding } from '#shared/law/types.ts';
import { AppError } from '#server/app-error.ts';

function send(reply: FastifyReply, code: ErrorCode, message: string, fields?: FieldIssue[], findings?: Finding[]) {
  const body: ErrorBody = {
    error: { code, message, ...(fields ? { fields } : {}), ...(findings ? { findings } : {}) },
  };
  return reply.status(errorStatus[code]).type('application/json; charset=utf-8').send(body);
}

export function zodIssuesToFields(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Maps a Fastify framework error (by its code) to one of ours. */
const frameworkErrors: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'Le corps de la requête est trop volumineux'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Type de contenu non pris en charge'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 'Longueur de contenu invalide'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_REQUEST', 'Le corps JSON de la requête est vide'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['BAD_REQUEST', "Le corps de la requête n'est pas un JSON valide"],
};

/**
 * The one place where errors become HTTP answers: `{ error: { code, message, fields? } }`.
 * A 5xx never carries the internal message or a stack.
 */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return send(reply, error.code, error.message, error.fields, error.findings);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names no resource of the user's: answer as for any unknown id.
      if (error.validationContext === 'params') return send(reply, 'NOT_FOUND', 'Ressource introuvable');
      const fields = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Valeur invalide',
      }));
      const invalidText = error.validation.some(
        (issue) => (issue.params as { params?: { code?: string } }).params?.code === INVALID_CHARACTERS_CODE,
      );
      if (invalidText) return send(reply, 'INVALID_CHARACTERS', INVALID_CHARACTERS_MESSAGE, fields);
      return send(reply, 'VALIDATION_ERROR', 'La requête contient des champs invalides', fields);
    }
    if (error instanceof ZodError) {
      return send(reply, 'VALIDATION_ERROR', 'La requête contient des champs invalides', zodIssuesToFields(error));
    }
    const mapped = error.code ? frameworkErrors[error.code] : undefined;
    if (mapped) return send(reply, mapped[0], mapped[1]);
    if (error.statusCode === 429) return send(reply, 'RATE_LIMITED', 'Trop de requêtes');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, 'BAD_REQUEST', 'Requête invalide');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL_ERROR', 'Erreur interne du serveur');
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
