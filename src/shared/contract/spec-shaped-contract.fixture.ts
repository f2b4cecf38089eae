import type { ContractDraftInput } from '#shared/contract/schema.ts';

/**
 * A contract exactly as the spec (section 3) shapes it, without any field added for French
 * law: what an old client posts.
 */
export function specShapedContract(): ContractDraftInput {
  return {
    title: 'Partenariat printemps',
    type: 'PAID',
    parties: {
      creator: { name: 'Maison Lumière', address: '12 rue de la Paix, 75002 Paris', email: 'marque@example.fr' },
      influencer: { name: 'Léa Dubois', address: '8 quai Saint-Vincent, 69001 Lyon', email: 'lea@example.fr' },
    },
    deliverables: {
      partnershipObject: 'Promotion de la gamme Cuivre',
      influencerDuties: ['Publier un Reel'],
      influencerEthicalDuties: ['Respecter les règles de la publicité'],
    },
    compensation: {
      paymentAmount: 1500,
      currency: 'EUR',
      paymentConditions: 'À 30 jours',
      additionalObligations: '',
    },
    clauses: {
      duration: { startDate: '2026-03-01', endDate: '2026-05-31' },
      ipRights: {
        creatorUsageLicense: 'Republication',
        influencerContentLicense: 'Conserve ses droits',
        usageTerritory: 'France',
        usageDuration: '6 mois',
      },
      confidentiality: { enabled: false, scope: '' },
      termination: { breachNoticeDays: 8, effects: '' },
      lawAndJurisdiction: { law: 'FR', courtCity: 'Paris' },
      signatures: { city: 'Paris', dateSigned: '2026-02-20' },
    },
  };
}

/** A deep copy with one value replaced, the path written as in zod issues: 'clauses.duration.endDate'. */
export function withValue<T>(source: T, path: string, value: unknown): T {
  const copy = structuredClone(source);
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target = copy as Record<string, unknown>;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  target[last] = value;
  return copy;
}
