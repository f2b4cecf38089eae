import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { roleSchema } from '#shared/account/rules.ts';
import { professionalDetailsResolver } from '#client/components/account/professional-details-resolver.ts';
import {
  type ProfessionalDetailsFormValues,
  toProfessionalFormValues,
} from '#client/components/account/professional-details-values.ts';
import { useSession } from '#client/lib/use-session.ts';

// Step 1 checks the role only; the cast is for the empty role the form allows before a choice.
const roleResolver = zodResolver(z.object({ role: roleSchema }), undefined, {
  raw: true,
}) as unknown as Resolver<ProfessionalDetailsFormValues>;

/**
 * One form across steps 1 and 2, validated by the schema of the current step; pre-filled when
 * the user comes back to onboarding after a first try, and with what was typed before when an
 * onboarding left midway resumes.
 */
export function useOnboardingForm(currentStep: () => number, resumed?: Partial<ProfessionalDetailsFormValues>) {
  const { userDetails } = useSession();
  const stepRef = useRef(currentStep);
  stepRef.current = currentStep;
  return useForm<ProfessionalDetailsFormValues>({
    resolver: (values, context, options) =>
      (stepRef.current() === 1 ? roleResolver : professionalDetailsResolver)(values, context, options),
    defaultValues: { ...toProfessionalFormValues(userDetails), ...resumed },
    // The page focuses the first invalid control in reading order (focusFirstInvalid).
    shouldFocusError: false,
  });
}
