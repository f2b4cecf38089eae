import { z } from 'zod';
import {
  FREE_TEXT_MAX,
  flag,
  integerField,
  listOf,
  moneyField,
  NAME_MAX,
  optionalDateField,
  optionalText,
  percentField,
  SHORT_TEXT_MAX,
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
export const valueBasisSchema = z.enum(['HT', 'TTC'], { error: 'Base de valeur non prise en charge.' });
export type ValueBasis = z.infer<typeof valueBasisSchema>;

/** The art. 8 I threshold is HT: a value typed TTC is converted with its VAT rate. */
export const productSchema = z.object({
  name: text(NAME_MAX),
  retailValue: moneyField,
  quantity: integerField(1, 1000).default(1),
  valueBasis: valueBasisSchema.default('TTC'),
  vatRate: percentField.default(20),
});
export type Product = z.infer<typeof productSchema>;

export const productReturnSchema = z
  .object({
    required: flag(false),
    conditions: optionalText(FREE_TEXT_MAX),
  })
  .prefault({});
export type ProductReturn = z.infer<typeof productReturnSchema>;

/** Art. 8 I allows pay « ou ses modalités de calcul »: a commission on an affiliate link or a promo code. */
export const variablePayBasisSchema = z.enum(['affiliate-link', 'promo-code'], {
  error: 'Base de rémunération variable non prise en charge.',
});
export type VariablePayBasis = z.infer<typeof variablePayBasisSchema>;

export const variablePaySchema = z
  .object({
    enabled: flag(false),
    basis: variablePayBasisSchema.default('promo-code'),
    ratePercent: percentField.default(0),
    code: optionalText(SHORT_TEXT_MAX),
    /** Days after each month's end within which the brand reports the sales it owes commission on. */
    reportingDays: integerField(1, 90).default(15),
  })
  .prefault({});
export type VariablePay = z.infer<typeof variablePaySchema>;

/** A cancellation fee (« kill fee ») owed when the brand cancels late. */
export const cancellationFeeSchema = z
  .object({
    enabled: flag(false),
    percent: percentField.default(30),
    /** Cancelling fewer than this many days before the first publication makes the fee due. */
    noticeDays: integerField(0, 180).default(10),
  })
  .prefault({});
export type CancellationFee = z.infer<typeof cancellationFeeSchema>;

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
  productDeliveryDate: optionalDateField,
  variablePay: variablePaySchema,
  cancellationFee: cancellationFeeSchema,
});
export type Compensation = z.infer<typeof compensationSchema>;
