import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitlistResponseSchema, waitlistSignupSchema, waitlistStatsSchema } from '#shared/api/waitlist.ts';
import { getWaitlistStats, joinWaitlist } from '#server/modules/waitlist/join-waitlist.ts';
import { SIGNUP_BODY_LIMIT, acceptFormPosts, readSignupFields } from '#server/modules/waitlist/read-signup-form.ts';
import { clientAddressKey } from '#server/plugins/rate-limit.ts';

/**
 * The pre-launch waiting list (spec sections 1 and 3). The form's answer is the same for a
 * new address, one already listed and a robot caught by the honeypot; only a malformed
 * address (400) and too many posts (429) differ.
 */
const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormPosts(app);

  app.post(
    '/waitlist',
    {
      bodyLimit: SIGNUP_BODY_LIMIT,
      schema: { response: { 200: waitlistResponseSchema } },
      preHandler: app.rateLimit({
        name: 'waitlist',
        max: 5,
        windowMs: 60_000,
        keys: (request) => [clientAddressKey(request.ip)],
      }),
    },
    async (request) => {
      const fields = readSignupFields(request.body);
      if (fields.honeypot) {
        request.log.info('inscription à la liste d’attente ignorée (champ piège rempli)');
        return { ok: true } as const;
      }
      await joinWaitlist(request.ctx, waitlistSignupSchema.parse({ email: fields.email, locale: fields.locale }));
      return { ok: true } as const;
    },
  );

  app.get('/waitlist/stats', { schema: { response: { 200: waitlistStatsSchema } } }, async (request, reply) => {
    // Read by every visit of the landing: a minute of staleness costs nothing.
    reply.header('cache-control', 'public, max-age=60');
    return getWaitlistStats(request.ctx);
  });
};

export default waitlistRoutes;
