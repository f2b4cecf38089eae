import { z } from 'zod';
import { isValidSiret, type Role } from '#shared/account/rules.ts';
import {
  ADDRESS_MAX,
  emailField,
  flag,
  moneyField,
  NAME_MAX,
  optionalText,
  SHORT_TEXT_MAX,
  siretField,
  text,
} from '#shared/contract/schema-fields.ts';
import {
  type BrandParty,
  type InfluencerParty,
  type Parties,
  signatorySchema,
} from '#shared/contract/schema-parties.ts';

/**
 * An entry of the address book: what a contract's party block says of the counterparty's
 * identity (loi n° 2023-451 art. 8 I; C. com. R123-237), with the contract's own field rules.
 * What belongs to one contract only (the confirmed tax residence, the representative of a
 * creator outside the EEA, intervenors) stays in the contract.
 */
const counterpartyShape = {
  name: text(NAME_MAX),
  isPhysicalPerson: flag(false),
  pseudonym: optionalText(NAME_MAX),
  legalForm: optionalText(SHORT_TEXT_MAX),
  siret: siretField,
  address: optionalText(ADDRESS_MAX),
  email: emailField.default(''),
  taxResidenceCountry: optionalText(SHORT_TEXT_MAX, 'France'),
  signatory: signatorySchema,
  rcsCity: optionalText(SHORT_TEXT_MAX),
  rcsNumber: optionalText(SHORT_TEXT_MAX),
  shareCapital: moneyField.default(0),
  isMerchant: flag(false),
  individualEntrepreneur: flag(false),
  actsAsProfessional: flag(true),
};

/** An entry as stored: whatever a saved contract could hold. */
export const storedCounterpartySchema = z.object(counterpartyShape);
export type CounterpartyFields = z.infer<typeof storedCounterpartySchema>;
export type CounterpartyFieldsInput = z.input<typeof storedCounterpartySchema>;

/** An entry edited from the profile: a name, and a SIRET whose checksum is right. */
export const counterpartyFieldsSchema = z.object({
  ...counterpartyShape,
  name: text(NAME_MAX).min(1, 'Indiquez le nom de la marque ou du créateur.'),
  siret: siretField.refine((value) => !/^\d{14}$/.test(value) || isValidSiret(value), {
    error: 'Ce numéro SIRET n’existe pas : vérifiez les 14 chiffres.',
  }),
});

/** The key of `parties` that holds the counterparty: the one the user's profile does not fill. */
export type PartySide = 'creator' | 'influencer';
export const otherSide = (side: PartySide): PartySide => (side === 'creator' ? 'influencer' : 'creator');

/** The counterparty's key for a user of this role (#shared/contract/profile-party.ts fills the other). */
export function counterpartySideOf(role: Role | null | undefined): PartySide | null {
  if (!role) return null;
  return role === 'brand' ? 'influencer' : 'creator';
}

/** The counterparty's identity as a party block gives it. The brand's block (`creator`) is always a company. */
export function counterpartyOfParty(party: BrandParty | InfluencerParty): CounterpartyFields {
  const creator = 'isPhysicalPerson' in party ? party : null;
  return {
    name: party.name,
    isPhysicalPerson: creator?.isPhysicalPerson ?? false,
    pseudonym: creator?.pseudonym ?? '',
    legalForm: party.legalForm,
    siret: party.siret,
    address: party.address,
    email: party.email,
    taxResidenceCountry: party.taxResidenceCountry,
    signatory: { ...party.signatory },
    rcsCity: party.rcsCity,
    rcsNumber: party.rcsNumber,
    shareCapital: party.shareCapital,
    isMerchant: party.isMerchant,
    individualEntrepreneur: creator?.individualEntrepreneur ?? false,
    actsAsProfessional: creator?.actsAsProfessional ?? true,
  };
}

/** The counterparty named in a contract, or null while its name is blank. */
export function namedCounterparty(parties: Parties, side: PartySide): CounterpartyFields | null {
  const fields = counterpartyOfParty(parties[side]);
  return fields.name.trim() === '' ? null : fields;
}

export function sameCounterparty(left: CounterpartyFields | null, right: CounterpartyFields | null): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

const brandPaths = [
  'name',
  'legalForm',
  'siret',
  'address',
  'email',
  'taxResidenceCountry',
  'signatory.name',
  'signatory.capacity',
  'signatory.email',
  'rcsCity',
  'rcsNumber',
  'shareCapital',
  'isMerchant',
] as const;
const creatorPaths = [
  ...brandPaths,
  'isPhysicalPerson',
  'pseudonym',
  'individualEntrepreneur',
  'actsAsProfessional',
] as const;
export type CounterpartyPath = (typeof creatorPaths)[number];

function valueAt(entry: CounterpartyFields, path: CounterpartyPath): string | number | boolean {
  if (path.startsWith('signatory.')) return entry.signatory[path.slice('signatory.'.length) as 'name'];
  return entry[path as Exclude<CounterpartyPath, `signatory.${string}`>];
}

/** Each field of a party block the entry fills, by its full form path (`parties.creator.siret`…). */
export function partyValuesOf(entry: CounterpartyFields, side: PartySide): [string, string | number | boolean][] {
  const paths = side === 'creator' ? brandPaths : creatorPaths;
  return paths.map((path) => [`parties.${side}.${path}`, valueAt(entry, path)]);
}

/**
 * A contract that names the counterparty without its SIRET (a draft being typed) adds what it
 * says to the entry found by name, without erasing what the book knew: a blank field keeps the
 * entry's value. A contract that gives the SIRET speaks for that company: its block wins whole.
 */
export function mergeCounterparty(known: CounterpartyFields, incoming: CounterpartyFields): CounterpartyFields {
  const keep = <T>(next: T, previous: T) => (next === '' || next === 0 ? previous : next);
  return {
    ...incoming,
    legalForm: keep(incoming.legalForm, known.legalForm),
    siret: keep(incoming.siret, known.siret),
    address: keep(incoming.address, known.address),
    email: keep(incoming.email, known.email),
    pseudonym: keep(incoming.pseudonym, known.pseudonym),
    rcsCity: keep(incoming.rcsCity, known.rcsCity),
    rcsNumber: keep(incoming.rcsNumber, known.rcsNumber),
    shareCapital: keep(incoming.shareCapital, known.shareCapital),
    signatory: {
      name: keep(incoming.signatory.name, known.signatory.name),
      capacity: keep(incoming.signatory.capacity, known.signatory.capacity),
      email: keep(incoming.signatory.email, known.signatory.email),
    },
  };
}
