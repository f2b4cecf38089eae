import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { keepDigits, POSTAL_CODE_LENGTH, SIRET_LENGTH } from '#shared/account/rules.ts';
import {
  ADDRESS_FIELDS,
  COMPANY_FIELDS,
  type ProfessionalDetailsFormValues,
} from '#client/components/account/professional-details-values.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';

type ProfessionalDetailsFieldsProps = { form: UseFormReturn<ProfessionalDetailsFormValues> };

/**
 * The professional details of onboarding step 2 and of the profile (spec section 5): the
 * physical-person choice for creators, then SIRET (digits only, live counter), company name,
 * legal form, address, postal code (5 digits), city and the signatory's capacity. A physical
 * person may give a postal address only. What is given here fills the user's side of every
 * new contract.
 */
export function ProfessionalDetailsFields({ form }: ProfessionalDetailsFieldsProps) {
  const { control, register, setValue, clearErrors, formState } = form;
  const { errors } = formState;
  const [role, isPhysicalPerson, siret] = useWatch({ control, name: ['role', 'isPhysicalPerson', 'siret'] });
  const asPerson = role === 'creator' && isPhysicalPerson;

  const choosePerson = (checked: boolean) => {
    setValue('isPhysicalPerson', checked, { shouldDirty: true });
    if (!checked) return;
    // Ticking it clears the company fields (spec section 4): nothing hidden is sent.
    for (const field of COMPANY_FIELDS) setValue(field, '', { shouldDirty: true });
    clearErrors([...COMPANY_FIELDS, ...ADDRESS_FIELDS]);
  };

  const addressFields = (
    <>
      <FormField label="Adresse" optional={asPerson} error={errors.address?.message}>
        <Input autoComplete="address-line1" {...register('address')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <Controller
          control={control}
          name="postalCode"
          render={({ field }) => (
            <FormField label="Code postal" optional={asPerson} error={errors.postalCode?.message}>
              <Input
                inputMode="numeric"
                autoComplete="postal-code"
                {...field}
                onChange={(event) => field.onChange(keepDigits(event.target.value, POSTAL_CODE_LENGTH))}
              />
            </FormField>
          )}
        />
        <FormField label="Ville" optional={asPerson} error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
      </div>
    </>
  );

  return (
    <div className="grid gap-5">
      {role === 'creator' ? (
        <div className="flex items-start gap-3 rounded-lg border border-border bg-stone-50 p-4">
          <Checkbox
            id="is-physical-person"
            checked={isPhysicalPerson}
            onCheckedChange={(value) => choosePerson(value === true)}
          />
          <div className="grid gap-1">
            <Label htmlFor="is-physical-person" className="leading-snug">
              J’agis en tant que particulier (personne physique)
            </Label>
            <p className="text-xs leading-relaxed text-muted-foreground">
              Cochez si vous n’avez ni société ni numéro SIRET : vos contrats seront établis à votre nom.
            </p>
          </div>
        </div>
      ) : null}

      {asPerson ? (
        <>
          <Alert>
            Aucune information d’entreprise n’est nécessaire. Votre adresse postale, si vous la donnez, figurera sur vos
            contrats : chaque partie y est identifiée par son adresse.
          </Alert>
          {addressFields}
        </>
      ) : (
        <>
          <Controller
            control={control}
            name="siret"
            render={({ field }) => (
              <FormField
                label="Numéro SIRET"
                error={errors.siret?.message}
                hint="Les 14 chiffres figurant sur votre extrait Kbis ou votre avis de situation INSEE."
                aside={
                  <span className="text-xs tabular-nums text-muted-foreground" aria-hidden="true">
                    {siret.length}/{SIRET_LENGTH}
                  </span>
                }
              >
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  {...field}
                  onChange={(event) => field.onChange(keepDigits(event.target.value, SIRET_LENGTH))}
                />
              </FormField>
            )}
          />
          <FormField label="Raison sociale" error={errors.companyName?.message}>
            <Input autoComplete="organization" {...register('companyName')} />
          </FormField>
          <FormField
            label="Forme juridique"
            error={errors.legalForm?.message}
            hint="Par exemple SAS, SARL, EURL ou EI : elle figure à côté de votre raison sociale dans vos contrats."
          >
            <Input autoComplete="off" {...register('legalForm')} />
          </FormField>
          {addressFields}
          <FormField
            label="Votre qualité de signataire"
            error={errors.signatoryCapacity?.message}
            hint="Par exemple Président, Gérant : vous signerez vos contrats en cette qualité, sous vos nom et prénom."
          >
            <Input autoComplete="organization-title" {...register('signatoryCapacity')} />
          </FormField>
        </>
      )}
    </div>
  );
}
