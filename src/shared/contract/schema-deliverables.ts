import { z } from 'zod';
import {
  FREE_TEXT_MAX,
  flag,
  integerField,
  listOf,
  optionalDateField,
  optionalText,
  SHORT_TEXT_MAX,
  text,
  textListField,
} from '#shared/contract/schema-fields.ts';

/** Loi n° 2023-451, art. 8 I: missions stated precisely (platform, format, number, date). */
export const publicationSchema = z.object({
  platform: text(100),
  format: text(SHORT_TEXT_MAX),
  quantity: integerField(1, 100).default(1),
  /** The publication date, or the first day of a window. */
  date: optionalDateField,
  /** The last day of a window (« entre le … et le … »); empty for a fixed date. */
  dateEnd: optionalDateField,
});
export type Publication = z.infer<typeof publicationSchema>;

export const contentReviewSchema = z
  .object({
    reviewDays: integerField(0, 30).default(3),
    revisionRounds: integerField(0, 10).default(2),
  })
  .prefault({});
export type ContentReview = z.infer<typeof contentReviewSchema>;

export const deliverablesSchema = z.object({
  partnershipObject: text(FREE_TEXT_MAX),
  influencerDuties: textListField,
  influencerEthicalDuties: textListField,
  publications: listOf(publicationSchema).default([]),
  timetable: optionalText(FREE_TEXT_MAX),
  contentReview: contentReviewSchema,
});
export type Deliverables = z.infer<typeof deliverablesSchema>;

/** Loi n° 2023-451, art. 5: the two mentions the law accepts, by their exact wording. */
export const disclosureMentionSchema = z.enum(['publicite', 'collaboration-commerciale'], {
  error: 'Choisissez la mention « Publicité » ou « Collaboration commerciale ».',
});
export type DisclosureMention = z.infer<typeof disclosureMentionSchema>;

export const disclosureSchema = z
  .object({
    mention: disclosureMentionSchema.default('collaboration-commerciale'),
    retouchedImages: flag(false),
    virtualImages: flag(false),
  })
  .prefault({});
export type Disclosure = z.infer<typeof disclosureSchema>;

/**
 * Sectors with rules of their own: food (CSP L2133-1), alcohol (CSP L3323-2 ff.), gambling
 * (ANJ), finance and crypto-assets (AMF, loi n° 2023-451 art. 4), cosmetics and health claims,
 * products for children (ARPP « Enfant »).
 */
export const sectorSchema = z.enum(
  ['food', 'alcohol', 'gambling', 'finance', 'cosmetics', 'children-products', 'other'],
  {
    error: 'Secteur non pris en charge.',
  },
);
export type Sector = z.infer<typeof sectorSchema>;

export const declarationsSchema = z
  .object({
    /** Art. 8 I: French law must govern when the promotion targets an audience in France. */
    targetsFrenchAudience: flag(true),
    /** Art. 4: the advertiser confirms the product is not a forbidden promotion. */
    forbiddenPromotionExcluded: flag(false),
    /** The sector of the promoted product: its mandatory mentions and limits. */
    sector: sectorSchema.default('other'),
    sectorDetails: optionalText(FREE_TEXT_MAX),
  })
  .prefault({});
export type Declarations = z.infer<typeof declarationsSchema>;
