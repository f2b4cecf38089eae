import { isGiven } from '#shared/law/given.ts';
import { SOURCES } from '#shared/law/sources.ts';
import type { Rule } from '#shared/law/types.ts';

/**
 * When « le Créateur » is a company, the author and the person on camera are natural persons
 * (CPI L111-1, L113-1; C. civ. 9): they intervene in the contract to assign or confirm their
 * rights and give their image authorisation.
 */
export const companyRules: Rule[] = [
  {
    id: 'company-intervenors',
    source: SOURCES.authors,
    appliesTo: (c) => !c.parties.influencer.isPhysicalPerson,
    check: (c) => {
      const { intervenors } = c.parties;
      const index = intervenors.findIndex((person) => !isGiven(person.name));
      if (intervenors.length > 0 && index === -1) return [];
      return [
        {
          severity: 'blocking',
          paths: [index === -1 ? 'parties.intervenors' : `parties.intervenors.${index}.name`],
          label: 'Personnes physiques qui créent ou apparaissent pour la société du Créateur',
          message:
            'Une société n’est ni auteur ni titulaire d’une image : l’auteur et la personne filmée interviennent au contrat.',
        },
      ];
    },
  },
  {
    // C. trav. L7123-2 and L7123-3: a person who presents a product through their image is
    // presumed an employee (« mannequin »); the contract records what rebuts it.
    id: 'worker-status',
    source: SOURCES.workerStatus,
    appliesTo: (c) => c.parties.influencer.isPhysicalPerson && c.workerStatus.regime === 'independent',
    check: (c) =>
      isGiven(c.workerStatus.registration) || isGiven(c.parties.influencer.siret)
        ? []
        : [
            {
              severity: 'warning',
              paths: ['workerStatus.registration'],
              label: 'Preuve de l’activité indépendante du Créateur',
              message:
                'Sans immatriculation, la personne qui présente un produit par son image est présumée salariée (mannequin).',
            },
          ],
  },
];
