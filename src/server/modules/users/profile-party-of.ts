import { eq } from 'drizzle-orm';
import { type ProfileParty, profileParty } from '#shared/contract/profile-party.ts';
import type { Executor } from '#server/db/client.ts';
import { userDetails, users } from '#server/db/schema/users.ts';

/** The user's side of a contract as the account and its professional details give it now. */
export async function readProfileParty(
  executor: Executor,
  { userId }: { userId: string },
): Promise<ProfileParty | null> {
  const [row] = await executor
    .select({
      account: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      details: userDetails,
    })
    .from(users)
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(eq(users.id, userId));
  return row ? profileParty(row.account, row.details) : null;
}
