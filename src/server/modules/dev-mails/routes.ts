import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailsQuerySchema, devMailsResponseSchema } from '#shared/api/auth.ts';
import { listOutboxMails } from '#server/mail/list-outbox-mails.ts';
import { renderDevMailsPage } from '#server/modules/dev-mails/render-dev-mails-page.ts';

/**
 * The local outbox, for development and the browser tests only: app.ts does not register
 * these routes in production. GET /api/dev/mails?to= answers JSON (the e2e tests open the
 * verification and reset links with it); GET /dev/mails is the same list as a page.
 */
export const devMailApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mails',
    { schema: { querystring: devMailsQuerySchema, response: { 200: devMailsResponseSchema } } },
    async (request) => {
      const mails = await listOutboxMails(app.database.db, { to: request.query.to });
      return mails.map(({ status: _status, ...mail }) => mail);
    },
  );
};

export const devMailPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mails', { schema: { querystring: devMailsQuerySchema } }, async (request, reply) => {
    const mails = await listOutboxMails(app.database.db, { to: request.query.to });
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderDevMailsPage(mails, request.query.to));
  });
};
