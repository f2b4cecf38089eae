import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractVersionListSchema,
  contractVersionParamsSchema,
  contractVersionSchema,
  restoreContractVersionBodySchema,
} from '#shared/api/contract-history.ts';
import { contractIdParamsSchema } from '#shared/api/contracts.ts';
import { contractSchema } from '#shared/contract/schema.ts';
import { getContractVersion } from '#server/modules/contract-history/get-contract-version.ts';
import { listContractVersions } from '#server/modules/contract-history/list-contract-versions.ts';
import { restoreContractVersion } from '#server/modules/contract-history/restore-contract-version.ts';
import { requireProPlan } from '#server/plugins/require-pro-plan.ts';

/** /api/contracts/:id/versions…: the history of the user's own contracts, a Pro feature. */
const contractHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  app.addHook('onRequest', requireProPlan);
  const tags = ['contract-history'];

  app.get(
    '/contracts/:id/versions',
    { schema: { tags, params: contractIdParamsSchema, response: { 200: contractVersionListSchema } } },
    async (request) => listContractVersions(request.ctx, { ownerId: request.user.id, id: request.params.id }),
  );

  app.get(
    '/contracts/:id/versions/:version',
    { schema: { tags, params: contractVersionParamsSchema, response: { 200: contractVersionSchema } } },
    async (request) => getContractVersion(request.ctx, { ownerId: request.user.id, ...request.params }),
  );

  app.post(
    '/contracts/:id/versions/:version/restore',
    {
      schema: {
        tags,
        params: contractVersionParamsSchema,
        body: restoreContractVersionBodySchema,
        response: { 200: contractSchema },
      },
    },
    async (request) =>
      restoreContractVersion(request.ctx, {
        ownerId: request.user.id,
        ...request.params,
        baseVersion: request.body.version,
      }),
  );
};

export default contractHistoryRoutes;
