import { z } from 'zod';
import { SIRET_LENGTH, isValidSiret, planSchema, roleSchema } from '#shared/account/rules.ts';
import { cleanString } from '#shared/text/clean-text.ts';

export const REQUIRED_FIELDS_MESSAGE = 'Veuillez remplir tous les champs obligatoires';
export const SIRET_LENGTH_MESSAGE = `Le numéro SIRET doit contenir ${SIRET_LENGTH} chiffres`;
export const SIRET_CHECKSUM_MESSAGE =
  'Ce numéro SIRET n’est pas valide : vérifiez-le sur votre extrait Kbis ou avis de situation INSEE';

const optionalText = (max: number) =>
  cleanString().trim().max(max, `${max} caractères au maximum`).optional().nullable();

/**
 * The professional details of onboarding step 2 and of the profile (spec section 5): a brand
 * is never a physical person; a physical person (creators only) has no company fields and may
 * give a postal address; any other account must give the SIRET, company name and address. The
 * legal form and the signatory's capacity print the company mentions of the contract
 * (C. com. R123-237) and are filled in where known.
 */
export const professionalDetailsSchema = z
  .object({
    role: roleSchema,
    isPhysicalPerson: z.boolean().default(false),
    // Wider than 14 and 5 so that a digit too many gets the SIRET and postal-code messages below.
    siret: optionalText(32),
    companyName: optionalText(200),
    address: optionalText(300),
    city: optionalText(100),
    postalCode: optionalText(16),
    legalForm: optionalText(60),
    signatoryCapacity: optionalText(80),
  })
  .transform((details) => {
    const isPhysicalPerson = details.role === 'creator' && details.isPhysicalPerson;
    if (isPhysicalPerson) {
      return {
        role: details.role,
        isPhysicalPerson,
        siret: null,
        companyName: null,
        address: details.address || null,
        city: details.city || null,
        postalCode: details.postalCode || null,
        legalForm: null,
        signatoryCapacity: null,
      };
    }
    return {
      role: details.role,
      isPhysicalPerson: false,
      siret: details.siret || null,
      companyName: details.companyName || null,
      address: details.address || null,
      city: details.city || null,
      postalCode: details.postalCode || null,
      legalForm: details.legalForm || null,
      signatoryCapacity: details.signatoryCapacity || null,
    };
  })
  .superRefine((details, context) => {
    if (details.postalCode && !/^\d{5}$/.test(details.postalCode)) {
      context.addIssue({ code: 'custom', path: ['postalCode'], message: 'Le code postal doit contenir 5 chiffres' });
    }
    if (details.isPhysicalPerson) return;
    for (const field of ['siret', 'companyName', 'address', 'city', 'postalCode'] as const) {
      if (!details[field]) context.addIssue({ code: 'custom', path: [field], message: REQUIRED_FIELDS_MESSAGE });
    }
    if (details.siret) {
      if (!/^\d{14}$/.test(details.siret)) {
        context.addIssue({ code: 'custom', path: ['siret'], message: SIRET_LENGTH_MESSAGE });
      } else if (!isValidSiret(details.siret)) {
        context.addIssue({ code: 'custom', path: ['siret'], message: SIRET_CHECKSUM_MESSAGE });
      }
    }
  });

export type ProfessionalDetailsInput = z.input<typeof professionalDetailsSchema>;
export type ProfessionalDetails = z.output<typeof professionalDetailsSchema>;

/** Onboarding saves the details and remembers the plan chosen at step 3. */
export const onboardingSchema = z.intersection(
  professionalDetailsSchema,
  z.object({ intendedPlan: planSchema.optional() }),
);
