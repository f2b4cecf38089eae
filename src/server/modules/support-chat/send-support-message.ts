import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SupportMessage } from '#shared/api/support-chat.ts';
import { notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { supportConversations, supportMessages } from '#server/db/schema/support-chat.ts';
import { users } from '#server/db/schema/users.ts';
import { supportMessageNotificationMail } from '#server/mail/templates/support-message-notification.ts';
import { checkAttachment } from '#server/modules/support-chat/check-attachment.ts';
import { type SupportContext, replyAddressOf } from '#server/modules/support-chat/support-context.ts';

export type SendSupportMessageInput = {
  userId: string;
  plan: 'free' | 'pro';
  body: string;
  contractId?: string | null | undefined;
  /** The decoded bytes of a screenshot; its type is read from them. */
  attachment?: Buffer | null | undefined;
  via?: 'app' | 'email';
};

/** The person's conversation, created on their first message; locked for the rest of the transaction. */
export async function lockConversationOf(tx: Executor, { userId, now }: { userId: string; now: Date }) {
  await tx
    .insert(supportConversations)
    .values({ userId, replyToken: randomBytes(16).toString('hex'), createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: supportConversations.userId });
  const [conversation] = await tx
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
    .for('update');
  return conversation!;
}

/**
 * A message of the person to the team. It (re)opens their conversation, marks it priority on
 * the Pro plan, and starts the wait the console shows; the first unanswered message of a
 * wait is also sent to the support inbox, in the same transaction (outbox).
 */
export async function sendSupportMessage(ctx: SupportContext, input: SendSupportMessageInput): Promise<SupportMessage> {
  const { db, config } = ctx;
  const now = ctx.now();
  const attachment = input.attachment ? checkAttachment(input.attachment) : null;
  let contract: SupportMessage['contract'] = null;
  if (input.contractId) {
    const [owned] = await db
      .select({ id: contracts.id, title: contracts.title, status: contracts.status })
      .from(contracts)
      .where(and(eq(contracts.id, input.contractId), eq(contracts.ownerId, input.userId)));
    // Another person's contract answers exactly as a contract that does not exist.
    if (!owned) throw notFound('Contrat');
    contract = owned;
  }
  const priority = input.plan === 'pro';

  return db.transaction(async (tx) => {
    const conversation = await lockConversationOf(tx, { userId: input.userId, now });
    await tx
      .update(supportConversations)
      .set({
        status: 'open',
        priority,
        waitingSince: conversation.waitingSince ?? now,
        userReadAt: now,
        updatedAt: now,
      })
      .where(eq(supportConversations.id, conversation.id));
    const [message] = await tx
      .insert(supportMessages)
      .values({
        conversationId: conversation.id,
        author: 'user',
        body: input.body,
        via: input.via ?? 'app',
        contractId: contract?.id ?? null,
        attachment: attachment?.data ?? null,
        attachmentMimeType: attachment?.mimeType ?? null,
        createdAt: now,
      })
      .returning({ id: supportMessages.id, seq: supportMessages.seq });
    if (!conversation.waitingSince) {
      const [person] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, input.userId));
      await ctx.mail.queue(
        tx,
        supportMessageNotificationMail({
          supportEmail: config.supportEmail,
          name: `${person?.firstName ?? ''} ${person?.lastName ?? ''}`,
          priority,
          body: input.body,
          conversationId: conversation.id,
          appUrl: config.appUrl,
          replyTo: replyAddressOf(config, conversation.replyToken),
        }),
      );
    }
    return {
      id: message!.id,
      seq: Number(message!.seq),
      author: 'user',
      authorName: null,
      body: input.body,
      via: input.via ?? 'app',
      createdAt: now.toISOString(),
      attachment: attachment ? { mimeType: attachment.mimeType, size: attachment.data.length } : null,
      contract,
    } satisfies SupportMessage;
  });
}
