import { eq } from 'drizzle-orm';
import type { User } from '#shared/api/auth.ts';
import { users } from '#server/db/schema/users.ts';
import { syncProfileDrafts } from '#server/modules/contracts/sync-profile-drafts.ts';
import { getUser } from '#server/modules/users/get-user.ts';
import { readProfileParty } from '#server/modules/users/profile-party-of.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * PUT /api/me: the profile's first and last name. The e-mail address is not editable (spec §5).
 * The name is a physical person's party name and a company's signatory: the user's drafts
 * follow it in the same transaction where they still hold the old one (syncProfileDrafts).
 */
export async function updateUserName(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { userId, firstName, lastName }: { userId: string; firstName: string; lastName: string },
): Promise<User> {
  return ctx.db.transaction(async (tx) => {
    const before = await readProfileParty(tx, { userId });
    await tx.update(users).set({ firstName, lastName, updatedAt: new Date() }).where(eq(users.id, userId));
    await syncProfileDrafts(tx, { ownerId: userId, before, after: await readProfileParty(tx, { userId }) });
    return getUser({ db: tx, now: ctx.now }, { userId });
  });
}
