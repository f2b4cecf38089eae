import { z } from 'zod';
import { siretField, text } from '#shared/contract/schema-fields.ts';

/**
 * GET /api/law/advertiser-totals: what the user already received from one advertiser (SIRET,
 * else name), in the other contracts exported, sent or signed, for the 1 000 € HT threshold.
 */
export const advertiserTotalsQuerySchema = z.object({
  siret: siretField,
  name: text(200).default(''),
  startDate: z.iso.date({ error: 'Date invalide : une date réelle au format AAAA-MM-JJ est attendue.' }),
  /** The contract being edited, left out of the sum. */
  contractId: z.uuid().optional(),
});
export type AdvertiserTotalsQuery = z.input<typeof advertiserTotalsQuerySchema>;

export const advertiserTotalsSchema = z.object({
  calendarYearHt: z.number(),
  last12MonthsHt: z.number(),
});
