import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountBodySchema } from '#shared/api/privacy.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { deleteAccount } from '#server/modules/privacy/delete-account.ts';
import { exportPersonalData } from '#server/modules/privacy/export-personal-data.ts';
import type { PaymentProvider } from '#server/modules/payments/payment-provider.ts';
import { clientAddressKey } from '#server/plugins/rate-limit.ts';

const MINUTE = 60_000;

/**
 * The rights of the person over their data (RGPD art. 15, 17 and 20): the export of
 * everything held, and the deletion of the account. Any signed-in account, confirmed or not.
 */
const privacyRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider | null }> = async (app, { provider }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['privacy'];

  app.get(
    '/me/export',
    {
      schema: { tags, response: { 200: z.string().describe('Toutes les données du compte (JSON, en pièce jointe)') } },
      preHandler: app.rateLimit({
        name: 'personal-data-export',
        max: 10,
        windowMs: MINUTE,
        keys: (request) => [`user:${request.user.id}`],
      }),
    },
    async (request, reply) => {
      const now = request.ctx.now();
      const data = await exportPersonalData(request.ctx, { userId: request.user.id, now });
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="paraphe-donnees-${parisDay(now)}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/me',
    {
      schema: { tags, body: deleteAccountBodySchema, response: { 204: z.null() } },
      // Each attempt costs an argon2 verification, and guessing the password must stay slow.
      preHandler: app.rateLimit({
        name: 'delete-account',
        max: 5,
        windowMs: 15 * MINUTE,
        keys: (request) => [`user:${request.user.id}`, clientAddressKey(request.ip)],
      }),
    },
    async (request, reply) => {
      await deleteAccount({ ...request.ctx, provider }, { userId: request.user.id, password: request.body.password });
      return reply.status(204).send(null);
    },
  );
};

export default privacyRoutes;
