import type { ContractDraft } from '#shared/contract/schema.ts';
import { isGiven } from '#shared/law/given.ts';
import { SOURCES } from '#shared/law/sources.ts';
import type { Rule } from '#shared/law/types.ts';

type LawChoice = ContractDraft['clauses']['lawAndJurisdiction'];

/** A country with several legal systems is no governing law: « droit américain » names none. */
const NOT_A_LEGAL_SYSTEM =
  /^(le\s+)?droit\s+(am[ée]ricain|des\s+[ée]tats[- ]unis|britannique|du\s+royaume[- ]uni|f[ée]d[ée]ral|canadien|australien|espagnol\s+commun)\b\.?$/i;

function namesLegalSystem(choice: LawChoice): boolean {
  return isGiven(choice.otherLegalSystem) && !NOT_A_LEGAL_SYSTEM.test(choice.otherLegalSystem.trim());
}

export const governingLawRules: Rule[] = [
  {
    // Loi n° 2023-451, art. 8 I: French law governs when the promotion targets an audience in France.
    id: 'french-law',
    source: SOURCES.influenceContract,
    appliesTo: (c) => c.declarations.targetsFrenchAudience,
    check: (c) =>
      c.clauses.lawAndJurisdiction.law === 'FR'
        ? []
        : [
            {
              severity: 'blocking',
              paths: ['clauses.lawAndJurisdiction.law'],
              label: 'Droit français applicable à une promotion visant un public en France',
              message:
                'Une promotion destinée au public français relève du droit français, quel que soit le choix des parties.',
            },
          ],
  },
  {
    // Rome I, art. 3: the parties choose « a law », i.e. one legal system: « droit de l'État de
    // New York », « droit anglais », never « droit américain ».
    id: 'foreign-law-named',
    source: SOURCES.governingLaw,
    appliesTo: (c) => c.clauses.lawAndJurisdiction.law !== 'FR',
    check: (c) =>
      namesLegalSystem(c.clauses.lawAndJurisdiction)
        ? []
        : [
            {
              severity: 'blocking',
              paths: ['clauses.lawAndJurisdiction.otherLegalSystem'],
              label: 'Droit étranger désigné par son système juridique',
              message:
                'Un pays qui a plusieurs droits ne désigne aucune loi : nommez-en un (« droit de l’État de New York », « droit anglais »).',
            },
          ],
  },
];
