import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Checks every answer against its route's response schema, the way the client reads it: with
 * `parse`, the very call of `apiRequest({ schema })`. (The type provider's own serializer
 * *encodes*, which zod refuses for the one-way transforms of the contract schema: a trimmed
 * SIRET, a lower-cased e-mail.) An answer that does not match is a 500, never a silent break.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = schema;
  if (!(zodSchema instanceof $ZodType)) throw new Error(`Schéma de réponse non zod pour ${method} ${url}`);
  return (data) => {
    const result = safeParse(zodSchema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
