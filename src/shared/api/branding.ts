import { z } from 'zod';
import { ACCENT_COLOR_PATTERN } from '#shared/branding/accent-color.ts';

/** Request and response shapes of /api/branding (brand personalisation, Pro). */

/** The bytes of the uploaded logo: 200 kB (spec: size-limited). An SVG is stored as a PNG drawn from it. */
export const LOGO_MAX_BYTES = 200 * 1024;

export const logoMimeTypes = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const logoMimeTypeSchema = z.enum(logoMimeTypes, { error: 'Format accepté : PNG, JPEG ou SVG.' });
export type LogoMimeType = z.infer<typeof logoMimeTypeSchema>;

export const accentColorSchema = z
  .string({ error: 'Ce champ doit être un texte.' })
  .trim()
  .toLowerCase()
  .regex(ACCENT_COLOR_PATTERN, 'Couleur invalide : le format #RRGGBB est attendu.');

/**
 * PUT /api/branding. A field left out is kept; `null` removes it. The logo travels in base64
 * inside JSON: at 200 kB it stays well under the API's body limit.
 */
export const updateBrandingBodySchema = z.object({
  logo: z
    .object({
      mimeType: logoMimeTypeSchema,
      data: z.base64({ error: 'Le fichier doit être encodé en base64.' }),
    })
    .nullable()
    .optional(),
  accentColor: accentColorSchema.nullable().optional(),
});
export type UpdateBrandingBody = z.infer<typeof updateBrandingBodySchema>;

export const brandingSchema = z.object({
  /** A data: URL, ready for an <img> of the preview and the PDF. */
  logoDataUrl: z.string().nullable(),
  accentColor: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const emptyBranding: Branding = { logoDataUrl: null, accentColor: null };
