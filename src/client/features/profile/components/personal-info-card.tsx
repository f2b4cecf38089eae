import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type User, updateMeBodySchema } from '#shared/api/auth.ts';
import { messages } from '#shared/messages.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useUpdateMe } from '#client/features/profile/api/update-me.ts';
import { EditActions, ProfileSection, ProfileValue } from '#client/features/profile/components/profile-section.tsx';
import { errorMessageFor } from '#client/lib/api-error.ts';
import { applyServerFieldErrors } from '#client/lib/form-errors.ts';

export function PersonalInfoCard({ user }: { user: User }) {
  const [isEditing, setIsEditing] = useState(false);
  const updateMe = useUpdateMe();
  const saved = { firstName: user.firstName, lastName: user.lastName };
  const form = useForm({ resolver: zodResolver(updateMeBodySchema), defaultValues: saved });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (isEditing) form.setFocus('firstName');
  }, [isEditing, form]);

  const cancel = () => {
    form.reset(saved);
    setIsEditing(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const updated = await updateMe.mutateAsync(values);
      form.reset({ firstName: updated.firstName, lastName: updated.lastName });
      toast.success(messages.profileUpdated);
      setIsEditing(false);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['firstName', 'lastName'])) return;
      toast.error(errorMessageFor(error, messages.profileUpdateFailed));
    }
  });

  return (
    <ProfileSection
      title="Informations personnelles"
      description="Votre nom figure dans les contrats que vous signez."
      icon={<UserRound aria-hidden="true" />}
      isEditing={isEditing}
      onEdit={() => setIsEditing(true)}
    >
      {isEditing ? (
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Prénom" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label="Nom" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
          <FormField
            label="Adresse e-mail"
            hint="L’adresse e-mail sert à vous identifier : elle ne peut pas être modifiée."
          >
            <Input type="email" value={user.email} readOnly />
          </FormField>
          <EditActions onCancel={cancel} isSubmitting={isSubmitting} />
        </form>
      ) : (
        <dl className="grid gap-5 sm:grid-cols-2">
          <ProfileValue label="Prénom" value={user.firstName} />
          <ProfileValue label="Nom" value={user.lastName} />
          <ProfileValue label="Adresse e-mail" value={user.email} wide />
        </dl>
      )}
    </ProfileSection>
  );
}
