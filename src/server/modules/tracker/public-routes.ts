import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarTokenParamsSchema } from '#shared/api/tracker.ts';
import { signerTokenParamsSchema } from '#shared/api/signatures.ts';
import { clientAddressKey } from '#server/plugins/rate-limit.ts';
import { readCalendarFeed } from '#server/modules/tracker/calendar-feed.ts';
import { registerTrackerActions } from '#server/modules/tracker/register-tracker-actions.ts';
import { signerTrackerAccess } from '#server/modules/tracker/tracker-access.ts';

const MINUTE = 60_000;

/**
 * The other party's tracker, through their signing link (no account), and the calendar feed's
 * secret address. Every route is rate-limited per address and per token.
 */
const publicTrackerRoutes: FastifyPluginAsyncZod<{ appUrl: string }> = async (app, { appUrl }) => {
  const keyed = (token: string | undefined, ip: string) => [clientAddressKey(ip), `token:${token}`];
  registerTrackerActions(app, {
    base: '/sign/:token/tracker',
    params: signerTokenParamsSchema,
    resolve: (request) => signerTrackerAccess(request.ctx.db, { token: (request.params as { token: string }).token }),
    tags: ['suivi (autre partie)'],
    limit: (name, max) =>
      app.rateLimit({
        name: `signer-${name}`,
        max,
        windowMs: MINUTE,
        keys: (request) => keyed((request.params as { token?: string }).token, request.ip),
      }),
  });

  app.get(
    '/calendar/:token',
    {
      schema: { tags: ['tracker'], params: calendarTokenParamsSchema },
      preHandler: app.rateLimit({
        name: 'calendar-feed',
        max: 60,
        windowMs: MINUTE,
        keys: (request) => keyed((request.params as { token?: string }).token, request.ip),
      }),
    },
    async (request, reply) => {
      const ics = await readCalendarFeed(request.ctx, { token: request.params.token.replace(/\.ics$/, ''), appUrl });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=900')
        .header('Content-Disposition', 'inline; filename="paraphe-echeances.ics"')
        .send(ics);
    },
  );
};

export default publicTrackerRoutes;
