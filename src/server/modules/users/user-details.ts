import { eq } from 'drizzle-orm';
import type { ProfessionalDetails } from '#shared/account/professional-details.ts';
import type { Plan } from '#shared/account/rules.ts';
import type { UserDetails } from '#shared/api/auth.ts';
import type { Executor } from '#server/db/client.ts';
import { userDetails } from '#server/db/schema/users.ts';
import { syncProfileDrafts } from '#server/modules/contracts/sync-profile-drafts.ts';
import { readProfileParty } from '#server/modules/users/profile-party-of.ts';

const noDetails: UserDetails = {
  role: null,
  isPhysicalPerson: false,
  siret: null,
  companyName: null,
  address: null,
  city: null,
  postalCode: null,
  legalForm: null,
  signatoryCapacity: null,
  intendedPlan: null,
};

/** GET /api/user: the professional details, all null before onboarding. */
export async function getUserDetails({ db }: { db: Executor }, { userId }: { userId: string }): Promise<UserDetails> {
  const [row] = await db.select().from(userDetails).where(eq(userDetails.userId, userId));
  if (!row) return noDetails;
  const { userId: _userId, updatedAt: _updatedAt, ...details } = row;
  return details;
}

/**
 * POST /api/user (onboarding, with the plan chosen at step 3) and PUT /api/user (profile):
 * creates or replaces the details, already normalised by professionalDetailsSchema (a
 * physical person has no company fields, a brand is never a physical person). The profile
 * leaves the intended plan as it was. In the same transaction the user's drafts follow the
 * change where they still hold what the old profile gave (syncProfileDrafts).
 */
export async function saveUserDetails(
  { db }: { db: Executor },
  { userId, details }: { userId: string; details: ProfessionalDetails & { intendedPlan?: Plan | undefined } },
): Promise<UserDetails> {
  const { intendedPlan, ...professional } = details;
  const values = { ...professional, ...(intendedPlan ? { intendedPlan } : {}), updatedAt: new Date() };
  return db.transaction(async (tx) => {
    const before = await readProfileParty(tx, { userId });
    await tx
      .insert(userDetails)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userDetails.userId, set: values });
    await syncProfileDrafts(tx, { ownerId: userId, before, after: await readProfileParty(tx, { userId }) });
    return getUserDetails({ db: tx }, { userId });
  });
}
