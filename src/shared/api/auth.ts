import { z } from 'zod';
import { emailSchema, passwordSchema, personNameSchema, planSchema, roleSchema } from '#shared/account/rules.ts';

/** Request and response shapes of /api/auth/*, /api/me and /api/user (spec section 7). */

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema('Le prénom'),
  lastName: personNameSchema('Le nom'),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  // Any length is accepted at login: a wrong password is a wrong password.
  password: z.string().min(1, 'Le mot de passe est obligatoire').max(1024),
});
export type LoginBody = z.input<typeof loginBodySchema>;

const tokenSchema = z.string().min(16, 'Lien invalide').max(200, 'Lien invalide');

export const verifyEmailBodySchema = z.object({ token: tokenSchema });
export const emailOnlyBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({ token: tokenSchema, newPassword: passwordSchema });
/** The refresh token comes in the body (spec) or in the HttpOnly cookie (architecture). */
export const refreshBodySchema = z.preprocess(
  (body) => body ?? {},
  // Up to 2 kB: a well-formed but unknown token (even an access token) is an ended session (401).
  z.object({ refreshToken: z.string().min(16, 'Jeton invalide').max(2048, 'Jeton invalide').optional() }),
);

export const userSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  role: roleSchema.nullable(),
  plan: planSchema,
  creditsLeft: z.number().int().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  user: userSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

export const updateMeBodySchema = z.object({
  firstName: personNameSchema('Le prénom'),
  lastName: personNameSchema('Le nom'),
});
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;

export const userDetailsSchema = z.object({
  role: roleSchema.nullable(),
  isPhysicalPerson: z.boolean(),
  siret: z.string().nullable(),
  companyName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  legalForm: z.string().nullable(),
  signatoryCapacity: z.string().nullable(),
  intendedPlan: planSchema.nullable(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/**
 * Development only (absent in production): the local outbox, newest first, so that browser
 * tests and newcomers can open the verification and reset links. `GET /api/dev/mails?to=`.
 */
export const devMailsQuerySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });
export const devMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  purpose: z.string(),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;
export const devMailsResponseSchema = z.array(devMailSchema);
