import { eq } from 'drizzle-orm';
import { notFound } from '#server/app-error.ts';
import { users } from '#server/db/schema/users.ts';
import type { Operator, SupportContext } from '#server/modules/support-chat/support-context.ts';

/**
 * The operator behind a signed-in account: a verified address named in SUPPORT_OPERATOR_EMAILS.
 * Anybody else gets 404, as if the console did not exist.
 */
export async function findOperator(
  ctx: Pick<SupportContext, 'db' | 'config'>,
  input: { userId: string; email: string; isEmailVerified: boolean },
): Promise<Operator> {
  if (!input.isEmailVerified || !ctx.config.supportChat.operatorEmails.includes(input.email.toLowerCase())) {
    throw notFound();
  }
  const [account] = await ctx.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, input.userId));
  if (!account) throw notFound();
  return { email: input.email.toLowerCase(), firstName: account.firstName };
}
