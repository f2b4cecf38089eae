import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractVersionListSchema,
  contractVersionParamsSchema,
  restoreContractVersionBodySchema,
} from '#shared/api/contract-history.ts';
import { contractIdParamsSchema } from '#shared/api/contracts.ts';
import { getContractVersion } from '#server/modules/contract-history/get-contract-version.ts';
import { listContractVersions } from '#server/modules/contract-history/list-contract-versions.ts';
import { restoreContractVersion } from '#server/modules/contract-history/restore-contract-version.ts';
import { requireProPlan } from '#server/plugins/require-pro-plan.ts';

/** /api/contracts/:id/versions…: the history of the user's own contracts, a Pro feature. */
const contractHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  app.addHook('onRequest', requireProPlan);
  const db = () => app.database.db;

  app.get(
    '/contracts/:id/versions',
    { schema: { params: contractIdParamsSchema, response: { 200: contractVersionListSchema } } },
    async (request) => listContractVersions(db(), request.user.id, request.params.id),
  );

  app.get('/contracts/:id/versions/:version', { schema: { params: contractVersionParamsSchema } }, async (request) =>
    getContractVersion(db(), { ownerId: request.user.id, ...request.params }),
  );

  app.post(
    '/contracts/:id/versions/:version/restore',
    { schema: { params: contractVersionParamsSchema, body: restoreContractVersionBodySchema } },
    async (request) =>
      restoreContractVersion(db(), {
        ownerId: request.user.id,
        ...request.params,
        baseVersion: request.body.version,
      }),
  );
};

export default contractHistoryRoutes;
