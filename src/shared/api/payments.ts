import { z } from 'zod';
import { TOPUP_SKUS } from '#shared/account/plans.ts';

/**
 * POST /api/payments/upgrade: `plan: 'pro'` for the monthly subscription, or `topupSku` for a
 * pack of extra exports. `returnPath` is where a cancelled payment sends the user back (an
 * in-app path only).
 */
export const upgradeBodySchema = z
  .object({
    plan: z.literal('pro').optional(),
    topupSku: z.enum(TOPUP_SKUS).optional(),
    returnPath: z
      .string()
      .max(300)
      .regex(/^\/(?!\/)[\w\-/?=&.%]*$/, 'Un chemin de l’application, par exemple /dashboard')
      .optional(),
  })
  .refine((body) => Boolean(body.plan) !== Boolean(body.topupSku), {
    message: 'Choisissez soit le plan Pro, soit un pack d’exports',
    path: ['plan'],
  });
export type UpgradeBody = z.infer<typeof upgradeBodySchema>;

export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

export const productSkuSchema = z.enum(['PRO_MONTHLY', ...TOPUP_SKUS]);

export const orderSchema = z.object({
  id: z.uuid(),
  sku: productSkuSchema,
  label: z.string(),
  priceCents: z.number().int(),
  recurring: z.boolean(),
  credits: z.number().int().nullable(),
  status: z.enum(['open', 'paid', 'cancelled']),
  returnPath: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const subscriptionSummarySchema = z.object({
  plan: z.enum(['free', 'pro']),
  subscription: z
    .object({
      status: z.string(),
      /** The end of the paid period: the next invoice date while the subscription runs. */
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  /** Whether the Billing Portal can be opened (the user has a customer at the provider). */
  canManage: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const orderIdParamsSchema = z.object({ id: z.uuid() });

export const sandboxPortalActionSchema = z.object({ action: z.enum(['cancel_at_period_end', 'cancel_now', 'resume']) });
