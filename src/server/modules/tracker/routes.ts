import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedSchema, renewedSchema, upcomingSchema } from '#shared/api/tracker.ts';
import { activeExclusivitiesSchema } from '#shared/tracker/exclusivity.ts';
import { calendarFeedStatus, createCalendarFeed, revokeCalendarFeed } from '#server/modules/tracker/calendar-feed.ts';
import { listActiveExclusivities } from '#server/modules/tracker/list-exclusivities.ts';
import { listUpcoming } from '#server/modules/tracker/list-upcoming.ts';
import { registerTrackerActions } from '#server/modules/tracker/register-tracker-actions.ts';
import { renewRight } from '#server/modules/tracker/renew-right.ts';
import { ownerTrackerAccess } from '#server/modules/tracker/tracker-access.ts';

/** The owner's tracker of each signed contract, the dashboard's « À venir », and the calendar feed. */
const trackerRoutes: FastifyPluginAsyncZod<{ appUrl: string }> = async (app, { appUrl }) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  const tags = ['tracker'];

  registerTrackerActions(app, {
    base: '/contracts/:id/tracker',
    params: z.object({ id: z.uuid({ error: 'Identifiant de contrat invalide.' }) }),
    resolve: (request) =>
      ownerTrackerAccess(request.ctx.db, {
        ownerId: request.user.id,
        contractId: (request.params as { id: string }).id,
      }),
    tags,
  });

  // Renewing a use makes an amendment (« avenant »): a new draft the owner edits, exports and signs.
  app.post(
    '/contracts/:id/tracker/rights/:itemId/renew',
    {
      schema: {
        tags,
        params: z.object({
          id: z.uuid({ error: 'Identifiant de contrat invalide.' }),
          itemId: z.uuid({ error: 'Identifiant d’élément invalide.' }),
        }),
        response: { 201: renewedSchema },
      },
    },
    async (request, reply) => {
      const access = await ownerTrackerAccess(request.ctx.db, {
        ownerId: request.user.id,
        contractId: request.params.id,
      });
      const created = await renewRight(request.ctx, { access, itemId: request.params.itemId, plan: request.user.plan });
      return reply.status(201).send(created);
    },
  );

  app.get('/tracker/upcoming', { schema: { tags, response: { 200: upcomingSchema } } }, async (request) =>
    listUpcoming(request.ctx, { ownerId: request.user.id }),
  );

  app.get(
    '/tracker/exclusivities',
    { schema: { tags, response: { 200: activeExclusivitiesSchema } } },
    async (request) => listActiveExclusivities(request.ctx, { ownerId: request.user.id }),
  );

  app.get('/calendar-feed', { schema: { tags, response: { 200: calendarFeedSchema } } }, async (request) =>
    calendarFeedStatus(request.ctx, { userId: request.user.id }),
  );
  app.post('/calendar-feed', { schema: { tags, response: { 200: calendarFeedSchema } } }, async (request) =>
    createCalendarFeed(request.ctx, { userId: request.user.id, appUrl }),
  );
  app.delete('/calendar-feed', { schema: { tags, response: { 200: calendarFeedSchema } } }, async (request) =>
    revokeCalendarFeed(request.ctx, { userId: request.user.id }),
  );
};

export default trackerRoutes;
