import { z } from 'zod';

/** GET /api/credits/balance. `remaining` is null when exports are unlimited (Pro). */
export const creditBalanceSchema = z.object({
  remaining: z.number().int().nullable(),
  monthlyAllowance: z.number().int(),
  monthlyRemaining: z.number().int(),
  topupRemaining: z.number().int(),
  unlimited: z.boolean(),
  /** When the monthly allowance renews: the first instant of next month in Paris. */
  periodEnd: z.iso.datetime({ offset: true }),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const exportResponseSchema = z.object({ downloadUrl: z.string() });
export type ExportResponse = z.infer<typeof exportResponseSchema>;
