import type { ContractDraft } from '#shared/contract/schema.ts';

/**
 * Who signs a contract: the persons the contract itself names, with the names and e-mails it
 * gives (C. civ. 1367: the signature identifies its author). Nobody else can be invited, and
 * changing a signer's address means changing the contract, so the person who signs and the
 * party named can never differ.
 *
 * - the brand signs through its signatory (a company acts through a natural person);
 * - the influencer signs herself, or through her signatory when she acts through a company;
 * - intervening persons sign in their own name when the contract has them (the natural person
 *   who is the author or performer behind a company: CPI L111-1, L113-1; C. civ. 9);
 * - both parents sign for a child under 16 who appears (C. civ. 372-1), or the one who holds
 *   parental authority alone.
 */

export const signatoryRoles = ['creator', 'influencer', 'intervenor', 'parent'] as const;
export type SignatoryRole = (typeof signatoryRoles)[number];

export type Signatory = {
  role: SignatoryRole;
  name: string;
  email: string;
  /** How the certificate and the mails name the capacity in which this person signs. */
  capacity: string;
  /** The contract's fields that give the name and the e-mail, for « complete the contract » errors. */
  namePath: string;
  emailPath: string;
};

export const signatoryRoleLabels: Record<SignatoryRole, string> = {
  creator: 'Pour la Marque',
  influencer: 'Pour le Créateur',
  intervenor: 'Intervenant',
  parent: 'Parent de l’enfant',
};

const clean = (value: string | undefined) => (value ?? '').trim();

export function contractSignatories(contract: ContractDraft): Signatory[] {
  const { creator, influencer } = contract.parties;
  const brandSignatory = creator.signatory;
  const list: Signatory[] = [
    {
      role: 'creator',
      name: clean(brandSignatory.name),
      email: clean(brandSignatory.email) || clean(creator.email),
      capacity: `${signatoryRoleLabels.creator} (${clean(creator.name)})`,
      namePath: 'parties.creator.signatory.name',
      emailPath: clean(brandSignatory.email) ? 'parties.creator.signatory.email' : 'parties.creator.email',
    },
  ];
  if (influencer.isPhysicalPerson) {
    list.push({
      role: 'influencer',
      name: clean(influencer.name),
      email: clean(influencer.email),
      capacity: `${signatoryRoleLabels.influencer}, en son nom personnel`,
      namePath: 'parties.influencer.name',
      emailPath: 'parties.influencer.email',
    });
  } else {
    const signatory = influencer.signatory;
    list.push({
      role: 'influencer',
      name: clean(signatory.name),
      email: clean(signatory.email) || clean(influencer.email),
      capacity: `${signatoryRoleLabels.influencer} (${clean(influencer.name)})`,
      namePath: 'parties.influencer.signatory.name',
      emailPath: clean(signatory.email) ? 'parties.influencer.signatory.email' : 'parties.influencer.email',
    });
  }
  for (const [index, person] of contract.parties.intervenors.entries()) {
    list.push({
      role: 'intervenor',
      name: clean(person.name),
      email: clean(person.email),
      capacity: `${signatoryRoleLabels.intervenor}, en son nom personnel`,
      namePath: `parties.intervenors.${index}.name`,
      emailPath: `parties.intervenors.${index}.email`,
    });
  }
  if (contract.children.present) {
    for (const [index, person] of contract.children.parents.entries()) {
      list.push({
        role: 'parent',
        name: clean(person.name),
        email: clean(person.email),
        capacity: `${signatoryRoleLabels.parent}, titulaire de l’autorité parentale`,
        namePath: `children.parents.${index}.name`,
        emailPath: `children.parents.${index}.email`,
      });
    }
  }
  return list;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What keeps the contract from being sent: a signatory without a name or a usable e-mail, or
 * the brand's signatory sharing an address with someone who signs for the other side (the
 * brand could then sign for both). Each gap names the contract's field to complete.
 */
export function signatoryGaps(signatories: Signatory[]): Array<{ path: string; message: string }> {
  const gaps: Array<{ path: string; message: string }> = [];
  for (const signatory of signatories) {
    const who = signatoryRoleLabels[signatory.role].toLowerCase();
    if (signatory.name.length < 2)
      gaps.push({ path: signatory.namePath, message: `Nom du signataire manquant (${who}).` });
    if (!EMAIL.test(signatory.email)) {
      gaps.push({ path: signatory.emailPath, message: `Adresse e-mail du signataire manquante ou invalide (${who}).` });
    }
  }
  const brand = signatories.find((signatory) => signatory.role === 'creator');
  const sameAsBrand = signatories.find(
    (signatory) => signatory !== brand && brand && signatory.email.toLowerCase() === brand.email.toLowerCase(),
  );
  if (brand?.email && sameAsBrand) {
    gaps.push({
      path: sameAsBrand.emailPath,
      message: 'Le signataire de la marque et celui de l’autre partie doivent avoir des adresses e-mail différentes.',
    });
  }
  return gaps;
}
