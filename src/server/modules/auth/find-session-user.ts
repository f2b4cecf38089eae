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

/** The few columns the auth hook needs on every request. */
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

/**
 * How long the auth hook trusts an account's session columns without reading them again
 * (docs/decisions/016-session-user-cache.md). A change made by this instance applies at once
 * (`forgetSessionUser`); one made by another instance, within this delay.
 */
export const SESSION_USER_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

const remembered = new Map<string, { user: SessionUser; until: number }>();
/** Counts forgets: a read that a forget overtook is not remembered (it may predate the change). */
let forgets = 0;

/**
 * The account behind an access token, from memory while fresh and of the token's session
 * version; otherwise read again. A token older than the account's session version is refused
 * by the caller; a newer one (a login after a reset on another instance) reads the row again.
 */
export async function sessionUserOf(
  executor: Executor,
  claims: { userId: string; sessionVersion: number },
  now = Date.now(),
): Promise<SessionUser | null> {
  const entry = remembered.get(claims.userId);
  if (entry && entry.until > now && entry.user.sessionVersion === claims.sessionVersion) return entry.user;
  const before = forgets;
  const user = await findSessionUser(executor, claims.userId);
  if (!user || forgets !== before) {
    remembered.delete(claims.userId);
    return user;
  }
  if (remembered.size >= MAX_ENTRIES) {
    // The oldest entry goes first: a Map keeps its insertion order.
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  remembered.delete(claims.userId);
  remembered.set(claims.userId, { user, until: now + SESSION_USER_TTL_MS });
  return user;
}

/**
 * After a committed change of the account's e-mail status, plan or session version, or its
 * deletion: the next request reads the row again.
 */
export function forgetSessionUser(userId: string): void {
  forgets += 1;
  remembered.delete(userId);
}
