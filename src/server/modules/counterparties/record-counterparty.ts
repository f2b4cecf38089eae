import { and, eq, sql } from 'drizzle-orm';
import type { Parties } from '#shared/contract/schema-parties.ts';
import {
  mergeCounterparty,
  namedCounterparty,
  otherSide,
  sameCounterparty,
} from '#shared/counterparty/counterparty.ts';
import type { Transaction } from '#server/db/client.ts';
import { counterparties } from '#server/db/schema/counterparties.ts';
import {
  counterpartyColumns,
  fieldsOf,
  findMatchingCounterparty,
  isUniqueViolation,
} from '#server/modules/counterparties/counterparty-row.ts';
import { readProfileParty } from '#server/modules/users/profile-party-of.ts';

export type RecordCounterpartyInput = {
  ownerId: string;
  contractId: string;
  /** The parties before this save; null for a new contract. */
  before: Parties | null;
  after: Parties;
};

/**
 * Keeps the address book in step with a contract save, inside the save's transaction. Only a
 * counterparty whose block changed is written: an autosave that leaves it as it was does not
 * bring back an entry the user deleted. The side is the one the user's profile does not fill;
 * before onboarding (no role) the book is left alone. A clash with a concurrent save is not a
 * reason to refuse the contract: the savepoint gives way, the other save wrote the entry.
 */
export async function recordCounterparty(tx: Transaction, input: RecordCounterpartyInput): Promise<void> {
  const profile = await readProfileParty(tx, { userId: input.ownerId });
  if (!profile) return;
  const side = otherSide(profile.side);
  const incoming = namedCounterparty(input.after, side);
  const previous = input.before ? namedCounterparty(input.before, side) : null;
  if (!incoming || sameCounterparty(incoming, previous)) return;
  try {
    await tx.transaction((savepoint) => writeEntry(savepoint, { ...input, side, incoming, previous }));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

type WriteEntryInput = RecordCounterpartyInput & {
  side: 'creator' | 'influencer';
  incoming: NonNullable<ReturnType<typeof namedCounterparty>>;
  previous: ReturnType<typeof namedCounterparty>;
};

async function writeEntry(tx: Transaction, { ownerId, contractId, side, incoming, previous }: WriteEntryInput) {
  const match = await findMatchingCounterparty(tx, { ownerId, fields: incoming });
  // The entry this contract made from its previous state, no other contract having written it
  // since: the name being typed (« Ni », then « Nike ») renames it rather than leaving one per pause.
  const draft = previous
    ? ((await findMatchingCounterparty(tx, { ownerId, fields: previous }).then((row) =>
        row?.draftContractId === contractId ? row : null,
      )) ?? null)
    : null;
  if (match) {
    const fields = incoming.siret ? incoming : mergeCounterparty(fieldsOf(match), incoming);
    await tx
      .update(counterparties)
      .set({
        ...counterpartyColumns(fields),
        side,
        draftContractId: keepDraft(match.draftContractId, contractId),
        updatedAt: sql`now()`,
      })
      .where(eq(counterparties.id, match.id));
    if (draft && draft.id !== match.id) {
      await tx.delete(counterparties).where(and(eq(counterparties.id, draft.id), eq(counterparties.ownerId, ownerId)));
    }
    return;
  }
  if (draft) {
    await tx
      .update(counterparties)
      .set({ ...counterpartyColumns(incoming), side, updatedAt: sql`now()` })
      .where(eq(counterparties.id, draft.id));
    return;
  }
  await tx
    .insert(counterparties)
    .values({ ...counterpartyColumns(incoming), ownerId, side, draftContractId: contractId });
}

/** An entry stays a contract's draft only while that contract alone writes it. */
function keepDraft(current: string | null, contractId: string): string | null {
  return current === contractId ? contractId : null;
}
