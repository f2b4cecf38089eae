import type { IntervenorRole } from '#shared/contract/schema-parties.ts';
import type { Currency, ValueBasis, VariablePayBasis, VatTreatment } from '#shared/contract/schema-compensation.ts';
import type { DisclosureMention, Sector } from '#shared/contract/schema-deliverables.ts';
import type { WorkerRegime } from '#shared/contract/schema-status.ts';
import type { UsageKind } from '#shared/contract/schema-rights.ts';

/** Loi n° 2023-451, art. 5: the exact wording the content must carry. */
export const disclosureMentionLabels: Record<DisclosureMention, string> = {
  publicite: 'Publicité',
  'collaboration-commerciale': 'Collaboration commerciale',
};

export const usageKindLabels: Record<UsageKind, string> = {
  'organic-social': 'Publications organiques sur les comptes de réseaux sociaux de la Marque',
  'paid-social': 'Publicités sponsorisées sur les réseaux sociaux',
  website: 'Site internet et boutique en ligne de la Marque',
  email: 'Lettres d’information et campagnes par courrier électronique',
  print: 'Supports imprimés (catalogues, affiches, brochures)',
  'point-of-sale': 'Publicité sur le lieu de vente',
  'video-broadcast': 'Diffusion vidéo (télévision, cinéma, écrans numériques)',
  other: 'Autre exploitation',
};

export const vatTreatmentLabels: Record<VatTreatment, string> = {
  standard: 'TVA en sus au taux en vigueur',
  franchise: 'TVA non applicable (article 293 B du CGI)',
  'reverse-charge': 'Autoliquidation de la TVA par le preneur',
};

export const currencyLabels: Record<Currency, string> = {
  EUR: 'euros',
  USD: 'dollars des États-Unis',
};

export const sectorLabels: Record<Sector, string> = {
  food: 'Alimentation et boissons',
  alcohol: 'Boissons alcooliques',
  gambling: 'Jeux d’argent et de hasard',
  finance: 'Produits financiers et crypto-actifs',
  cosmetics: 'Cosmétiques et allégations de santé',
  'children-products': 'Produits destinés aux enfants',
  other: 'Autre secteur',
};

export const workerRegimeLabels: Record<WorkerRegime, string> = {
  independent: 'Activité indépendante établie (présomption de salariat écartée)',
  'presumption-applies': 'La présomption de salariat du mannequin s’applique',
};

export const intervenorRoleLabels: Record<IntervenorRole, string> = {
  author: 'Auteur des contenus',
  performer: 'Personne apparaissant à l’image',
  'author-performer': 'Auteur et personne à l’image',
};

export const variablePayBasisLabels: Record<VariablePayBasis, string> = {
  'affiliate-link': 'Lien d’affiliation',
  'promo-code': 'Code promotionnel',
};

export const valueBasisLabels: Record<ValueBasis, string> = {
  HT: 'Hors taxes',
  TTC: 'Toutes taxes comprises',
};
