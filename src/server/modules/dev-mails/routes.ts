import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devMailsQuerySchema, devMailsResponseSchema } from '#shared/api/auth.ts';
import { listOutboxMails } from '#server/mail/list-outbox-mails.ts';
import { notFound } from '#server/app-error.ts';
import { renderDevMailsPage } from '#server/modules/dev-mails/render-dev-mails-page.ts';

/** 127.0.0.0/8 and ::1, also written as IPv4 mapped in IPv6. */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/i, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || ip === '::1';
}

export type DevMailOptions = { open: boolean };

/**
 * The outbox holds every verification and reset link: it is shown only to a client on this
 * machine (the client's address as Fastify reads it, so behind a trusted proxy the address
 * that proxy reports, never the proxy's own), unless DEV_MAILS_OPEN says otherwise. Anyone
 * else gets the 404 of a route that does not exist.
 */
function loopbackOnly(options: DevMailOptions) {
  return async (request: FastifyRequest) => {
    if (!options.open && !isLoopbackAddress(request.ip)) throw notFound();
  };
}

/**
 * The local outbox, for development and the browser tests only: app.ts does not register
 * these routes in production, and outside production they answer loopback clients only. GET /api/dev/mails?to= answers JSON (the e2e tests open the
 * verification and reset links with it); GET /dev/mails is the same list as a page.
 */
export const devMailApiRoutes: FastifyPluginAsyncZod<DevMailOptions> = async (app, options) => {
  app.get(
    '/dev/mails',
    {
      schema: { querystring: devMailsQuerySchema, response: { 200: devMailsResponseSchema } },
      onRequest: loopbackOnly(options),
    },
    async (request) => {
      const mails = await listOutboxMails(request.ctx.db, { to: request.query.to });
      return mails.map(({ status: _status, ...mail }) => mail);
    },
  );
};

export const devMailPageRoutes: FastifyPluginAsyncZod<DevMailOptions> = async (app, options) => {
  const onRequest = loopbackOnly(options);
  app.get(
    '/dev/mails',
    {
      schema: {
        querystring: devMailsQuerySchema,
        response: { 200: z.string().describe('La boîte d’envoi locale en page HTML (text/html)') },
      },
      onRequest,
    },
    async (request, reply) => {
      const mails = await listOutboxMails(request.ctx.db, { to: request.query.to });
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderDevMailsPage(mails, request.query.to));
    },
  );
};
