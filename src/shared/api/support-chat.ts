import { z } from 'zod';
import { text } from '#shared/contract/schema-fields.ts';

/**
 * The support chat's API contract: the person's side (/api/support-chat) and the team's
 * console (/api/support-console). Text goes through the same field rule as every other input.
 */
export const SUPPORT_MESSAGE_MAX = 4000;
/** A screenshot, PNG or JPEG, checked by its bytes on the server. */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const supportAttachmentTypes = ['image/png', 'image/jpeg'] as const;

const isoDate = z.string();

export const supportMessageBodySchema = text(SUPPORT_MESSAGE_MAX);

/** POST /api/support-chat/messages: words, a screenshot, or both; optionally one of the person's contracts. */
export const sendSupportMessageBodySchema = z
  .object({
    body: supportMessageBodySchema.default(''),
    contractId: z.uuid({ error: 'Contrat inconnu.' }).nullish(),
    attachment: z.object({ data: z.base64({ error: 'La capture doit être encodée en base64.' }) }).nullish(),
  })
  .refine((value) => value.body.length > 0 || value.attachment, {
    error: 'Écrivez un message ou joignez une capture d’écran.',
    path: ['body'],
  });
export type SendSupportMessageBody = z.input<typeof sendSupportMessageBodySchema>;

/** POST /api/support-console/conversations/:id/messages: an operator's answer. */
export const replySupportMessageBodySchema = z.object({
  body: supportMessageBodySchema.min(1, 'Le message est obligatoire'),
});
export type ReplySupportMessageBody = z.input<typeof replySupportMessageBodySchema>;

export const supportMessageSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  author: z.enum(['user', 'operator']),
  /** The operator's first name: all the person sees of who answered. */
  authorName: z.string().nullable(),
  body: z.string(),
  via: z.enum(['app', 'email']),
  createdAt: isoDate,
  attachment: z.object({ mimeType: z.enum(supportAttachmentTypes), size: z.number().int() }).nullable(),
  /** A contract of the person: the team sees its title and status only. */
  contract: z.object({ id: z.uuid(), title: z.string(), status: z.string() }).nullable(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportConversationSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'resolved']),
  priority: z.boolean(),
  /** A message is « lu » once the other side has read the conversation after it was sent. */
  userReadAt: isoDate.nullable(),
  teamReadAt: isoDate.nullable(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** GET /api/support-chat: the person's conversation (null before their first message). */
export const supportChatSchema = z.object({
  conversation: supportConversationSchema.nullable(),
  messages: z.array(supportMessageSchema),
});
export type SupportChat = z.infer<typeof supportChatSchema>;

/** What the live stream sends: a new message, or the conversation's new state (read, resolved). */
export const supportStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: supportMessageSchema }),
  z.object({ type: z.literal('conversation'), conversation: supportConversationSchema }),
]);
export type SupportStreamEvent = z.infer<typeof supportStreamEventSchema>;

/** The team's side: one message with the operator's address. */
export const consoleMessageSchema = supportMessageSchema.extend({ operatorEmail: z.string().nullable() });
export type ConsoleMessage = z.infer<typeof consoleMessageSchema>;

export const consoleConversationSummarySchema = supportConversationSchema.extend({
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  plan: z.enum(['free', 'pro']),
  waitingSince: isoDate.nullable(),
  lastMessageAt: isoDate,
  lastMessagePreview: z.string(),
  /** The person has the chat open now (a live stream on some instance): an answer is not mailed. */
  personOnline: z.boolean(),
});
export type ConsoleConversationSummary = z.infer<typeof consoleConversationSummarySchema>;

export const consoleConversationListQuerySchema = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
});

export const consoleConversationListSchema = z.object({
  conversations: z.array(consoleConversationSummarySchema),
});
export type ConsoleConversationList = z.infer<typeof consoleConversationListSchema>;

export const consoleConversationSchema = z.object({
  conversation: consoleConversationSummarySchema,
  messages: z.array(consoleMessageSchema),
  actions: z.array(
    z.object({ operatorEmail: z.string(), action: z.enum(['reply', 'resolve', 'reopen']), createdAt: isoDate }),
  ),
});
export type ConsoleConversation = z.infer<typeof consoleConversationSchema>;

/** GET /api/support-console/me: answers 200 to an operator only (404 to everybody else). */
export const consoleOperatorSchema = z.object({ email: z.string(), firstName: z.string() });
export type ConsoleOperator = z.infer<typeof consoleOperatorSchema>;

export const idParamsSchema = z.object({ id: z.uuid() });

/** A screenshot of the chat as stored, served as its own type (image/png or image/jpeg). */
export const supportAttachmentFileSchema = z.any().describe('La capture d’écran jointe (image/png ou image/jpeg)');

/** The live stream of the conversation (text/event-stream): `conversation` and `message` events. */
export const supportEventStreamSchema = z.any().describe('Flux text/event-stream : événements conversation et message');
