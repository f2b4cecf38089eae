import { zodResolver } from '@hookform/resolvers/zod';
import { Percent, Plus } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type PaymentScheduleBody,
  paymentScheduleBodySchema,
  SCHEDULE_MAX,
  type Tracker,
} from '#shared/api/tracker.ts';
import { errorMessages } from '#shared/messages.ts';
import type { TrackerApi } from '#client/api/tracker.ts';
import { useUpdatePaymentSchedule } from '#client/api/tracker-mutations.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Remaining, ScheduleRow } from '#client/components/tracker/schedule-fields.tsx';
import { remainingHt, splitAmount, totalHt } from '#client/components/tracker/schedule-split.ts';
import { formatHt } from '#client/components/tracker/tracker-format.ts';
import { trackerErrorMessage, trackerMessages } from '#client/components/tracker/tracker-messages.ts';
import { applyServerFieldErrors } from '#client/lib/form-errors.ts';
import { DialogFormFooter } from '#client/components/tracker/dialog-form-footer.tsx';

type Values = PaymentScheduleBody;
type PaymentScheduleDialogProps = {
  api: TrackerApi;
  tracker: Tracker;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** « Modifier l’échéancier »: the owner splits what the contract owes (30 % / 70 %…), the total kept. */
export function PaymentScheduleDialog({ open, onOpenChange, ...props }: PaymentScheduleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {open ? <ScheduleForm {...props} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ScheduleForm({
  api,
  tracker,
  onDone,
}: Omit<PaymentScheduleDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const update = useUpdatePaymentSchedule(api);
  const { currency, payments, today } = tracker;
  const total = totalHt(payments.map((payment) => payment.amountHt));
  const lastDueOn = payments.at(-1)?.dueOn ?? today;
  const form = useForm<Values>({
    resolver: zodResolver(paymentScheduleBodySchema),
    defaultValues: { items: payments.map(({ label, amountHt, dueOn }) => ({ label, amountHt, dueOn })) },
  });
  const rows = useFieldArray({ control: form.control, name: 'items' });
  const amounts = useWatch({ control: form.control, name: 'items' }).map((row) => row.amountHt);
  const remaining = remainingHt(total, amounts);
  const { errors, isSubmitting } = form.formState;

  const splitThirtySeventy = () => {
    const [deposit = 0, balance = 0] = splitAmount(total, [30, 70]);
    rows.replace([
      { label: 'Acompte (30\u00a0%)', amountHt: deposit, dueOn: today },
      { label: 'Solde (70\u00a0%)', amountHt: balance, dueOn: lastDueOn },
    ]);
    form.clearErrors();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    const placed = body.items.map((row) => row.amountHt);
    if (remainingHt(total, placed) !== 0) {
      form.setError('root', { message: errorMessages.SCHEDULE_TOTAL_MISMATCH });
      return;
    }
    try {
      await update.mutateAsync(body);
      toast.success(trackerMessages.scheduleSaved);
      onDone();
    } catch (error) {
      const paths = body.items.flatMap((_, index) =>
        (['label', 'amountHt', 'dueOn'] as const).map((key) => `items.${index}.${key}` as const),
      );
      if (applyServerFieldErrors(error, form.setError, paths)) return;
      form.setError('root', { message: trackerErrorMessage(error, trackerMessages.scheduleFailed) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Modifier l’échéancier</DialogTitle>
        <DialogDescription>
          Répartissez le paiement en plusieurs échéances. Leur total doit rester celui du contrat,{' '}
          {formatHt(total, currency)}.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={splitThirtySeventy}>
          <Percent aria-hidden="true" />
          {'Répartir 30\u00a0% / 70\u00a0%'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={rows.fields.length >= SCHEDULE_MAX}
          onClick={() =>
            rows.append({
              label: `Échéance ${rows.fields.length + 1}`,
              amountHt: Math.max(remaining, 0),
              dueOn: lastDueOn,
            })
          }
        >
          <Plus aria-hidden="true" />
          Ajouter une échéance
        </Button>
      </div>
      <ol className="grid gap-4">
        {rows.fields.map((row, index) => (
          <li key={row.id}>
            <ScheduleRow
              form={form}
              index={index}
              canRemove={rows.fields.length > 1}
              onRemove={() => rows.remove(index)}
            />
          </li>
        ))}
      </ol>
      <Remaining total={total} remaining={remaining} currency={currency} />
      <DialogFormFooter
        error={errors.root?.message}
        onCancel={onDone}
        isSubmitting={isSubmitting}
        submitLabel="Enregistrer l’échéancier"
      />
    </form>
  );
}
