import { z } from 'zod';
import { contractStatusSchema, contractTypeSchema } from '#shared/contract/schema.ts';

/**
 * GET /api/statistics (Pro): the dashboard's advanced statistics over the last twelve calendar
 * months in Europe/Paris (the current one included). Amounts are whole cents. Euros are summed;
 * amounts in US dollars are summed apart and never converted (no exchange rate is stored with a
 * contract), so they count neither in the euro totals nor toward the threshold.
 */
const amountsSchema = z.object({
  contracts: z.number().int().min(0),
  eurCents: z.number().int(),
  usdCents: z.number().int(),
});
export type StatisticsAmounts = z.infer<typeof amountsSchema>;

export const statisticsSchema = z.object({
  /** 'YYYY-MM' of the first and last month of the window. */
  window: z.object({ from: z.string(), to: z.string() }),
  contractsPerMonth: z.array(z.object({ month: z.string(), count: z.number().int().min(0) })),
  byStatus: z.array(amountsSchema.extend({ status: contractStatusSchema })),
  byType: z.array(amountsSchema.extend({ type: contractTypeSchema })),
  exportsThisMonth: z.number().int().min(0),
  counterparties: z.array(
    z.object({
      name: z.string(),
      contracts: z.number().int().min(0),
      payCents: z.number().int(),
      giftCents: z.number().int(),
      totalCents: z.number().int(),
      usdCents: z.number().int(),
      reachesThreshold: z.boolean(),
    }),
  ),
  /** Whose side is the counterparty: the brand for a creator, the creator for a brand. */
  counterpartyRole: z.enum(['brand', 'creator']),
  threshold: z.object({ cents: z.number().int(), source: z.string() }),
});
export type Statistics = z.infer<typeof statisticsSchema>;
