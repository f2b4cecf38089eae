import { z } from 'zod';
import {
  ADDRESS_MAX,
  FREE_TEXT_MAX,
  flag,
  integerField,
  listOf,
  MONTHS_MAX,
  moneyField,
  optionalText,
  SHORT_TEXT_MAX,
  text,
} from '#shared/contract/schema-fields.ts';

export const ipRightsSchema = z.object({
  creatorUsageLicense: text(FREE_TEXT_MAX),
  influencerContentLicense: text(FREE_TEXT_MAX),
  usageTerritory: text(SHORT_TEXT_MAX),
  usageDuration: text(100),
  /** PAID or GIFT: the brand reuses the content beyond the influencer's posts, so CPI L131-3 applies. */
  brandReuse: flag(false),
});
export type IpRights = z.infer<typeof ipRightsSchema>;

/** CPI L131-3: each destination of the assigned rights, limited in place and duration. */
export const usageKindSchema = z.enum(
  ['organic-social', 'paid-social', 'website', 'email', 'print', 'point-of-sale', 'video-broadcast', 'other'],
  { error: "Mode d'exploitation non pris en charge." },
);
export type UsageKind = z.infer<typeof usageKindSchema>;

/**
 * One mode of exploitation, granted once (L131-3, C. civ. 1190: the same medium is never
 * assigned twice with two scopes), with its own price (CPI L132-31: a separate remuneration for
 * each mode of exploitation of a work commissioned for advertising).
 */
export const contentUseSchema = z.object({
  kind: usageKindSchema,
  description: optionalText(ADDRESS_MAX),
  territory: text(SHORT_TEXT_MAX),
  durationMonths: integerField(1, MONTHS_MAX),
  price: moneyField.default(0),
  exclusive: flag(false),
  /** paid-social only: the ads run from the creator's account (whitelisting, Spark Ads). */
  creatorAccount: flag(false),
});
export type ContentUse = z.infer<typeof contentUseSchema>;

/** CPI L131-3 (each right named), L131-4 (price of the assignment). */
export const rightsAssignmentSchema = z
  .object({
    reproduction: flag(false),
    representation: flag(false),
    adaptation: flag(false),
    exclusive: flag(false),
    uses: listOf(contentUseSchema, 20).default([]),
    assignmentPrice: moneyField.default(0),
    authorCredit: flag(true),
    aiUseAllowed: flag(false),
  })
  .prefault({});
export type RightsAssignment = z.infer<typeof rightsAssignmentSchema>;

const DEFAULT_EXCLUDED_USES =
  'Toute utilisation à caractère politique, religieux ou sexuel, toute utilisation portant atteinte à la dignité, à la vie privée ou à la réputation du Créateur, et toute utilisation étrangère à la promotion des produits et services de la Marque.';

/** Code civil art. 9: a separate authorisation when the creator's image is used. */
export const imageRightsSchema = z
  .object({
    creatorAppears: flag(false),
    media: optionalText(FREE_TEXT_MAX),
    territory: optionalText(SHORT_TEXT_MAX, 'France'),
    durationMonths: integerField(1, MONTHS_MAX).default(6),
    excludedUses: optionalText(FREE_TEXT_MAX, DEFAULT_EXCLUDED_USES),
  })
  .prefault({});
export type ImageRights = z.infer<typeof imageRightsSchema>;
