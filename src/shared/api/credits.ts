import { z } from 'zod';
import { findingSchema } from '#shared/law/finding-schema.ts';

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

/**
 * POST /api/contracts/:id/export. `kind` says what was produced: the contract, or a draft
 * marked « PROJET — non conforme » on every page (no credit spent, status unchanged), with the
 * blocking findings that made it one.
 */
export const exportResponseSchema = z.object({
  downloadUrl: z.string(),
  kind: z.enum(['contract', 'draft']),
  findings: z.array(findingSchema),
});
export type ExportResponse = z.infer<typeof exportResponseSchema>;
