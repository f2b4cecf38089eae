import { eq } from 'drizzle-orm';
import { supportMessageBodySchema } from '#shared/api/support-chat.ts';
import { supportConversations } from '#server/db/schema/support-chat.ts';
import { users } from '#server/db/schema/users.ts';
import { replySupportConversation } from '#server/modules/support-chat/reply-support-conversation.ts';
import { sendSupportMessage } from '#server/modules/support-chat/send-support-message.ts';
import type { SupportContext } from '#server/modules/support-chat/support-context.ts';

export type InboundReply = { token: string; from: string; text: string };
export type InboundOutcome =
  | { stored: 'user' | 'operator'; conversationId: string }
  | { refused: 'unknown-conversation' | 'sender-not-allowed' | 'empty' };

/**
 * The new words of a reply, without what it quotes: everything from the first quoted line
 * (« > »), or from the line a mail client writes above the quotation (« Le … a écrit : »,
 * « On … wrote: », an Outlook « De : » block), is cut.
 */
export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const cut = lines.findIndex(
    (line) =>
      /^\s*>/.test(line) ||
      /^\s*Le .+a écrit\s*:\s*$/i.test(line) ||
      /^\s*On .+wrote:\s*$/i.test(line) ||
      /^\s*-{2,}\s*(Original Message|Message d'origine|Message d’origine)/i.test(line) ||
      /^\s*(De|From)\s*:\s.+@/i.test(line),
  );
  return (cut === -1 ? lines : lines.slice(0, cut)).join('\n').trim();
}

/**
 * A reply to a notification e-mail, matched to its conversation by the token of the address
 * it was sent to. Only the person of the conversation or an operator may write in it this
 * way; the text goes through the same rule as the chat's.
 */
export async function receiveSupportReply(ctx: SupportContext, input: InboundReply): Promise<InboundOutcome> {
  const [conversation] = await ctx.db
    .select({ id: supportConversations.id, email: users.email, userId: users.id, plan: users.plan })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .where(eq(supportConversations.replyToken, input.token));
  if (!conversation) return { refused: 'unknown-conversation' };

  const from = input.from.trim().toLowerCase();
  const isPerson = from === conversation.email;
  const isOperator = ctx.config.supportChat.operatorEmails.includes(from);
  if (!isPerson && !isOperator) return { refused: 'sender-not-allowed' };

  const parsed = supportMessageBodySchema.min(1).safeParse(stripQuotedReply(input.text));
  if (!parsed.success) return { refused: 'empty' };

  if (isPerson) {
    await sendSupportMessage(ctx, {
      userId: conversation.userId,
      plan: conversation.plan,
      body: parsed.data,
      via: 'email',
    });
    return { stored: 'user', conversationId: conversation.id };
  }
  const [account] = await ctx.db.select({ firstName: users.firstName }).from(users).where(eq(users.email, from));
  await replySupportConversation(ctx, {
    conversationId: conversation.id,
    operator: { email: from, firstName: account?.firstName ?? 'L’équipe' },
    body: parsed.data,
    via: 'email',
  });
  return { stored: 'operator', conversationId: conversation.id };
}
