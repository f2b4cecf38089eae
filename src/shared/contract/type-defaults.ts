import type { z } from 'zod';
import type { imageRightsSchema, rightsAssignmentSchema } from '#shared/contract/schema-rights.ts';
import type { ContractType } from '#shared/contract/schema.ts';

type TypeDefaults = {
  title: string;
  durationDays: number;
  influencerDuties: string[];
  paymentConditions: string;
  creatorUsageLicense: string;
  influencerContentLicense: string;
  terminationEffects: string;
  rightsAssignment?: z.input<typeof rightsAssignmentSchema>;
  imageRights?: z.input<typeof imageRightsSchema>;
};

/** Sharing that points to the creator's own post reproduces nothing: no assignment is needed. */
const REPOST_LICENSE =
  'La Marque peut partager les publications du Créateur au moyen des fonctions de partage des Plateformes qui renvoient à la publication d’origine, et les mentionner, sans les reproduire sur ses propres comptes.';

const CREATOR_KEEPS_RIGHTS =
  'Le Créateur demeure titulaire de ses droits d’auteur sur les contenus ; il peut les maintenir en ligne sur ses comptes après le terme du Contrat, avec leurs mentions de transparence.';

const EFFECTS_KEEP_ACQUIRED =
  'Les sommes dues au titre des Contenus publiés avant la date d’effet de la résiliation restent dues au Créateur, et la Marque conserve, sur ces Contenus, les droits consentis par le Contrat.';

const DEFAULTS: Record<ContractType, TypeDefaults> = {
  PAID: {
    title: 'Contrat de partenariat rémunéré',
    durationDays: 90,
    influencerDuties: [
      'Communiquer à la Marque les statistiques de chaque publication (portée, impressions, interactions) dans les quinze jours suivant sa mise en ligne.',
    ],
    paymentConditions:
      'Paiement en une fois, par virement bancaire, après la mise en ligne de la dernière publication et sur présentation d’une facture.',
    creatorUsageLicense: REPOST_LICENSE,
    influencerContentLicense: CREATOR_KEEPS_RIGHTS,
    terminationEffects: EFFECTS_KEEP_ACQUIRED,
  },
  UGC: {
    title: 'Contrat de création de contenus et de cession de droits',
    durationDays: 30,
    influencerDuties: [
      'Créer les contenus prévus conformément au brief transmis par la Marque et les livrer en haute définition, sans musique soumise à des droits de tiers.',
    ],
    paymentConditions:
      'Paiement en une fois, par virement bancaire, après la validation des contenus par la Marque et sur présentation d’une facture.',
    creatorUsageLicense:
      'Cession à la Marque des droits d’exploitation des contenus, dans les limites stipulées à l’article « Cession des droits d’auteur ».',
    influencerContentLicense:
      'Le Créateur peut présenter les contenus dans son portfolio professionnel, sans exploitation commerciale.',
    terminationEffects:
      'Les Contenus livrés et validés avant la date d’effet de la résiliation restent dus et payés ; les droits sur ces seuls Contenus demeurent cédés dans les limites du Contrat.',
    rightsAssignment: {
      reproduction: true,
      representation: true,
      adaptation: true,
      uses: [
        { kind: 'organic-social', territory: 'France', durationMonths: 6 },
        { kind: 'paid-social', territory: 'France', durationMonths: 6 },
      ],
    },
    imageRights: {
      creatorAppears: true,
      media: 'Comptes de réseaux sociaux de la Marque, publicités sponsorisées et site internet de la Marque.',
    },
  },
  GIFT: {
    title: 'Contrat de collaboration avec remise de produits',
    durationDays: 30,
    influencerDuties: [
      'Présenter les produits remis dans les publications prévues, en exprimant librement son opinion.',
    ],
    paymentConditions:
      'Aucune rémunération en numéraire : la contrepartie des contenus est la remise des produits décrits au Contrat.',
    creatorUsageLicense: REPOST_LICENSE,
    influencerContentLicense: CREATOR_KEEPS_RIGHTS,
    terminationEffects:
      'En cas de résiliation pour manquement du Créateur, la Marque peut demander la restitution, à ses frais, des Produits qui n’ont fait l’objet d’aucune publication.',
  },
};

export function typeSpecificDefaults(type: ContractType): TypeDefaults {
  return DEFAULTS[type];
}
