import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBodySchema, contactResponseSchema, siteInfoSchema } from '#shared/api/contact.ts';
import type { Config } from '#server/config.ts';
import { getSiteInfo } from '#server/modules/contact/get-site-info.ts';
import { sendContactMessage } from '#server/modules/contact/send-contact-message.ts';
import { clientAddressKey } from '#server/plugins/rate-limit.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const contactKeys = (request: FastifyRequest) => [
  clientAddressKey(request.ip),
  `email:${(request.body as { email: string }).email}`,
];

/**
 * POST /api/contact (public, and the /support page of a signed-in user) and the values of the
 * contact card and legal pages. A request that carries a session is checked like any other
 * (an expired token gets its 401, so the client refreshes and sends again) and the message
 * is then tied to the account.
 */
const contactRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/contact',
    {
      onRequest: async (request, reply) => {
        if (request.headers.authorization) await app.authenticate(request, reply);
      },
      schema: { body: contactBodySchema, response: { 201: contactResponseSchema } },
      preHandler: [
        app.rateLimit({ name: 'contact', max: 5, windowMs: MINUTE, keys: contactKeys }),
        app.rateLimit({ name: 'contact-daily', max: 20, windowMs: DAY, keys: contactKeys }),
      ],
    },
    async (request, reply) => {
      const account = request.headers.authorization ? { id: request.user.id, plan: request.user.plan } : null;
      const result = await sendContactMessage(request.ctx, { message: request.body, account });
      return reply.status(201).send(result);
    },
  );

  app.get('/public/site-info', { schema: { response: { 200: siteInfoSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return getSiteInfo(config);
  });
};

export default contactRoutes;
