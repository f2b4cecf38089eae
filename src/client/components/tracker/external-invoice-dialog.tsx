import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { EXTERNAL_INVOICE_NUMBER_MAX, externalInvoiceBodySchema, type PaymentItem } from '#shared/api/tracker.ts';
import type { TrackerApi } from '#client/api/tracker.ts';
import { useRecordExternalInvoice } from '#client/api/tracker-mutations.ts';
import { DialogFormFooter } from '#client/components/tracker/dialog-form-footer.tsx';
import { trackerErrorMessage, trackerMessages } from '#client/components/tracker/tracker-messages.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { applyServerFieldErrors } from '#client/lib/form-errors.ts';

type ExternalInvoiceDialogProps = {
  api: TrackerApi;
  item: PaymentItem;
  today: string;
  paymentDueDays: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * « Facture émise hors de Paraphe »: the creator who invoiced with their own tool gives its
 * number and date, from which the payment term runs (C. com. L441-10 I).
 */
export function ExternalInvoiceDialog({ open, onOpenChange, ...props }: ExternalInvoiceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? <ExternalInvoiceForm {...props} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ExternalInvoiceForm({
  api,
  item,
  today,
  paymentDueDays,
  onDone,
}: Omit<ExternalInvoiceDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const record = useRecordExternalInvoice(api);
  const form = useForm({
    resolver: zodResolver(externalInvoiceBodySchema),
    defaultValues: { number: '', issuedOn: today },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync({ itemId: item.id, body });
      toast.success(trackerMessages.externalInvoiceRecorded);
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['number', 'issuedOn'])) return;
      form.setError('root', { message: trackerErrorMessage(error, trackerMessages.externalInvoiceFailed) });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Facture émise hors de Paraphe</DialogTitle>
        <DialogDescription>
          {item.label}&nbsp;: le paiement est dû {paymentDueDays}&nbsp;jours après la date de la facture.
        </DialogDescription>
      </DialogHeader>
      <FormField label="Numéro de la facture" error={errors.number?.message}>
        <Input maxLength={EXTERNAL_INVOICE_NUMBER_MAX} {...form.register('number')} />
      </FormField>
      <FormField label="Date de la facture" error={errors.issuedOn?.message}>
        <Input type="date" max={today} {...form.register('issuedOn')} />
      </FormField>
      <DialogFormFooter
        error={errors.root?.message}
        onCancel={onDone}
        isSubmitting={isSubmitting}
        submitLabel="Enregistrer la facture"
      />
    </form>
  );
}
