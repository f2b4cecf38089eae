import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '#server/db/client.ts';
import { emailTokens } from '#server/db/schema/users.ts';
import { createSecretToken, hashSecretToken } from '#server/modules/auth/secret-token.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** architecture.md: a verification link lasts 24 hours, a reset link one hour. */
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/**
 * The user id given for an address with no account, so that the requests which must not tell
 * whether an address is registered run the very same statements either way (OWASP Forgot
 * Password Cheat Sheet: "the same logic is followed, instead of using a quick exit method").
 * gen_random_uuid() never yields it.
 */
export const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * A new single-use link token for the user. Older unused tokens of the same purpose are
 * deleted, so only the latest e-mail works (a resent link replaces the previous one), and so
 * are spent or expired ones. With `NO_ACCOUNT` the same statements run and change nothing:
 * `issued` is then false.
 */
export async function issueEmailToken(
  executor: Executor,
  options: { userId: string; purpose: EmailTokenPurpose; token?: { token: string; tokenHash: string } },
): Promise<{ token: string; issued: boolean }> {
  await executor
    .delete(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, options.userId),
        or(eq(emailTokens.purpose, options.purpose), lt(emailTokens.expiresAt, new Date())),
      ),
    );
  const { token, tokenHash } = options.token ?? createSecretToken();
  const expiresAt = new Date(Date.now() + EMAIL_TOKEN_LIFETIME_MS[options.purpose]);
  const inserted = await queryRows<{ user_id: string }>(
    executor,
    sql`insert into email_tokens (user_id, purpose, token_hash, expires_at)
        select id, ${options.purpose}, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz
        from users where id = ${options.userId}
        returning user_id`,
  );
  return { token, issued: inserted.length > 0 };
}

/**
 * Spends a link token in one atomic UPDATE (two clicks racing cannot both succeed) and
 * returns its user, or null when the token is unknown, of another purpose, used or expired.
 */
export async function consumeEmailToken(
  executor: Executor,
  options: { token: string; purpose: EmailTokenPurpose },
): Promise<string | null> {
  const [row] = await queryRows<{ user_id: string }>(
    executor,
    sql`update email_tokens set used_at = now()
        where token_hash = ${hashSecretToken(options.token)} and purpose = ${options.purpose}
          and used_at is null and expires_at > now()
        returning user_id`,
  );
  return row?.user_id ?? null;
}

/** After a reset, links of the same purpose sent earlier must not work either. */
export async function deleteUnusedEmailTokens(
  executor: Executor,
  options: { userId: string; purpose: EmailTokenPurpose },
): Promise<void> {
  await executor
    .delete(emailTokens)
    .where(
      and(eq(emailTokens.userId, options.userId), eq(emailTokens.purpose, options.purpose), isNull(emailTokens.usedAt)),
    );
}
