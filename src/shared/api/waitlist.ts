import { z } from 'zod';
import { emailSchema } from '#shared/account/rules.ts';

/**
 * POST /api/waitlist. The landing's form sends the spec's fields (`EMAIL`, `locale`, the
 * honeypot `email_address_check`) as multipart/form-data or urlencoded; JSON `{ email }` is
 * accepted too. The server reads either shape into this one.
 */
export const waitlistSignupSchema = z.object({
  email: emailSchema,
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
    .catch('fr')
    .default('fr'),
});
export type WaitlistSignup = z.input<typeof waitlistSignupSchema>;

/** The same answer whether the address is new, already listed, or caught by the honeypot. */
export const waitlistResponseSchema = z.object({ ok: z.literal(true) });

/**
 * GET /api/waitlist/stats: the real count, its display form ('500+', see
 * shared/waitlist/signup-count.ts), the launch date (YYYY-MM-DD) and, when the operator uses
 * an external e-mail-marketing form, its URL (the landing then posts there instead).
 */
export const waitlistStatsSchema = z.object({
  count: z.number().int().nonnegative(),
  display: z.string(),
  launchDate: z.string(),
  formUrl: z.string().nullable(),
});
export type WaitlistStats = z.infer<typeof waitlistStatsSchema>;
