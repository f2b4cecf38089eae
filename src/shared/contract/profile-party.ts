import type { Role } from '#shared/account/rules.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import type { Parties } from '#shared/contract/schema-parties.ts';

/** The account and professional details a contract party is made from. */
export type PartyAccount = { firstName: string; lastName: string; email: string };
export type PartyDetails = {
  role: Role | null;
  isPhysicalPerson: boolean;
  siret: string | null;
  companyName: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  legalForm: string | null;
  signatoryCapacity: string | null;
};

/** The party fields the profile fills, by their path inside the party. */
export const profilePartyPaths = [
  'name',
  'address',
  'email',
  'siret',
  'legalForm',
  'signatory.name',
  'signatory.capacity',
  'signatory.email',
  'isPhysicalPerson',
] as const;
export type ProfilePartyPath = (typeof profilePartyPaths)[number];
export type ProfilePartyValues = Partial<Record<ProfilePartyPath, string | boolean>>;

/**
 * The user's side of the contract. The keys are the spec's: `parties.creator` is the BRAND,
 * `parties.influencer` the content creator.
 */
export type ProfileParty = { side: 'creator' | 'influencer'; values: ProfilePartyValues };

export function postalAddressOf(details: Pick<PartyDetails, 'address' | 'postalCode' | 'city'>): string {
  const place = [details.postalCode, details.city].map((part) => part?.trim() ?? '').filter(Boolean);
  return [details.address?.trim() ?? '', place.join(' ')].filter(Boolean).join(', ');
}

/**
 * What the profile puts on the user's side of a contract, or null before onboarding (no role).
 * Loi n° 2023-451 art. 8 I: each party's identity, postal address and e-mail address.
 * C. com. R123-237: a company's legal form and SIRET beside its name, and the natural person
 * who signs for it (its legal representative: the account holder, in the capacity given).
 * A physical person signs in their own name: no signatory block, no company mentions.
 */
export function profileParty(account: PartyAccount, details: PartyDetails | null): ProfileParty | null {
  if (!details?.role) return null;
  const fullName = `${account.firstName.trim()} ${account.lastName.trim()}`.trim();
  const asPerson = details.role === 'creator' && details.isPhysicalPerson;
  const values: ProfilePartyValues = {
    name: asPerson ? fullName : (details.companyName?.trim() ?? ''),
    address: postalAddressOf(details),
    email: account.email,
    siret: asPerson ? '' : (details.siret ?? ''),
    legalForm: asPerson ? '' : (details.legalForm?.trim() ?? ''),
    'signatory.name': asPerson ? '' : fullName,
    'signatory.capacity': asPerson ? '' : (details.signatoryCapacity?.trim() ?? ''),
    'signatory.email': asPerson ? '' : account.email,
  };
  if (details.role === 'brand') return { side: 'creator', values };
  return { side: 'influencer', values: { ...values, isPhysicalPerson: asPerson } };
}

type PartyRecord = Record<string, unknown> & { signatory: Record<string, unknown> };

function partyOf(parties: Parties, side: ProfileParty['side']): PartyRecord {
  return parties[side] as unknown as PartyRecord;
}

function readPath(party: PartyRecord, path: ProfilePartyPath): unknown {
  return path.startsWith('signatory.') ? party.signatory[path.slice('signatory.'.length)] : party[path];
}

function writePath(party: PartyRecord, path: ProfilePartyPath, value: string | boolean): PartyRecord {
  if (!path.startsWith('signatory.')) return { ...party, [path]: value };
  return { ...party, signatory: { ...party.signatory, [path.slice('signatory.'.length)]: value } };
}

/** A new contract: the user's side filled from the profile, the other side left as it was. */
export function fillProfileParty(parties: Parties, party: ProfileParty | null): Parties {
  if (!party) return parties;
  let filled = partyOf(parties, party.side);
  for (const path of profilePartyPaths) {
    const value = party.values[path];
    if (value !== undefined) filled = writePath(filled, path, value);
  }
  return { ...parties, [party.side]: filled };
}

/** A new contract of the type, the user's side filled from the profile (empty before onboarding). */
export function createPrefilledContract(
  type: ContractType,
  account: PartyAccount,
  details: PartyDetails | null,
): ContractDraft {
  const contract = createDefaultContract(type);
  return { ...contract, parties: fillProfileParty(contract.parties, profileParty(account, details)) };
}

/**
 * A draft kept in step with a changed profile: a field takes the new value only while it still
 * holds what the old profile put there; a field typed by hand (or set aside in a wrong format:
 * `skip`, full paths like `parties.influencer.address`) stays as it is. A change of role moves
 * nothing: the other key holds the counterparty's block. Returns the paths changed.
 */
export function syncProfileParty(
  parties: Parties,
  before: ProfileParty | null,
  after: ProfileParty | null,
  skip: ReadonlySet<string> = new Set(),
): { parties: Parties; changed: string[] } {
  if (!before || !after || before.side !== after.side) return { parties, changed: [] };
  let party = partyOf(parties, after.side);
  const changed: string[] = [];
  for (const path of profilePartyPaths) {
    const [old, next] = [before.values[path], after.values[path]];
    const fullPath = `parties.${after.side}.${path}`;
    if (old === undefined || next === undefined || old === next || skip.has(fullPath)) continue;
    if (readPath(party, path) !== old) continue;
    party = writePath(party, path, next);
    changed.push(fullPath);
  }
  return changed.length === 0 ? { parties, changed } : { parties: { ...parties, [after.side]: party }, changed };
}
