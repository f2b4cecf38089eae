import { eq } from 'drizzle-orm';
import type { User } from '#shared/api/auth.ts';
import { notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { userDetails, users } from '#server/db/schema/users.ts';
import { getCreditsLeft } from '#server/modules/users/get-credits-left.ts';

/**
 * The user record the API answers (GET /api/me, login, register): the account, its role from
 * the professional details (null until onboarding) and the exports left at `now` (the
 * monthly allowance follows the Paris calendar month). `ctx.db` may be the caller's transaction.
 */
export async function getUser(ctx: { db: Executor; now: () => Date }, { userId }: { userId: string }): Promise<User> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      plan: users.plan,
      role: userDetails.role,
    })
    .from(users)
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('Compte');
  return { ...row, role: row.role ?? null, creditsLeft: await getCreditsLeft(ctx.db, { user: row, now: ctx.now() }) };
}
