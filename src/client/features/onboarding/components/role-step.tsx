import { Building2, Sparkles } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { Role } from '#shared/account/rules.ts';
import {
  type ProfessionalDetailsFormValues,
  roleLabels,
} from '#client/components/account/professional-details-values.ts';
import { FormFieldset } from '#client/components/ui/form-field.tsx';
import { RadioCard, RadioGroup } from '#client/components/ui/radio-group.tsx';

const roles: { value: Role; description: string; icon: typeof Sparkles }[] = [
  {
    value: 'creator',
    description: 'Vous créez du contenu et collaborez avec des marques, en société ou en tant que particulier.',
    icon: Sparkles,
  },
  {
    value: 'brand',
    description: 'Vous faites appel à des créateurs pour promouvoir vos produits ou vos services.',
    icon: Building2,
  },
];

export function RoleStep({ form }: { form: UseFormReturn<ProfessionalDetailsFormValues> }) {
  const error = form.formState.errors.role?.message;
  return (
    <Controller
      control={form.control}
      name="role"
      render={({ field }) => (
        <FormFieldset legend="Vous êtes" hideLegend error={error}>
          <RadioGroup
            value={field.value ?? ''}
            onValueChange={(value) => {
              field.onChange(value as Role);
              // A brand is never a physical person (spec section 4).
              if (value === 'brand') form.setValue('isPhysicalPerson', false);
            }}
            aria-invalid={error ? true : undefined}
            className="gap-4 sm:grid-cols-2"
          >
            {roles.map(({ value, description, icon: Icon }) => (
              <RadioCard
                key={value}
                value={value}
                title={roleLabels[value]}
                description={description}
                icon={<Icon aria-hidden="true" className="size-5" />}
                aria-invalid={error ? true : undefined}
                className="min-h-36"
              />
            ))}
          </RadioGroup>
        </FormFieldset>
      )}
    />
  );
}
