import { Briefcase } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { professionalDetailsSchema } from '#shared/account/professional-details.ts';
import type { UserDetails } from '#shared/api/auth.ts';
import { messages } from '#shared/messages.ts';
import { ProfessionalDetailsFields } from '#client/components/account/professional-details-fields.tsx';
import { professionalDetailsResolver } from '#client/components/account/professional-details-resolver.ts';
import {
  DETAILS_FIELDS,
  type ProfessionalDetailsFormValues,
  toProfessionalFormValues,
} from '#client/components/account/professional-details-values.ts';
import { useUpdateUserDetails } from '#client/features/profile/api/update-user-details.ts';
import { ProfessionalInfoView } from '#client/features/profile/components/professional-info-view.tsx';
import { EditActions, ProfileSection } from '#client/features/profile/components/profile-section.tsx';
import { RoleChoice } from '#client/features/profile/components/role-choice.tsx';
import { errorMessageFor } from '#client/lib/api-error.ts';
import { applyServerFieldErrors, focusFirstInvalid } from '#client/lib/form-errors.ts';

/** The professional details with the same rules as onboarding step 2, saved with PUT /api/user. */
export function ProfessionalInfoCard({ details }: { details: UserDetails | null }) {
  const [isEditing, setIsEditing] = useState(false);
  const updateDetails = useUpdateUserDetails();
  const form = useForm<ProfessionalDetailsFormValues>({
    resolver: professionalDetailsResolver,
    defaultValues: toProfessionalFormValues(details),
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);

  const cancel = () => {
    form.reset(toProfessionalFormValues(details));
    setIsEditing(false);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await updateDetails.mutateAsync(professionalDetailsSchema.parse(values));
        form.reset(toProfessionalFormValues(saved));
        toast.success(messages.professionalInfoUpdated);
        setIsEditing(false);
      } catch (error) {
        if (applyServerFieldErrors(error, form.setError, ['role', ...DETAILS_FIELDS])) return;
        toast.error(errorMessageFor(error, messages.professionalInfoFailed));
      }
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <ProfileSection
      title="Informations professionnelles"
      description="Elles identifient la partie qui signe vos contrats : vos nouveaux contrats en sont préremplis et vos brouillons suivent leurs changements."
      icon={<Briefcase aria-hidden="true" />}
      isEditing={isEditing}
      onEdit={() => {
        form.reset(toProfessionalFormValues(details));
        setIsEditing(true);
      }}
    >
      {isEditing ? (
        <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-6">
          <RoleChoice form={form} />
          <ProfessionalDetailsFields form={form} />
          <EditActions onCancel={cancel} isSubmitting={form.formState.isSubmitting} />
        </form>
      ) : (
        <ProfessionalInfoView details={details} />
      )}
    </ProfileSection>
  );
}
