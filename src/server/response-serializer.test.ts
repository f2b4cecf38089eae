import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsedAnswer, responseSerializerCompiler } from '#server/response-serializer.ts';

const schema = z.object({ email: z.string().trim().toLowerCase() });
const serializerOf = (zodSchema: unknown) =>
  responseSerializerCompiler({ schema: zodSchema, method: 'GET', url: '/api/essai', httpStatus: '200' });

describe('the response serializer', () => {
  it('answers what the schema makes of the data, as the client parses it', () => {
    expect(serializerOf(schema)({ email: '  Camille@Exemple.FR ', extra: 1 })).toBe('{"email":"camille@exemple.fr"}');
  });

  it('refuses an answer that does not match its schema', () => {
    expect(() => serializerOf(schema)({ email: 42 })).toThrow(ResponseSerializationError);
  });

  it('does not parse again an answer the use case has just parsed with the same schema', () => {
    const parsed = parsedAnswer(schema.parse({ email: 'camille@exemple.fr' }), schema);
    expect(serializerOf(schema)(parsed)).toBe('{"email":"camille@exemple.fr"}');
    // The proof that it is not parsed: a marked object goes out as it is, untrimmed.
    expect(serializerOf(schema)(parsedAnswer({ email: ' Camille ' }, schema))).toBe('{"email":" Camille "}');
    // Marked for this schema only: against another one, or as a copy, it is checked again.
    const other = z.object({ email: z.email() });
    const marked = parsedAnswer({ email: 'pas une adresse' }, schema);
    expect(() => serializerOf(other)(marked)).toThrow(ResponseSerializationError);
    expect(() => serializerOf(schema)({ ...parsedAnswer({ email: 42 }, schema) })).toThrow(ResponseSerializationError);
  });
});
