import { eq } from 'drizzle-orm';
import type { SupportChat } from '#shared/api/support-chat.ts';
import type { Executor } from '#server/db/client.ts';
import { supportConversations } from '#server/db/schema/support-chat.ts';
import { selectUserMessages, toConversation } from '#server/modules/support-chat/message-rows.ts';
import type { SupportContext } from '#server/modules/support-chat/support-context.ts';

/** The person's own conversation and its messages; found by their account, never by an id they give. */
export async function getSupportChat(ctx: Pick<SupportContext, 'db'>, input: { userId: string }): Promise<SupportChat> {
  const conversation = await findConversationOf(ctx.db, input.userId);
  if (!conversation) return { conversation: null, messages: [] };
  return { conversation: toConversation(conversation), messages: await selectUserMessages(ctx.db, { conversation }) };
}

export async function findConversationOf(executor: Executor, userId: string) {
  const [conversation] = await executor
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId));
  return conversation ?? null;
}

/** The person has seen the conversation up to now: the team's messages before now show « lu ». */
export async function markSupportChatRead(ctx: Pick<SupportContext, 'db' | 'now'>, input: { userId: string }) {
  await ctx.db
    .update(supportConversations)
    .set({ userReadAt: ctx.now() })
    .where(eq(supportConversations.userId, input.userId));
}
