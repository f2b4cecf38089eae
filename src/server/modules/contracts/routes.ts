import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractCountSchema,
  contractIdParamsSchema,
  contractListQuerySchema,
  contractPageSchema,
  contractPatchAnswerSchema,
  patchContractBodySchema,
  saveContractBodySchema,
  updateContractBodySchema,
} from '#shared/api/contracts.ts';
import { contractSchema } from '#shared/contract/schema.ts';
import { createContract } from '#server/modules/contracts/create-contract.ts';
import { readDraftInput } from '#server/modules/contracts/draft-input.ts';
import { countContractsThisMonth, listContractsAnswer } from '#server/modules/contracts/list-contracts.ts';
import { deleteContract } from '#server/modules/contracts/delete-contract.ts';
import { duplicateContract } from '#server/modules/contracts/duplicate-contract.ts';
import { getContractAnswer } from '#server/modules/contracts/get-contract.ts';
import { patchContract } from '#server/modules/contracts/patch-contract.ts';
import { markContractSigned } from '#server/modules/contracts/mark-contract-signed.ts';
import { setContractArchived } from '#server/modules/contracts/set-contract-archived.ts';
import { updateContract } from '#server/modules/contracts/update-contract.ts';
import { sendSerialized } from '#server/response-serializer.ts';

/** /api/contracts: every route is the signed-in, verified user's own contracts. */
const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  const tags = ['contracts'];

  app.get(
    '/contracts',
    { schema: { tags, querystring: contractListQuerySchema, response: { 200: contractPageSchema } } },
    async (request, reply) => {
      const { archived, ...criteria } = request.query;
      const answer = await listContractsAnswer(request.ctx, {
        ownerId: request.user.id,
        archived: archived === 'true',
        ...criteria,
      });
      return sendSerialized(reply, answer);
    },
  );

  app.get('/contracts/count', { schema: { tags, response: { 200: contractCountSchema } } }, async (request) => ({
    count: await countContractsThisMonth(request.ctx, { ownerId: request.user.id }),
  }));

  app.post(
    '/contracts',
    { schema: { tags, body: saveContractBodySchema, response: { 201: contractSchema } } },
    async (request, reply) => {
      const { draft, pending } = readDraftInput(request.body);
      const contract = await createContract(request.ctx, {
        ownerId: request.user.id,
        plan: request.user.plan,
        draft,
        pendingInputs: pending,
      });
      return reply.status(201).send(contract);
    },
  );

  app.get(
    '/contracts/:id',
    { schema: { tags, params: contractIdParamsSchema, response: { 200: contractSchema } } },
    async (request, reply) =>
      sendSerialized(reply, await getContractAnswer(request.ctx, { ownerId: request.user.id, id: request.params.id })),
  );

  app.put(
    '/contracts/:id',
    {
      schema: {
        tags,
        params: contractIdParamsSchema,
        body: updateContractBodySchema,
        response: { 200: contractSchema },
      },
    },
    async (request) => {
      const { draft, pending } = readDraftInput(request.body);
      return updateContract(request.ctx, {
        ownerId: request.user.id,
        plan: request.user.plan,
        id: request.params.id,
        baseVersion: request.body.version,
        draft,
        pendingInputs: pending,
      });
    },
  );

  app.patch(
    '/contracts/:id',
    {
      schema: {
        tags,
        params: contractIdParamsSchema,
        body: patchContractBodySchema,
        response: { 200: contractPatchAnswerSchema },
      },
    },
    async (request) =>
      patchContract(request.ctx, {
        ownerId: request.user.id,
        plan: request.user.plan,
        id: request.params.id,
        baseVersion: request.body.version,
        type: request.body.type,
        changes: request.body.changes,
      }),
  );

  app.delete(
    '/contracts/:id',
    { schema: { tags, params: contractIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteContract(request.ctx, { ownerId: request.user.id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/contracts/:id/duplicate',
    { schema: { tags, params: contractIdParamsSchema, response: { 201: contractSchema } } },
    async (request, reply) => {
      const copy = await duplicateContract(request.ctx, {
        ownerId: request.user.id,
        plan: request.user.plan,
        id: request.params.id,
      });
      return reply.status(201).send(copy);
    },
  );

  app.post(
    '/contracts/:id/archive',
    { schema: { tags, params: contractIdParamsSchema, response: { 200: contractSchema } } },
    async (request) =>
      setContractArchived(request.ctx, { ownerId: request.user.id, id: request.params.id, archived: true }),
  );

  app.post(
    '/contracts/:id/unarchive',
    { schema: { tags, params: contractIdParamsSchema, response: { 200: contractSchema } } },
    async (request) =>
      setContractArchived(request.ctx, { ownerId: request.user.id, id: request.params.id, archived: false }),
  );

  app.post(
    '/contracts/:id/mark-signed',
    { schema: { tags, params: contractIdParamsSchema, response: { 200: contractSchema } } },
    async (request) => markContractSigned(request.ctx, { ownerId: request.user.id, id: request.params.id }),
  );
};

export default contractRoutes;
