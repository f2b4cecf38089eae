import { Controller, type UseFormReturn } from 'react-hook-form';
import type { Role } from '#shared/account/rules.ts';
import {
  type ProfessionalDetailsFormValues,
  roleLabels,
} from '#client/components/account/professional-details-values.ts';
import { FormFieldset } from '#client/components/ui/form-field.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#client/components/ui/radio-group.tsx';

/** The role, as two compact radios (onboarding shows large cards). */
export function RoleChoice({ form }: { form: UseFormReturn<ProfessionalDetailsFormValues> }) {
  return (
    <Controller
      control={form.control}
      name="role"
      render={({ field, fieldState }) => (
        <FormFieldset legend="Vous êtes" error={fieldState.error?.message}>
          <RadioGroup
            value={field.value ?? ''}
            onValueChange={(value) => {
              field.onChange(value as Role);
              // A brand is never a physical person (spec section 4).
              if (value === 'brand') form.setValue('isPhysicalPerson', false);
            }}
            className="gap-3 sm:grid-cols-2"
          >
            {(Object.keys(roleLabels) as Role[]).map((role) => (
              <div
                key={role}
                className="flex items-center gap-3 rounded-lg border border-border px-4 py-3 has-data-[state=checked]:border-ink-900"
              >
                <RadioGroupItem value={role} id={`role-${role}`} />
                <Label htmlFor={`role-${role}`} className="cursor-pointer">
                  {roleLabels[role]}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </FormFieldset>
      )}
    />
  );
}
