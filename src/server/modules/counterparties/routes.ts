import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  counterpartyIdParamsSchema,
  counterpartyListQuerySchema,
  counterpartyListSchema,
  counterpartySchema,
  updateCounterpartyBodySchema,
} from '#shared/api/counterparties.ts';
import { deleteCounterparty } from '#server/modules/counterparties/delete-counterparty.ts';
import { listCounterparties } from '#server/modules/counterparties/list-counterparties.ts';
import { updateCounterparty } from '#server/modules/counterparties/update-counterparty.ts';

/** /api/counterparties: the signed-in, verified user's address book, filled by their contracts. */
const counterpartyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  const tags = ['counterparties'];

  app.get(
    '/counterparties',
    { schema: { tags, querystring: counterpartyListQuerySchema, response: { 200: counterpartyListSchema } } },
    async (request) => listCounterparties(request.ctx, { ownerId: request.user.id, q: request.query.q }),
  );

  app.put(
    '/counterparties/:id',
    {
      schema: {
        tags,
        params: counterpartyIdParamsSchema,
        body: updateCounterpartyBodySchema,
        response: { 200: counterpartySchema },
      },
    },
    async (request) =>
      updateCounterparty(request.ctx, { ownerId: request.user.id, id: request.params.id, fields: request.body }),
  );

  app.delete(
    '/counterparties/:id',
    { schema: { tags, params: counterpartyIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCounterparty(request.ctx, { ownerId: request.user.id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};

export default counterpartyRoutes;
