import type { FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/** Answers a use case has just made with `schema.parse`, and that schema. */
const parsedWith = new WeakMap<object, $ZodType>();

/**
 * Marks `value` as the output of `schema.parse`, which the use case has just called: an answer
 * of that very object against that very schema is not parsed a second time (a contract is
 * 4 to 5 kB of nested fields, parsed once when it is read from its row). A copy, or another
 * schema, is checked as any answer.
 */
export function parsedAnswer<T extends object>(value: T, schema: $ZodType): T {
  parsedWith.set(value, schema);
  return value;
}

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
    if (typeof data === 'object' && data !== null && parsedWith.get(data) === zodSchema) return JSON.stringify(data);
    const result = safeParse(zodSchema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/**
 * Sends JSON already made by the use case from a value of the route's response schema (for
 * instance kept from an earlier request): its bytes go out as they are, neither parsed nor
 * serialised again. The route's schema still documents the answer.
 */
export function sendSerialized(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
