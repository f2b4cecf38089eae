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

const REPOST_LICENSE =
  'La Marque peut relayer les publications du Créateur depuis ses propres comptes (partage, republication ou mention), sans modification et en citant le Créateur, pendant la durée d’utilisation prévue au Contrat.';

const CREATOR_KEEPS_RIGHTS =
  'Le Créateur demeure titulaire de ses droits d’auteur sur les contenus ; il peut les maintenir en ligne sur ses comptes après le terme du Contrat, avec leurs mentions de transparence.';

const EFFECTS_KEEP_ACQUIRED =
  'La résiliation prend effet à l’expiration du délai de préavis. Les sommes dues au titre des contenus publiés avant cette date restent dues au Créateur, et la Marque conserve, sur ces contenus, les droits consentis par le Contrat.';

const DEFAULTS: Record<ContractType, TypeDefaults> = {
  PAID: {
    title: 'Contrat de partenariat rémunéré',
    durationDays: 90,
    influencerDuties: [
      'Réaliser et publier les contenus prévus, conformément au brief transmis par la Marque.',
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
      'La résiliation prend effet à l’expiration du délai de préavis. Les contenus livrés et validés avant cette date restent dus et payés ; les droits sur ces seuls contenus demeurent cédés dans les limites du Contrat.',
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
      'La résiliation prend effet à l’expiration du délai de préavis. En cas de résiliation pour manquement du Créateur, la Marque peut demander la restitution, à ses frais, des produits qui n’ont fait l’objet d’aucune publication.',
  },
};

export function typeSpecificDefaults(type: ContractType): TypeDefaults {
  return DEFAULTS[type];
}
