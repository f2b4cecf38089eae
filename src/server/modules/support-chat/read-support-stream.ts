import { eq } from 'drizzle-orm';
import type { SupportConversation, SupportMessage } from '#shared/api/support-chat.ts';
import { supportPresence } from '#server/db/schema/support-chat.ts';
import { findConversationOf } from '#server/modules/support-chat/get-support-chat.ts';
import { selectUserMessages, toConversation } from '#server/modules/support-chat/message-rows.ts';
import type { SupportContext } from '#server/modules/support-chat/support-context.ts';

/**
 * One look at the database for a person's live stream: their conversation's state and their
 * messages past the cursor. Every instance reads the same rows, so an answer written on one
 * instance reaches a stream held by another (no memory of a process involved).
 */
export async function readSupportStream(
  ctx: Pick<SupportContext, 'db'>,
  input: { userId: string; afterSeq: number },
): Promise<{ conversation: SupportConversation | null; messages: SupportMessage[] }> {
  const conversation = await findConversationOf(ctx.db, input.userId);
  if (!conversation) return { conversation: null, messages: [] };
  return {
    conversation: toConversation(conversation),
    messages: await selectUserMessages(ctx.db, { conversation, afterSeq: input.afterSeq }),
  };
}

/** A live stream of the person opened: they count as present (no answer by e-mail) while it is refreshed. */
export async function openSupportPresence(ctx: Pick<SupportContext, 'db' | 'now'>, input: { userId: string }) {
  const [row] = await ctx.db
    .insert(supportPresence)
    .values({ userId: input.userId, seenAt: ctx.now() })
    .returning({ id: supportPresence.id });
  return row!.id;
}

export async function refreshSupportPresence(ctx: Pick<SupportContext, 'db' | 'now'>, input: { presenceId: string }) {
  await ctx.db.update(supportPresence).set({ seenAt: ctx.now() }).where(eq(supportPresence.id, input.presenceId));
}

export async function closeSupportPresence(ctx: Pick<SupportContext, 'db'>, input: { presenceId: string }) {
  await ctx.db.delete(supportPresence).where(eq(supportPresence.id, input.presenceId));
}
