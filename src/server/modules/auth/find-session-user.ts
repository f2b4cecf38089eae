import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';

export type SessionUser = {
  id: string;
  email: string;
  isEmailVerified: boolean;
  plan: 'free' | 'pro';
  sessionVersion: number;
};

/** The few columns the auth hook needs on every request, read fresh so a change applies at once. */
export async function findSessionUser(executor: Executor, userId: string): Promise<SessionUser | null> {
  const [user] = await executor
    .select({
      id: users.id,
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      plan: users.plan,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}
