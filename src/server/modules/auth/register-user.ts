import type { AuthResponse } from '#shared/api/auth.ts';
import { AppError } from '#server/app-error.ts';
import { users } from '#server/db/schema/users.ts';
import { verifyEmailLink, verifyEmailMail } from '#server/mail/templates/verify-email.ts';
import { assertPasswordNotCommon } from '#server/modules/auth/common-passwords.ts';
import { type Session, createSession } from '#server/modules/auth/create-session.ts';
import { issueEmailToken } from '#server/modules/auth/email-tokens.ts';
import { hashPassword } from '#server/modules/auth/password-hashing.ts';
import { getUser } from '#server/modules/users/get-user.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

export type RegisterInput = { email: string; password: string; firstName: string; lastName: string };

/**
 * Creates the account (e-mail already trimmed and lower-cased by the shared schema), the
 * verification e-mail and the first session in one transaction: no account without its mail,
 * no mail for an account that was not created. The user is signed in at once (spec §4:
 * register leads to /onboarding), unverified until the link is opened.
 */
export async function registerUser(
  ctx: Pick<AppContext, 'db' | 'now' | 'mail' | 'config'>,
  input: RegisterInput,
): Promise<{ user: AuthResponse['user']; session: Session }> {
  await assertPasswordNotCommon(input.password, 'password');
  // Hashed before looking at the address: a taken address costs the same time as a free one.
  const passwordHash = await hashPassword(input.password);
  const created = await ctx.db.transaction(async (tx) => {
    // ON CONFLICT rather than a prior SELECT: two sign-ups racing on one address cannot both win.
    const [account] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, sessionVersion: users.sessionVersion });
    if (!account) return null;
    const { token } = await issueEmailToken(tx, { userId: account.id, purpose: 'verify_email' });
    await ctx.mail.queue(
      tx,
      verifyEmailMail({ to: input.email, firstName: input.firstName, link: verifyEmailLink(ctx.config.appUrl, token) }),
    );
    const session = await createSession(tx, {
      userId: account.id,
      sessionVersion: account.sessionVersion,
      jwtSecret: ctx.config.jwtSecret,
    });
    return { user: await getUser({ db: tx, now: ctx.now }, { userId: account.id }), session };
  });
  if (!created) throw new AppError('EMAIL_TAKEN', 'Un compte existe déjà avec cette adresse e-mail');
  return created;
}
