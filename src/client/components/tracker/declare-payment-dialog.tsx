import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { declarePaymentBodySchema, type PaymentItem } from '#shared/api/tracker.ts';
import type { TrackerApi } from '#client/api/tracker.ts';
import { useDeclarePayment } from '#client/api/tracker-mutations.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { trackerErrorMessage, trackerMessages } from '#client/components/tracker/tracker-messages.ts';
import { applyServerFieldErrors } from '#client/lib/form-errors.ts';
import { DialogFormFooter } from '#client/components/tracker/dialog-form-footer.tsx';

type DeclarePaymentDialogProps = {
  api: TrackerApi;
  item: PaymentItem;
  /** The creator says « reçu », the brand « envoyé ». */
  side: 'influencer' | 'brand';
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export const declareLabel = (side: 'influencer' | 'brand') =>
  side === 'influencer' ? 'Déclarer le paiement reçu' : 'Déclarer le paiement envoyé';

/** The day of the transfer, as the party declaring it saw it; the other party then confirms. */
export function DeclarePaymentDialog({ open, onOpenChange, ...props }: DeclarePaymentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <DeclareForm {...props} onDone={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function DeclareForm({
  api,
  item,
  side,
  today,
  onDone,
}: Omit<DeclarePaymentDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const declare = useDeclarePayment(api);
  const form = useForm({ resolver: zodResolver(declarePaymentBodySchema), defaultValues: { paidOn: today } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ paidOn }) => {
    try {
      await declare.mutateAsync({ itemId: item.id, paidOn });
      toast.success(trackerMessages.paymentDeclared);
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['paidOn'])) return;
      form.setError('root', { message: trackerErrorMessage(error, trackerMessages.paymentFailed) });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{declareLabel(side)}</DialogTitle>
        <DialogDescription>
          {item.label} :{' '}
          {side === 'influencer'
            ? 'indiquez le jour où le virement vous est parvenu.'
            : 'indiquez le jour où vous avez fait le virement ; le Créateur en confirmera la réception.'}
        </DialogDescription>
      </DialogHeader>
      <FormField label={side === 'influencer' ? 'Reçu le' : 'Envoyé le'} error={errors.paidOn?.message}>
        <Input type="date" max={today} {...form.register('paidOn')} />
      </FormField>
      <DialogFormFooter
        error={errors.root?.message}
        onCancel={onDone}
        isSubmitting={isSubmitting}
        submitLabel="Déclarer"
      />
    </form>
  );
}
