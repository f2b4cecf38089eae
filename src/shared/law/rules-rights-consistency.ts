import type { ContractDraft } from '#shared/contract/schema.ts';
import { normaliseName } from '#shared/law/threshold.ts';
import { SOURCES } from '#shared/law/sources.ts';
import { assignsRights } from '#shared/law/rules-rights.ts';
import type { Rule, RuleFinding } from '#shared/law/types.ts';

type Grant = { kind: string; territory: string; months: number; exclusive: boolean; path: string };

/** Every grant of a medium, one per use line (the Pro paid-ads block is now a paid-social line). */
function grants(contract: ContractDraft): Grant[] {
  return contract.clauses.rightsAssignment.uses.map((use, index) => ({
    kind: use.kind === 'other' ? `other:${normaliseName(use.description)}` : use.kind,
    territory: normaliseName(use.territory),
    months: use.durationMonths,
    exclusive: use.exclusive,
    path: `clauses.rightsAssignment.uses.${index}.durationMonths`,
  }));
}

const WORLD = /\b(monde|mondial|tous pays|world)\b/;

/** True when the image territory does not cover the use territory (text compared without case or accents). */
function territoryNotCovered(image: string, use: string): boolean {
  if (WORLD.test(image) || image === '' || use === '') return false;
  return !image.includes(use) && !use.includes(image);
}

export const rightsConsistencyRules: Rule[] = [
  {
    // One use, one grant: CPI L131-3 and C. civ. 1190 keep the narrower of two grants.
    id: 'use-granted-twice',
    source: SOURCES.strictReading,
    appliesTo: assignsRights,
    check: (c) => {
      const seen = new Map<string, Grant>();
      const findings: RuleFinding[] = [];
      for (const grant of grants(c)) {
        const first = seen.get(grant.kind);
        if (!first) {
          seen.set(grant.kind, grant);
          continue;
        }
        if (
          first.territory !== grant.territory ||
          first.months !== grant.months ||
          first.exclusive !== grant.exclusive
        ) {
          findings.push({
            severity: 'blocking',
            paths: [grant.path, first.path],
            label: 'Un même support cédé deux fois avec des étendues différentes',
            message:
              'Deux cessions contradictoires du même support se lisent dans le sens le plus étroit : gardez-en une.',
          });
        }
      }
      return findings.slice(0, 1);
    },
  },
  {
    // C. civ. 9 with CPI L131-3: the image authorisation covers what the assignment allows.
    id: 'image-narrower-than-assignment',
    source: SOURCES.imageRights,
    appliesTo: (c) => assignsRights(c) && c.clauses.imageRights.creatorAppears,
    check: (c) => {
      const image = c.clauses.imageRights;
      const all = grants(c);
      const longer = all.find((grant) => grant.months > image.durationMonths);
      if (longer) {
        return [
          {
            severity: 'blocking',
            paths: ['clauses.imageRights.durationMonths', longer.path],
            label: 'Autorisation d’image plus courte que la cession',
            message: `Les contenus seraient exploitables ${longer.months} mois mais l’image du Créateur seulement ${image.durationMonths} : alignez les durées.`,
          },
        ];
      }
      const imageTerritory = normaliseName(image.territory);
      const wider = all.find((grant) => territoryNotCovered(imageTerritory, grant.territory));
      return wider
        ? [
            {
              severity: 'warning',
              paths: ['clauses.imageRights.territory'],
              label: 'Territoire de l’autorisation d’image différent de celui de la cession',
              message: 'L’image du Créateur doit pouvoir être montrée partout où les contenus sont exploités.',
            },
          ]
        : [];
    },
  },
  {
    // CPI L132-31: a work commissioned for advertising (UGC, or content the brand reuses) states a
    // separate price for each mode of exploitation.
    id: 'use-price-per-mode',
    source: SOURCES.advertisingWork,
    appliesTo: assignsRights,
    check: (c) => {
      const index = c.clauses.rightsAssignment.uses.findIndex((use) => !(use.price > 0));
      return index === -1
        ? []
        : [
            {
              severity: 'blocking',
              paths: [`clauses.rightsAssignment.uses.${index}.price`],
              label: 'Prix distinct pour chaque mode d’exploitation',
              message:
                'Pour un contenu publicitaire, un prix global pour tous les usages expose la cession à être contestée.',
            },
          ];
    },
  },
];
