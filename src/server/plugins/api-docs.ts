import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ErrorCode, errorBodySchema, errorStatus } from '#shared/errors.ts';
import { errorMessages } from '#shared/messages.ts';

/** Every code the API can answer, its status and the French message the app shows for it. */
export function errorCodeTable(): { code: ErrorCode; status: number; message: string }[] {
  return (Object.keys(errorStatus) as ErrorCode[]).map((code) => ({
    code,
    status: errorStatus[code],
    message: errorMessages[code],
  }));
}

const errorResponse = {
  description: 'Erreur : `{ error: { code, message, fields? } }`, codes listés dans `x-error-codes`.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
};

type OpenApiDocument = { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

/**
 * The API described as OpenAPI 3.1 from the routes' own zod schemas (the type provider's
 * transform), served at GET /api/docs. Each operation also answers the one error body, whose
 * codes are listed with their status and French message.
 */
async function apiDocsPlugin(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API Paraphe',
        version: '1',
        description:
          'Contrats de collaboration entre créateurs de contenu et marques. Authentification : `Authorization: Bearer <jeton d’accès>`.',
      },
      components: {
        schemas: { ErrorBody: z.toJSONSchema(errorBodySchema) as Record<string, unknown> },
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document = documentObject.openapiObject as OpenApiDocument & Record<string, unknown>;
      for (const operations of Object.values(document.paths ?? {})) {
        for (const operation of Object.values(operations)) {
          operation.responses = { ...operation.responses, default: errorResponse };
        }
      }
      return { ...document, 'x-error-codes': errorCodeTable() } as typeof documentObject.openapiObject;
    },
  });

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(apiDocsPlugin, { name: 'api-docs' });
