import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractTemplateSchema } from '#shared/contract/schema.ts';
import { getTemplateHtml } from '#server/modules/templates/seed-templates.ts';
import { fontFaceCss } from '#server/pdf/fonts.ts';

/** GET /api/templates/{paid|ugc|gift}: the template's HTML; any other name is 404. */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['templates'];
  // The @font-face rules the PDF embeds: the live preview lays its lines out in the same fonts.
  app.get(
    '/templates/fonts.css',
    { schema: { tags, response: { 200: z.string().describe('Règles @font-face (text/css)') } } },
    async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(fontFaceCss()),
  );

  app.get(
    '/templates/:name',
    {
      schema: {
        tags,
        params: z.object({ name: contractTemplateSchema }),
        response: { 200: z.string().describe('Le modèle Mustache (text/html)') },
      },
    },
    async (request, reply) => {
      const html = await getTemplateHtml(request.ctx.db, request.params.name);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    },
  );
};

export default templateRoutes;
