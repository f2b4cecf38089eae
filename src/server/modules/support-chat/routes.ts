import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sendSupportMessageBodySchema,
  supportAttachmentFileSchema,
  supportChatSchema,
  supportEventStreamSchema,
  supportMessageSchema,
} from '#shared/api/support-chat.ts';
import { getSupportAttachment } from '#server/modules/support-chat/get-support-attachment.ts';
import { getSupportChat, markSupportChatRead } from '#server/modules/support-chat/get-support-chat.ts';
import {
  closeSupportPresence,
  openSupportPresence,
  readSupportStream,
  refreshSupportPresence,
} from '#server/modules/support-chat/read-support-stream.ts';
import { sendSupportMessage } from '#server/modules/support-chat/send-support-message.ts';
import { serveEventStream } from '#server/modules/support-chat/event-stream.ts';
import type { StreamHub } from '#server/modules/support-chat/stream-hub.ts';

const MINUTE = 60_000;
/** The screenshot travels in base64 inside JSON: 2 MB of image is about 2.7 MB of request. */
const MESSAGE_BODY_LIMIT = 3 * 1024 * 1024;

export type SupportChatRouteOptions = { hub: StreamHub; pollMs: number };

/** /api/support-chat: the signed-in person's conversation with the team (their own, found by their account). */
const supportChatRoutes: FastifyPluginAsyncZod<SupportChatRouteOptions> = async (app, { hub, pollMs }) => {
  app.addHook('onRequest', app.requireVerifiedUser);
  const byUser = { keys: (request: { user: { id: string } }) => [`user:${request.user.id}`] };

  app.get('/support-chat', { schema: { response: { 200: supportChatSchema } } }, async (request) =>
    getSupportChat(request.ctx, { userId: request.user.id }),
  );

  app.post(
    '/support-chat/messages',
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: { body: sendSupportMessageBodySchema, response: { 201: supportMessageSchema } },
      // Counted in the database: the limits hold across every instance.
      preHandler: [
        app.rateLimit({ name: 'support-message', max: 20, windowMs: MINUTE, ...byUser }),
        app.rateLimit({ name: 'support-message-daily', max: 300, windowMs: 24 * 60 * MINUTE, ...byUser }),
      ],
    },
    async (request, reply) => {
      const { body, contractId, attachment } = request.body;
      const message = await sendSupportMessage(request.ctx, {
        userId: request.user.id,
        plan: request.user.plan,
        body,
        contractId,
        attachment: attachment ? Buffer.from(attachment.data, 'base64') : null,
      });
      hub.wake();
      return reply.status(201).send(message);
    },
  );

  app.post('/support-chat/read', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await markSupportChatRead(request.ctx, { userId: request.user.id });
    hub.wake();
    return reply.status(204).send(null);
  });

  app.get(
    '/support-chat/attachments/:id',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: supportAttachmentFileSchema } } },
    async (request, reply) => {
      const file = await getSupportAttachment(request.ctx, { messageId: request.params.id, userId: request.user.id });
      return sendAttachment(reply, file);
    },
  );

  app.get(
    '/support-chat/events',
    {
      schema: {
        querystring: z.object({ after: z.coerce.number().int().min(0).default(0) }),
        response: { 200: supportEventStreamSchema },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      let cursor = request.query.after;
      let lastState = '';
      const presenceId = await openSupportPresence(request.ctx, { userId });
      await serveEventStream(reply, {
        request,
        pollMs,
        heartbeatMs: 15_000,
        track: hub.track,
        subscribe: hub.subscribe,
        poll: async () => {
          const { conversation, messages } = await readSupportStream(request.ctx, { userId, afterSeq: cursor });
          const events: Array<{ type: string; id?: number; data: unknown }> = [];
          const state = JSON.stringify(conversation);
          if (conversation && state !== lastState) events.push({ type: 'conversation', data: conversation });
          lastState = state;
          for (const message of messages) {
            events.push({ type: 'message', id: message.seq, data: message });
            cursor = Math.max(cursor, message.seq);
          }
          return events;
        },
        onHeartbeat: () => refreshSupportPresence(request.ctx, { presenceId }),
        onClose: () => closeSupportPresence(request.ctx, { presenceId }),
      });
    },
  );
};

/** An image as stored, never interpreted as anything else by the browser. */
export function sendAttachment(
  reply: import('fastify').FastifyReply,
  file: { data: Buffer; mimeType: 'image/png' | 'image/jpeg' },
) {
  return reply
    .type(file.mimeType)
    .header('content-disposition', 'inline; filename="capture"')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.data);
}

export default supportChatRoutes;
