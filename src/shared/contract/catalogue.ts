import type { ContractType } from '#shared/contract/schema.ts';

/** Icons are lucide names, so the catalogue stays free of any UI library. */
export type CatalogueIcon = 'euro' | 'video' | 'gift';

export type ContractCatalogueEntry = {
  id: ContractType;
  icon: CatalogueIcon;
  title: string;
  description: string;
  features: readonly string[];
  badge: string | null;
  /** A design token, not a colour value: the client maps it to its palette. */
  badgeColor: 'primary' | null;
};

/** The type picker of /create-contract (spec section 2), in display order. */
export const contractCatalogue: readonly ContractCatalogueEntry[] = [
  {
    id: 'PAID',
    icon: 'euro',
    title: 'Partenariat rémunéré',
    description: 'Une collaboration rémunérée entre une marque et un créateur, avec un cadre juridique complet.',
    features: [
      'Rémunération fixe définie',
      'Conditions de paiement détaillées',
      'Clauses de propriété intellectuelle',
      'Obligations de performance',
      'Protection juridique complète',
    ],
    badge: 'Plus populaire',
    badgeColor: 'primary',
  },
  {
    id: 'UGC',
    icon: 'video',
    title: 'Contrat UGC',
    description: 'Des contenus créés pour la marque, avec une cession des droits d’exploitation encadrée.',
    features: [
      'Cession des droits d’utilisation',
      'Usage commercial autorisé',
      'Rémunération de la création',
      'Territoire d’exploitation défini',
      'Durée d’exploitation précise',
    ],
    badge: null,
    badgeColor: null,
  },
  {
    id: 'GIFT',
    icon: 'gift',
    title: 'Collaboration cadeau',
    description: 'Des produits offerts en échange de contenus, avec les mentions obligatoires.',
    features: [
      'Échange de produits contre des contenus',
      'Valeur des produits définie',
      'Obligations de publication',
      'Mentions publicitaires',
      'Conditions de retour',
    ],
    badge: null,
    badgeColor: null,
  },
];

export function findCatalogueEntry(type: ContractType): ContractCatalogueEntry {
  const entry = contractCatalogue.find((candidate) => candidate.id === type);
  if (!entry) throw new Error(`Unknown contract type: ${type}`);
  return entry;
}
