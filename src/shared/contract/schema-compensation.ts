import { z } from 'zod';
import {
  FREE_TEXT_MAX,
  flag,
  integerField,
  listOf,
  moneyField,
  NAME_MAX,
  optionalText,
  text,
} from '#shared/contract/schema-fields.ts';

export const currencySchema = z.enum(['EUR', 'USD'], { error: 'Devise non prise en charge.' });
export type Currency = z.infer<typeof currencySchema>;

/**
 * standard: VAT charged on top of the amount; franchise: VAT not applicable (CGI art. 293 B);
 * reverse-charge: the customer accounts for VAT (CGI art. 283-2, intra-EU services).
 */
export const vatTreatmentSchema = z.enum(['standard', 'franchise', 'reverse-charge'], {
  error: 'Régime de TVA non pris en charge.',
});
export type VatTreatment = z.infer<typeof vatTreatmentSchema>;

/** A benefit in kind: its value counts toward the threshold of loi n° 2023-451, art. 8 I. */
export const productSchema = z.object({
  name: text(NAME_MAX),
  retailValue: moneyField,
  quantity: integerField(1, 1000).default(1),
});
export type Product = z.infer<typeof productSchema>;

export const productReturnSchema = z
  .object({
    required: flag(false),
    conditions: optionalText(FREE_TEXT_MAX),
  })
  .prefault({});
export type ProductReturn = z.infer<typeof productReturnSchema>;

export const compensationSchema = z.object({
  paymentAmount: moneyField,
  currency: currencySchema,
  paymentConditions: text(FREE_TEXT_MAX),
  additionalObligations: text(FREE_TEXT_MAX),
  vatTreatment: vatTreatmentSchema.default('standard'),
  /** Code de commerce L441-10 I: at most sixty days from the invoice date. */
  paymentDueDays: integerField(0, 60).default(30),
  products: listOf(productSchema).default([]),
  productReturn: productReturnSchema,
});
export type Compensation = z.infer<typeof compensationSchema>;
