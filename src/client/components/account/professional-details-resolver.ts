import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { professionalDetailsSchema } from '#shared/account/professional-details.ts';
import type { ProfessionalDetailsFormValues } from '#client/components/account/professional-details-values.ts';

/**
 * Validates the form with the shared schema, keeping the typed strings in the form (`raw`);
 * submitters parse the values once more to get the payload with its nulls. The cast is for
 * the empty role the form allows before one is chosen: the schema is what reports it.
 */
export const professionalDetailsResolver = zodResolver(professionalDetailsSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ProfessionalDetailsFormValues>;
