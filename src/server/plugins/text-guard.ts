import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasForbiddenCharacters, INVALID_CHARACTERS_MESSAGE } from '#shared/text/text-rule.ts';
import { AppError } from '#server/app-error.ts';

/** Whether any string (value or key) inside a parsed body, query or params breaks the text rule. */
export function containsForbiddenText(root: unknown): boolean {
  // Iterative: a deeply nested JSON body must not exhaust the stack.
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (hasForbiddenCharacters(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * The text rule of shared/text/text-rule.ts, enforced for every route before its schema: a
 * control character or a lone surrogate anywhere in the body, the query or the path is a 400
 * INVALID_CHARACTERS, whatever the route and whether or not its schema uses `cleanString`.
 * The schemas add the field's message, the NFC normalisation and the length bounds.
 * Raw bodies (the payment webhook's Buffer) are left to their own checks.
 */
async function textGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (containsForbiddenText(request.params) || containsForbiddenText(request.query)) {
      throw new AppError('INVALID_CHARACTERS', INVALID_CHARACTERS_MESSAGE);
    }
    if (containsForbiddenText(request.body)) throw new AppError('INVALID_CHARACTERS', INVALID_CHARACTERS_MESSAGE);
  });
}

export default fp(textGuardPlugin, { name: 'text-guard' });
