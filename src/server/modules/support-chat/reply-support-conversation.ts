import { and, eq, gt, sql } from 'drizzle-orm';
import type { ConsoleMessage } from '#shared/api/support-chat.ts';
import { notFound } from '#server/app-error.ts';
import {
  supportConversations,
  supportMessages,
  supportOperatorActions,
  supportPresence,
} from '#server/db/schema/support-chat.ts';
import { users } from '#server/db/schema/users.ts';
import { supportAnswerNotificationMail } from '#server/mail/templates/support-answer-notification.ts';
import {
  type Operator,
  PRESENCE_STALE_MS,
  type SupportContext,
  replyAddressOf,
} from '#server/modules/support-chat/support-context.ts';

/**
 * An operator's answer. It ends the person's wait, marks the conversation read by the team,
 * records who answered and when, and, when the person has no live stream open on any
 * instance, queues the answer to them by e-mail in the same transaction.
 */
export async function replySupportConversation(
  ctx: SupportContext,
  input: { conversationId: string; operator: Operator; body: string; via?: 'app' | 'email' },
): Promise<ConsoleMessage> {
  const { db, config } = ctx;
  const now = ctx.now();
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.id, input.conversationId))
      .for('update');
    if (!conversation) throw notFound('Conversation');
    await tx
      .update(supportConversations)
      .set({ waitingSince: null, teamReadAt: now, updatedAt: now })
      .where(eq(supportConversations.id, conversation.id));
    const [message] = await tx
      .insert(supportMessages)
      .values({
        conversationId: conversation.id,
        author: 'operator',
        operatorEmail: input.operator.email,
        operatorFirstName: input.operator.firstName,
        body: input.body,
        via: input.via ?? 'app',
        createdAt: now,
      })
      .returning({ id: supportMessages.id, seq: supportMessages.seq });
    await tx.insert(supportOperatorActions).values({
      conversationId: conversation.id,
      operatorEmail: input.operator.email,
      action: 'reply',
      createdAt: now,
    });

    const [present] = await tx
      .select({ count: sql<number>`count(*)` })
      .from(supportPresence)
      .where(
        and(
          eq(supportPresence.userId, conversation.userId),
          gt(supportPresence.seenAt, new Date(now.getTime() - PRESENCE_STALE_MS)),
        ),
      );
    if (Number(present?.count ?? 0) === 0) {
      const [person] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, conversation.userId));
      if (person) {
        await ctx.mail.queue(
          tx,
          supportAnswerNotificationMail({
            to: person.email,
            firstName: person.firstName,
            operatorFirstName: input.operator.firstName,
            body: input.body,
            appUrl: config.appUrl,
            replyTo: replyAddressOf(config, conversation.replyToken),
          }),
        );
      }
    }
    return {
      id: message!.id,
      seq: Number(message!.seq),
      author: 'operator',
      authorName: input.operator.firstName,
      operatorEmail: input.operator.email,
      body: input.body,
      via: input.via ?? 'app',
      createdAt: now.toISOString(),
      attachment: null,
      contract: null,
    } satisfies ConsoleMessage;
  });
}

/** Resolved or open again; the operator's action is recorded either way. */
export async function setSupportConversationStatus(
  ctx: Pick<SupportContext, 'db' | 'now'>,
  input: { conversationId: string; operator: Operator; status: 'open' | 'resolved' },
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(supportConversations)
      .set({
        status: input.status,
        updatedAt: now,
        // A resolved conversation waits for nobody.
        ...(input.status === 'resolved' ? { waitingSince: null } : {}),
      })
      .where(eq(supportConversations.id, input.conversationId))
      .returning({ id: supportConversations.id });
    if (!updated) throw notFound('Conversation');
    await tx.insert(supportOperatorActions).values({
      conversationId: updated.id,
      operatorEmail: input.operator.email,
      action: input.status === 'resolved' ? 'resolve' : 'reopen',
      createdAt: now,
    });
  });
}
