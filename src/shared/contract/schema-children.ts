import { z } from 'zod';
import {
  ADDRESS_MAX,
  emailField,
  FREE_TEXT_MAX,
  flag,
  integerField,
  listOf,
  moneyField,
  NAME_MAX,
  optionalDateField,
  optionalText,
  SHORT_TEXT_MAX,
  text,
} from '#shared/contract/schema-fields.ts';

export const CHILDREN_MAX = 5;
export const PARENTS_MAX = 2;

export const childSchema = z.object({
  name: text(NAME_MAX),
  birthDate: optionalDateField,
});
export type Child = z.infer<typeof childSchema>;

/** C. civ. 372-1 (loi n° 2024-120): both parents protect the child's image together. */
export const parentSchema = z.object({
  name: text(NAME_MAX),
  email: emailField.default(''),
  address: optionalText(ADDRESS_MAX),
});
export type Parent = z.infer<typeof parentSchema>;

/**
 * C. trav. L7124-9 and L7124-25: the part of the child's pay the authorisation leaves to the
 * parents; the rest is deposited at the Caisse des dépôts et consignations until majority.
 * `childPay` is the sum of money owed for the child's appearance: pay only in kind is not
 * accepted for a child (docs/decisions/012-child-pay-in-kind.md).
 */
export const depositShareSchema = z
  .object({
    childPay: moneyField.default(0),
    depositPercent: integerField(0, 100).default(0),
  })
  .prefault({});
export type DepositShare = z.infer<typeof depositShareSchema>;

/**
 * A child under 16 in the content (C. trav. L7124-1, loi n° 2020-1266). Replaces
 * `declarations.minorUnder16` and `declarations.minorAuthorisation` (migrated on read by
 * `migrate-body.ts`).
 */
export const childrenSchema = z
  .object({
    present: flag(false),
    list: listOf(childSchema, CHILDREN_MAX).default([]),
    /** The authority that gave the prior individual authorisation, e.g. « préfet de Paris (DDETS) ». */
    authorisationAuthority: optionalText(SHORT_TEXT_MAX),
    authorisationDate: optionalDateField,
    authorisationReference: optionalText(FREE_TEXT_MAX),
    parents: listOf(parentSchema, PARENTS_MAX).default([]),
    soleParentalAuthority: flag(false),
    soleAuthorityReason: optionalText(FREE_TEXT_MAX),
    depositShare: depositShareSchema,
  })
  .prefault({});
export type Children = z.infer<typeof childrenSchema>;
