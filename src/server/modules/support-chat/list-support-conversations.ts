import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ConsoleConversation, ConsoleConversationSummary } from '#shared/api/support-chat.ts';
import { notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import {
  supportConversations,
  supportMessages,
  supportOperatorActions,
  supportPresence,
} from '#server/db/schema/support-chat.ts';
import { users } from '#server/db/schema/users.ts';
import { selectConsoleMessages, toConversation } from '#server/modules/support-chat/message-rows.ts';
import { PRESENCE_STALE_MS, type SupportContext } from '#server/modules/support-chat/support-context.ts';

const lastMessage = sql<{ body: string; created_at: string } | null>`(
  select json_build_object('body', m.body, 'created_at', m.created_at)
  from ${supportMessages} m where m.conversation_id = ${supportConversations.id}
  order by m.seq desc limit 1)`;

function summarySelect(executor: Executor, now: Date) {
  const freshSince = new Date(now.getTime() - PRESENCE_STALE_MS).toISOString();
  return executor
    .select({
      conversation: supportConversations,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      plan: users.plan,
      lastMessage,
      personOnline: sql<boolean>`exists (select 1 from ${supportPresence} p
        where p.user_id = ${supportConversations.userId} and p.seen_at > ${freshSince}::timestamptz)`,
    })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summarySelect>['execute']>>[number];

function toSummary(row: SummaryRow): ConsoleConversationSummary {
  const last = typeof row.lastMessage === 'string' ? JSON.parse(row.lastMessage) : row.lastMessage;
  return {
    ...toConversation(row.conversation),
    // Priority follows the plan the person has now.
    priority: row.plan === 'pro',
    user: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    plan: row.plan,
    waitingSince: row.conversation.waitingSince?.toISOString() ?? null,
    lastMessageAt: last?.created_at
      ? new Date(last.created_at).toISOString()
      : row.conversation.updatedAt.toISOString(),
    lastMessagePreview: (last?.body || '(capture d’écran)').slice(0, 140),
    personOnline: Boolean(row.personOnline),
  };
}

/**
 * The console's list: Pro first, then the longest wait first, then the conversations that
 * wait for nobody (answered, still open), the least recently touched first.
 */
export async function listSupportConversations(
  ctx: Pick<SupportContext, 'db' | 'now'>,
  input: { status: 'open' | 'resolved' },
): Promise<ConsoleConversationSummary[]> {
  const rows = await summarySelect(ctx.db, ctx.now())
    .where(eq(supportConversations.status, input.status))
    .orderBy(
      desc(sql`${users.plan} = 'pro'`),
      sql`${supportConversations.waitingSince} asc nulls last`,
      asc(supportConversations.updatedAt),
    )
    .limit(200);
  return rows.map(toSummary);
}

/** One conversation for an operator, who has now read it. */
export async function getConsoleConversation(
  ctx: Pick<SupportContext, 'db' | 'now'>,
  input: { conversationId: string },
): Promise<ConsoleConversation> {
  const now = ctx.now();
  const [row] = await summarySelect(ctx.db, now).where(eq(supportConversations.id, input.conversationId));
  if (!row) throw notFound('Conversation');
  await ctx.db
    .update(supportConversations)
    .set({ teamReadAt: now })
    .where(eq(supportConversations.id, row.conversation.id));
  const messages = await selectConsoleMessages(ctx.db, { conversation: row.conversation });
  const actions = await ctx.db
    .select()
    .from(supportOperatorActions)
    .where(eq(supportOperatorActions.conversationId, row.conversation.id))
    .orderBy(asc(supportOperatorActions.createdAt));
  return {
    conversation: { ...toSummary(row), teamReadAt: now.toISOString() },
    messages,
    actions: actions.map((action) => ({
      operatorEmail: action.operatorEmail,
      action: action.action,
      createdAt: action.createdAt.toISOString(),
    })),
  };
}
