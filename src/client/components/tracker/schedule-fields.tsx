import { Trash2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { PaymentScheduleBody } from '#shared/api/tracker.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { AmountInput } from '#client/components/tracker/amount-input.tsx';
import { formatHt } from '#client/components/tracker/tracker-format.ts';

type ScheduleRowProps = {
  form: UseFormReturn<PaymentScheduleBody>;
  index: number;
  canRemove: boolean;
  onRemove: () => void;
};

/** One due date of the schedule: its name, its amount HT, its day. */
export function ScheduleRow({ form, index, canRemove, onRemove }: ScheduleRowProps) {
  const errors = form.formState.errors.items?.[index];
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem_auto] sm:items-start">
      <legend className="px-1 text-sm font-medium text-ink-900">Échéance {index + 1}</legend>
      <FormField label="Libellé" error={errors?.label?.message}>
        <Input {...form.register(`items.${index}.label`)} />
      </FormField>
      <FormField label="Montant HT" error={errors?.amountHt?.message}>
        <AmountInput control={form.control} name={`items.${index}.amountHt`} />
      </FormField>
      <FormField label="Échéance" error={errors?.dueOn?.message}>
        <Input type="date" {...form.register(`items.${index}.dueOn`)} />
      </FormField>
      <Button
        variant="ghost"
        size="icon"
        className="self-end sm:mt-6"
        disabled={!canRemove}
        onClick={onRemove}
        aria-label={`Retirer l’échéance ${index + 1}`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </fieldset>
  );
}

/** What is left to place, said as it changes. */
export function Remaining({ total, remaining, currency }: { total: number; remaining: number; currency: string }) {
  const text =
    remaining === 0
      ? `Le total correspond au contrat : ${formatHt(total, currency)}.`
      : remaining > 0
        ? `Reste à répartir : ${formatHt(remaining, currency)} sur ${formatHt(total, currency)}.`
        : `Les échéances dépassent le total du contrat de ${formatHt(-remaining, currency)}.`;
  return (
    <p
      aria-live="polite"
      data-testid="schedule-remaining"
      className={remaining === 0 ? 'text-sm text-success' : 'text-sm font-medium text-warning'}
    >
      {text}
    </p>
  );
}
