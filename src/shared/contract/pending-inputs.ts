import { z } from 'zod';

/**
 * What the user typed in a field whose format is not right yet (a SIRET of 3 digits, an
 * e-mail without « @ », « abc » as an amount), kept by path (`parties.creator.siret`,
 * `deliverables.publications.0.date`) beside the contract. The contract's body holds a valid
 * value in its place, so every reader of the body (preview, PDF, law engine) sees a valid
 * contract; the editor shows the raw input back with its error; export and signature are
 * refused while any is left.
 */

export const PENDING_INPUTS_MAX = 100;
export const PENDING_VALUE_MAX = 10_000;

export const pendingValueSchema = z.union([z.string().max(PENDING_VALUE_MAX), z.number(), z.boolean()]);
export type PendingValue = z.infer<typeof pendingValueSchema>;

export const pendingInputsSchema = z
  .record(z.string().max(300), pendingValueSchema)
  .refine((inputs) => Object.keys(inputs).length <= PENDING_INPUTS_MAX, {
    error: `Au plus ${PENDING_INPUTS_MAX} champs à corriger.`,
  });
export type PendingInputs = z.infer<typeof pendingInputsSchema>;
