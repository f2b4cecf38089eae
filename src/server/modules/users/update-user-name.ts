import { eq } from 'drizzle-orm';
import type { User } from '#shared/api/auth.ts';
import { users } from '#server/db/schema/users.ts';
import { getUser } from '#server/modules/users/get-user.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** PUT /api/me: the profile's first and last name. The e-mail address is not editable (spec §5). */
export async function updateUserName(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { userId, firstName, lastName }: { userId: string; firstName: string; lastName: string },
): Promise<User> {
  await ctx.db.update(users).set({ firstName, lastName, updatedAt: new Date() }).where(eq(users.id, userId));
  return getUser(ctx, { userId });
}
