import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleConversationListQuerySchema,
  consoleConversationListSchema,
  consoleConversationSchema,
  consoleMessageSchema,
  consoleOperatorSchema,
  idParamsSchema,
  replySupportMessageBodySchema,
  supportAttachmentFileSchema,
} from '#shared/api/support-chat.ts';
import { notFound } from '#server/app-error.ts';
import { findOperator } from '#server/modules/support-chat/find-operator.ts';
import { getSupportAttachment } from '#server/modules/support-chat/get-support-attachment.ts';
import {
  getConsoleConversation,
  listSupportConversations,
} from '#server/modules/support-chat/list-support-conversations.ts';
import {
  replySupportConversation,
  setSupportConversationStatus,
} from '#server/modules/support-chat/reply-support-conversation.ts';
import { sendAttachment } from '#server/modules/support-chat/routes.ts';
import type { StreamHub } from '#server/modules/support-chat/stream-hub.ts';
import type { Operator } from '#server/modules/support-chat/support-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator;
  }
}

/**
 * /api/support-console: the team's side, open to the operators of SUPPORT_OPERATOR_EMAILS
 * signed in with the normal login. A request without a session and a session of anybody else
 * both get 404, as for a route that does not exist; an expired operator token still gets its
 * 401 so that the console refreshes it.
 */
const supportConsoleRoutes: FastifyPluginAsyncZod<{ hub: StreamHub }> = async (app, { hub }) => {
  app.decorateRequest('operator', null as unknown as Operator);
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (!request.headers.authorization) throw notFound();
    await app.authenticate(request, reply);
    request.operator = await findOperator(request.ctx, {
      userId: request.user.id,
      email: request.user.email,
      isEmailVerified: request.user.isEmailVerified,
    });
  });

  app.get('/support-console/me', { schema: { response: { 200: consoleOperatorSchema } } }, async (request) => ({
    ...request.operator,
  }));

  app.get(
    '/support-console/conversations',
    { schema: { querystring: consoleConversationListQuerySchema, response: { 200: consoleConversationListSchema } } },
    async (request) => ({
      conversations: await listSupportConversations(request.ctx, { status: request.query.status }),
    }),
  );

  app.get(
    '/support-console/conversations/:id',
    { schema: { params: idParamsSchema, response: { 200: consoleConversationSchema } } },
    async (request) => {
      const conversation = await getConsoleConversation(request.ctx, { conversationId: request.params.id });
      // The person's messages now show « lu » on their side.
      hub.wake();
      return conversation;
    },
  );

  app.post(
    '/support-console/conversations/:id/messages',
    {
      schema: { params: idParamsSchema, body: replySupportMessageBodySchema, response: { 201: consoleMessageSchema } },
      preHandler: app.rateLimit({
        name: 'support-reply',
        max: 120,
        windowMs: 60_000,
        keys: (request) => [`user:${request.user.id}`],
      }),
    },
    async (request, reply) => {
      const message = await replySupportConversation(request.ctx, {
        conversationId: request.params.id,
        operator: request.operator,
        body: request.body.body,
      });
      hub.wake();
      return reply.status(201).send(message);
    },
  );

  for (const [path, status] of [
    ['resolve', 'resolved'],
    ['reopen', 'open'],
  ] as const) {
    app.post(
      `/support-console/conversations/:id/${path}`,
      { schema: { params: idParamsSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await setSupportConversationStatus(request.ctx, {
          conversationId: request.params.id,
          operator: request.operator,
          status,
        });
        hub.wake();
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/support-console/attachments/:id',
    { schema: { params: idParamsSchema, response: { 200: supportAttachmentFileSchema } } },
    async (request, reply) => {
      const file = await getSupportAttachment(request.ctx, { messageId: request.params.id, userId: null });
      return sendAttachment(reply, file);
    },
  );
};

export default supportConsoleRoutes;
