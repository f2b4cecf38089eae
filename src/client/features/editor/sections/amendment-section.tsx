import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { usageKindLabels, vatTreatmentLabels } from '#shared/contract/labels.ts';
import { parseIsoDate } from '#shared/contract/dates.ts';
import { lastDayOfTerm } from '#shared/tracker/calendar.ts';
import { FieldGrid, SubHeading } from '#client/features/editor/components/form-section.tsx';
import { CheckboxField } from '#client/features/editor/fields/checkbox-field.tsx';
import { NumberField } from '#client/features/editor/fields/number-field.tsx';
import { SelectField } from '#client/features/editor/fields/select-field.tsx';
import { TextField } from '#client/features/editor/fields/text-field.tsx';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { currencySymbol } from '#client/features/editor/sections/product-list-field.tsx';

const vatOptions = Object.entries(vatTreatmentLabels).map(([value, label]) => ({ value, label }));
const signatureOptions = [
  { value: 'electronic', label: 'Signature électronique' },
  { value: 'handwritten', label: 'Signature manuscrite (deux originaux)' },
];
const USE = 'clauses.rightsAssignment.uses.0';

/**
 * The one section of an amendment (« avenant »): the renewed use, its start, its price and how
 * it is paid and signed. Its term follows from the start and the months (C. civ. 641), so the
 * end date is kept in step rather than typed.
 */
export function AmendmentSection() {
  const { setValue } = useFormContext<EditorValues>();
  const [kind, months, start, currency] = useWatch<
    EditorValues,
    [`${typeof USE}.kind`, `${typeof USE}.durationMonths`, 'clauses.duration.startDate', 'compensation.currency']
  >({ name: [`${USE}.kind`, `${USE}.durationMonths`, 'clauses.duration.startDate', 'compensation.currency'] });

  useEffect(() => {
    const count = Number(months);
    if (typeof start !== 'string' || !parseIsoDate(start) || !Number.isInteger(count) || count < 1) return;
    setValue('clauses.duration.endDate', lastDayOfTerm(start, count), { shouldDirty: true });
  }, [start, months, setValue]);

  return (
    <>
      <SubHeading>Exploitation renouvelée</SubHeading>
      <p className="text-sm text-muted-foreground">
        {kind ? usageKindLabels[kind as keyof typeof usageKindLabels] : ''}
      </p>
      <FieldGrid>
        <TextField name={`${USE}.territory`} label="Territoire" />
        <NumberField name={`${USE}.durationMonths`} label="Durée" suffix="mois" />
        <TextField name="clauses.duration.startDate" label="Date de début" type="date" />
        <NumberField
          name={`${USE}.price`}
          label="Prix du renouvellement (HT)"
          suffix={currencySymbol(currency)}
          decimals
          hint="Un prix distinct pour ce mode d’exploitation (Code de la propriété intellectuelle, art. L132-31)."
        />
      </FieldGrid>
      <CheckboxField name={`${USE}.exclusive`} label="Exploitation exclusive" />
      <SubHeading>Paiement</SubHeading>
      <FieldGrid>
        <NumberField
          name="compensation.paymentDueDays"
          label="Délai de paiement"
          suffix="jours"
          hint="60 jours au plus après la facture (Code de commerce, art. L441-10)."
        />
        <SelectField name="compensation.vatTreatment" label="TVA" options={vatOptions} />
      </FieldGrid>
      <SubHeading>Signature</SubHeading>
      <FieldGrid>
        <SelectField name="clauses.signatures.method" label="Mode de signature" options={signatureOptions} />
        <TextField name="clauses.signatures.city" label="Lieu de signature" />
      </FieldGrid>
    </>
  );
}
