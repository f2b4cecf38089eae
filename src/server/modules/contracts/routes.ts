import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractIdParamsSchema, updateContractBodySchema } from '#shared/api/contracts.ts';
import { contractDraftSchema } from '#shared/contract/schema.ts';
import { createContract } from '#server/modules/contracts/create-contract.ts';
import { countContractsThisMonth, listContracts } from '#server/modules/contracts/list-contracts.ts';
import {
  deleteContract,
  duplicateContract,
  getContract,
  markContractSigned,
} from '#server/modules/contracts/manage-contract.ts';
import { assertProClausesAllowed } from '#server/modules/contracts/pro-clauses-gate.ts';
import { updateContract } from '#server/modules/contracts/update-contract.ts';

/** /api/contracts: every route is the signed-in, verified user's own contracts. */
const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  const db = () => app.database.db;

  app.get('/contracts', async (request) => listContracts(db(), request.user.id));

  app.get('/contracts/count', async (request) => ({ count: await countContractsThisMonth(db(), request.user.id) }));

  app.post('/contracts', { schema: { body: contractDraftSchema } }, async (request, reply) => {
    assertProClausesAllowed(request.user.plan, request.body);
    const contract = await createContract(db(), request.user.id, request.body);
    return reply.status(201).send(contract);
  });

  app.get('/contracts/:id', { schema: { params: contractIdParamsSchema } }, async (request) =>
    getContract(db(), request.user.id, request.params.id),
  );

  app.put(
    '/contracts/:id',
    { schema: { params: contractIdParamsSchema, body: updateContractBodySchema } },
    async (request) => {
      const { version, ...draft } = request.body;
      assertProClausesAllowed(request.user.plan, draft);
      return updateContract(db(), { ownerId: request.user.id, id: request.params.id, baseVersion: version, draft });
    },
  );

  app.delete('/contracts/:id', { schema: { params: contractIdParamsSchema } }, async (request, reply) => {
    await deleteContract(db(), request.user.id, request.params.id);
    return reply.status(204).send();
  });

  app.post('/contracts/:id/duplicate', { schema: { params: contractIdParamsSchema } }, async (request, reply) => {
    const copy = await duplicateContract(db(), {
      ownerId: request.user.id,
      plan: request.user.plan,
      id: request.params.id,
    });
    return reply.status(201).send(copy);
  });

  app.post('/contracts/:id/mark-signed', { schema: { params: contractIdParamsSchema } }, async (request) =>
    markContractSigned(db(), { ownerId: request.user.id, id: request.params.id, now: app.now() }),
  );
};

export default contractRoutes;
