import { z } from 'zod';
import { flag, NAME_MAX, optionalDateField, optionalText, SHORT_TEXT_MAX } from '#shared/contract/schema-fields.ts';

/**
 * C. trav. L7123-2 and L7123-3: a person who presents a product through their image is presumed
 * an employee (« mannequin »). The contract either records what rebuts it (independent
 * activity, registration, no subordination) or says the presumption applies.
 */
export const workerRegimeSchema = z.enum(['independent', 'presumption-applies'], {
  error: 'Statut du Créateur non pris en charge.',
});
export type WorkerRegime = z.infer<typeof workerRegimeSchema>;

export const workerStatusSchema = z
  .object({
    regime: workerRegimeSchema.default('independent'),
    /** SIRET, URSSAF or agency registration that evidences the independent activity. */
    registration: optionalText(SHORT_TEXT_MAX),
    /** The creator's civil-liability insurance. */
    insurerName: optionalText(NAME_MAX),
    insurancePolicy: optionalText(SHORT_TEXT_MAX),
  })
  .prefault({});
export type WorkerStatus = z.infer<typeof workerStatusSchema>;

/** The brief and the publication calendar, dated annexes signed with the contract. */
export const annexesSchema = z
  .object({
    briefDate: optionalDateField,
    calendarDate: optionalDateField,
  })
  .prefault({});
export type Annexes = z.infer<typeof annexesSchema>;

/** What the user confirmed when a rule would otherwise rest on a default. */
export const confirmationsSchema = z
  .object({
    newContractPastDates: flag(false),
  })
  .prefault({});
export type Confirmations = z.infer<typeof confirmationsSchema>;
