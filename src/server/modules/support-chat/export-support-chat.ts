import { asc, eq } from 'drizzle-orm';
import type { PersonalDataExport } from '#shared/api/privacy.ts';
import type { Executor } from '#server/db/client.ts';
import { supportConversations, supportMessages } from '#server/db/schema/support-chat.ts';

/**
 * The person's support conversation for the export of personal data (RGPD art. 15 and 20):
 * every message and screenshot, with the first name of the operator who answered (their
 * address and the team's action log are the team's, not the person's).
 */
export async function exportSupportChat(
  executor: Executor,
  userId: string,
): Promise<PersonalDataExport['supportConversations']> {
  const conversations = await executor
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId));
  const result: PersonalDataExport['supportConversations'] = [];
  for (const conversation of conversations) {
    const messages = await executor
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, conversation.id))
      .orderBy(asc(supportMessages.seq));
    result.push({
      id: conversation.id,
      status: conversation.status,
      createdAt: conversation.createdAt.toISOString(),
      messages: messages.map((message) => ({
        author: message.author,
        authorName: message.author === 'operator' ? message.operatorFirstName : null,
        body: message.body,
        via: message.via,
        contractId: message.contractId,
        attachmentMimeType: message.attachmentMimeType,
        attachmentBase64: message.attachment ? message.attachment.toString('base64') : null,
        createdAt: message.createdAt.toISOString(),
      })),
    });
  }
  return result;
}
