import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ConsoleMessage, SupportConversation, SupportMessage } from '#shared/api/support-chat.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { type supportConversations, supportMessages } from '#server/db/schema/support-chat.ts';

type ConversationRow = typeof supportConversations.$inferSelect;

export function toConversation(row: ConversationRow): SupportConversation {
  return {
    id: row.id,
    status: row.status,
    priority: row.priority,
    userReadAt: row.userReadAt?.toISOString() ?? null,
    teamReadAt: row.teamReadAt?.toISOString() ?? null,
  };
}

/**
 * The messages of one conversation after `afterSeq`, oldest first, with the linked contract's
 * title and status only (and only if that contract is still the person's own). The bytes of
 * an attachment stay in the database; its type and size come along.
 */
export async function selectConsoleMessages(
  executor: Executor,
  { conversation, afterSeq = 0 }: { conversation: { id: string; userId: string }; afterSeq?: number },
): Promise<ConsoleMessage[]> {
  const rows = await executor
    .select({
      id: supportMessages.id,
      seq: supportMessages.seq,
      author: supportMessages.author,
      operatorEmail: supportMessages.operatorEmail,
      operatorFirstName: supportMessages.operatorFirstName,
      body: supportMessages.body,
      via: supportMessages.via,
      createdAt: supportMessages.createdAt,
      attachmentMimeType: supportMessages.attachmentMimeType,
      attachmentSize: sql<number | null>`octet_length(${supportMessages.attachment})`,
      contractId: contracts.id,
      contractTitle: contracts.title,
      contractStatus: contracts.status,
    })
    .from(supportMessages)
    .leftJoin(contracts, and(eq(contracts.id, supportMessages.contractId), eq(contracts.ownerId, conversation.userId)))
    .where(and(eq(supportMessages.conversationId, conversation.id), gt(supportMessages.seq, afterSeq)))
    .orderBy(asc(supportMessages.seq));
  return rows.map((row) => ({
    id: row.id,
    seq: Number(row.seq),
    author: row.author,
    authorName: row.author === 'operator' ? row.operatorFirstName : null,
    operatorEmail: row.operatorEmail,
    body: row.body,
    via: row.via,
    createdAt: row.createdAt.toISOString(),
    attachment:
      row.attachmentMimeType && row.attachmentSize !== null
        ? { mimeType: row.attachmentMimeType, size: Number(row.attachmentSize) }
        : null,
    contract:
      row.contractId && row.contractTitle && row.contractStatus
        ? { id: row.contractId, title: row.contractTitle, status: row.contractStatus }
        : null,
  }));
}

/** The same messages as the person sees them: the operator's first name, never their address. */
export async function selectUserMessages(
  executor: Executor,
  input: { conversation: { id: string; userId: string }; afterSeq?: number },
): Promise<SupportMessage[]> {
  const rows = await selectConsoleMessages(executor, input);
  return rows.map(({ operatorEmail: _hidden, ...message }) => message);
}
