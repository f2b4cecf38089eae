import { and, eq } from 'drizzle-orm';
import { notFound } from '#server/app-error.ts';
import { supportConversations, supportMessages } from '#server/db/schema/support-chat.ts';
import type { SupportContext } from '#server/modules/support-chat/support-context.ts';

/**
 * The bytes of a screenshot. For a person, only in their own conversation (the owner is in
 * the query: another person's message id answers 404 like an unknown one); for an operator
 * (`userId` null), in any conversation.
 */
export async function getSupportAttachment(
  ctx: Pick<SupportContext, 'db'>,
  input: { messageId: string; userId: string | null },
): Promise<{ data: Buffer; mimeType: 'image/png' | 'image/jpeg' }> {
  const [row] = await ctx.db
    .select({ data: supportMessages.attachment, mimeType: supportMessages.attachmentMimeType })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(
      input.userId === null
        ? eq(supportMessages.id, input.messageId)
        : and(eq(supportMessages.id, input.messageId), eq(supportConversations.userId, input.userId)),
    );
  if (!row?.data || !row.mimeType) throw notFound('Pièce jointe');
  return { data: row.data, mimeType: row.mimeType };
}
