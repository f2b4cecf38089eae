import { z } from 'zod';
import {
  dateField,
  FREE_TEXT_MAX,
  integerField,
  optionalDateField,
  SHORT_TEXT_MAX,
  text,
} from '#shared/contract/schema-fields.ts';
import { advancedClausesShape } from '#shared/contract/schema-advanced.ts';
import { imageRightsSchema, ipRightsSchema, rightsAssignmentSchema } from '#shared/contract/schema-rights.ts';

export const durationSchema = z
  .object({
    startDate: dateField,
    endDate: dateField,
  })
  .superRefine((duration, context) => {
    // ISO dates compare as strings.
    if (duration.endDate < duration.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'La date de fin doit être postérieure ou égale à la date de début.',
      });
    }
  });
export type Duration = z.infer<typeof durationSchema>;

export const confidentialitySchema = z.object({
  enabled: z.boolean({ error: 'Ce champ doit valoir oui ou non.' }),
  scope: text(FREE_TEXT_MAX),
});

export const terminationSchema = z.object({
  breachNoticeDays: integerField(0, 365),
  effects: text(FREE_TEXT_MAX),
});

export const lawSchema = z.enum(['FR', 'US', 'UK'], { error: 'Droit applicable non pris en charge.' });
export type Law = z.infer<typeof lawSchema>;

export const lawAndJurisdictionSchema = z.object({
  law: lawSchema,
  courtCity: text(SHORT_TEXT_MAX),
});

/** Code civil 1366-1367 (electronic) or 1375 (one original per party). */
export const signatureMethodSchema = z.enum(['electronic', 'handwritten'], {
  error: 'Mode de signature non pris en charge.',
});
export type SignatureMethod = z.infer<typeof signatureMethodSchema>;

export const signaturesSchema = z.object({
  city: text(SHORT_TEXT_MAX),
  dateSigned: optionalDateField,
  method: signatureMethodSchema.default('electronic'),
});

export const clausesSchema = z.object({
  duration: durationSchema,
  ipRights: ipRightsSchema,
  rightsAssignment: rightsAssignmentSchema,
  imageRights: imageRightsSchema,
  confidentiality: confidentialitySchema,
  termination: terminationSchema,
  lawAndJurisdiction: lawAndJurisdictionSchema,
  signatures: signaturesSchema,
  ...advancedClausesShape,
});
export type Clauses = z.infer<typeof clausesSchema>;
