import { z } from 'zod';
import {
  dateField,
  FREE_TEXT_MAX,
  flag,
  integerField,
  optionalDateField,
  optionalText,
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

/** Termination for convenience: either party may end the contract without a breach, with notice. */
export const convenienceTerminationSchema = z
  .object({
    enabled: flag(false),
    noticeDays: integerField(1, 365).default(30),
  })
  .prefault({});

export const terminationSchema = z.object({
  /** Days the party in breach has, after formal notice, to remedy it (C. civ. 1225). */
  breachNoticeDays: integerField(0, 365),
  /** Days between the notification of termination and its effect; 0 = on receipt. */
  noticeDays: integerField(0, 365).default(0),
  convenience: convenienceTerminationSchema,
  effects: text(FREE_TEXT_MAX),
});

/**
 * French law, or another legal system that must be named (« droit de l'État de New York »,
 * « droit anglais »). Stored `US` / `UK` are migrated to `OTHER` with no system named.
 */
export const lawSchema = z.enum(['FR', 'OTHER'], { error: 'Droit applicable non pris en charge.' });
export type Law = z.infer<typeof lawSchema>;

/** CPC art. 750-1: mediation before court for claims up to 5,000 €. */
export const mediationSchema = z
  .object({
    enabled: flag(true),
    mediatorName: optionalText(SHORT_TEXT_MAX),
  })
  .prefault({});

export const lawAndJurisdictionSchema = z.object({
  law: lawSchema,
  otherLegalSystem: optionalText(SHORT_TEXT_MAX),
  /** Printed as a jurisdiction clause only when every party is a merchant (CPC art. 48). */
  courtCity: text(SHORT_TEXT_MAX),
  mediation: mediationSchema,
  /** C. consom. L612-1: the consumer mediator when the creator acts as a consumer. */
  consumerMediator: optionalText(SHORT_TEXT_MAX),
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
