import { eq } from 'drizzle-orm';
import type { AuthResponse } from '#shared/api/auth.ts';
import { AppError } from '#server/app-error.ts';
import { users } from '#server/db/schema/users.ts';
import { type Session, createSession } from '#server/modules/auth/create-session.ts';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummyHash,
  verifyPassword,
} from '#server/modules/auth/password-hashing.ts';
import { getUser } from '#server/modules/users/get-user.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * Checks the password and opens a session. An unknown address and a wrong password get the
 * same 401 after the same argon2 work, so the answer tells nothing about which accounts
 * exist. An unverified account may sign in: the client then shows /verify-required.
 */
export async function logInUser(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  input: { email: string; password: string },
): Promise<{ user: AuthResponse['user']; session: Session }> {
  const { db } = ctx;
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.email, input.email));
  const valid = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyAgainstDummyHash(input.password);
  if (!account || !valid) throw new AppError('INVALID_CREDENTIALS', 'Adresse e-mail ou mot de passe incorrect');

  // OWASP Password Storage: upgrade a hash made with older parameters while the password is at hand.
  if (needsRehash(account.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, account.id));
  }
  return db.transaction(async (tx) => {
    // A password reset committed since the check above ends this login too: the account's row
    // is locked (shared) like a refresh does, and its session version must still be the one
    // the password was checked against.
    const [current] = await tx
      .select({ sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, account.id))
      .for('share');
    if (current?.sessionVersion !== account.sessionVersion) {
      throw new AppError('INVALID_CREDENTIALS', 'Adresse e-mail ou mot de passe incorrect');
    }
    const session = await createSession(tx, {
      userId: account.id,
      sessionVersion: account.sessionVersion,
      jwtSecret: ctx.config.jwtSecret,
    });
    return { user: await getUser({ db: tx, now: ctx.now }, { userId: account.id }), session };
  });
}
