import { eq } from 'drizzle-orm';
import type { User } from '#shared/api/auth.ts';
import type { Executor } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import { getUser } from '#server/modules/users/get-user.ts';

/** PUT /api/me: the profile's first and last name. The e-mail address is not editable (spec §5). */
export async function updateUserName(
  executor: Executor,
  userId: string,
  name: { firstName: string; lastName: string },
  now: Date,
): Promise<User> {
  await executor
    .update(users)
    .set({ firstName: name.firstName, lastName: name.lastName, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return getUser(executor, userId, now);
}
