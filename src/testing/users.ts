import { type ProfessionalDetailsInput, professionalDetailsSchema } from '#shared/account/professional-details.ts';
import type { Plan } from '#shared/account/rules.ts';
import type { User } from '#shared/api/auth.ts';
import { users } from '#server/db/schema/users.ts';
import { createSession } from '#server/modules/auth/create-session.ts';
import { hashPassword } from '#server/modules/auth/password-hashing.ts';
import { getUser } from '#server/modules/users/get-user.ts';
import { saveUserDetails } from '#server/modules/users/user-details.ts';
import type { TestApp } from '#testing/app.ts';

/**
 * Account factories for the server tests. They write straight to the test database with the
 * same use cases as the API (no HTTP round trip, no rate limit spent, no mail queued) and
 * return what a signed-in client holds:
 *
 *   const alice = await createVerifiedUser(t);                   // free plan, no details yet
 *   const bob = await createVerifiedUser(t, { plan: 'pro', details: { role: 'brand', … } });
 *   await t.app.inject({ method: 'GET', url: '/api/contracts', headers: authHeaders(alice.accessToken) });
 *
 * (authHeaders comes from #testing/requests.ts.)
 *
 * `createUser(t)` makes an account whose e-mail is not verified yet (for the 403 cases).
 * Every call gets a fresh address unless `email` is given.
 */
export type TestUser = { user: User; accessToken: string; refreshToken: string; password: string };

export type TestUserOverrides = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  isEmailVerified?: boolean;
  plan?: Plan;
  /** Professional details as onboarding would save them (role, SIRET…). */
  details?: ProfessionalDetailsInput;
};

export const DEFAULT_TEST_PASSWORD = 'Contrat-Lumière-2026';

let sequence = 0;
/** A new address on every call: tests sharing a database never collide. */
export function uniqueEmail(label = 'compte'): string {
  sequence += 1;
  return `${label}.${process.pid}.${Date.now().toString(36)}.${sequence}@exemple.fr`;
}

// argon2 costs tens of milliseconds: each distinct password is hashed once per test file.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createUser(
  testApp: Pick<TestApp, 'app' | 'config'>,
  overrides: TestUserOverrides = {},
): Promise<TestUser> {
  const db = testApp.app.database.db;
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const [account] = await db
    .insert(users)
    .values({
      email: (overrides.email ?? uniqueEmail()).trim().toLowerCase(),
      passwordHash: await hashOnce(password),
      firstName: overrides.firstName ?? 'Camille',
      lastName: overrides.lastName ?? 'Durand',
      isEmailVerified: overrides.isEmailVerified ?? false,
      plan: overrides.plan ?? 'free',
    })
    .returning({ id: users.id, sessionVersion: users.sessionVersion });
  if (overrides.details) {
    await saveUserDetails({ db }, { userId: account!.id, details: professionalDetailsSchema.parse(overrides.details) });
  }
  const session = await createSession(db, {
    userId: account!.id,
    sessionVersion: account!.sessionVersion,
    jwtSecret: testApp.config.jwtSecret,
  });
  return {
    user: await getUser({ db, now: testApp.app.now }, { userId: account!.id }),
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    password,
  };
}

/** A signed-in account whose e-mail is verified: what most route tests need. */
export function createVerifiedUser(testApp: Pick<TestApp, 'app' | 'config'>, overrides: TestUserOverrides = {}) {
  return createUser(testApp, { ...overrides, isEmailVerified: overrides.isEmailVerified ?? true });
}
