import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { asksVatNumbers, invoiceDetailsSchema, type PaymentItem, type Tracker } from '#shared/api/tracker.ts';
import type { TrackerApi } from '#client/api/tracker.ts';
import { useCreateInvoice } from '#client/api/tracker-mutations.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { type InvoiceDetails, invoiceBody } from '#client/components/tracker/invoice-details.ts';
import { formatTtc } from '#client/components/tracker/tracker-format.ts';
import { trackerErrorMessage, trackerMessages } from '#client/components/tracker/tracker-messages.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { applyServerFieldErrors } from '#client/lib/form-errors.ts';
import { DialogFormFooter } from '#client/components/tracker/dialog-form-footer.tsx';

export type CreateInvoiceFormProps = {
  api: TrackerApi;
  item: PaymentItem;
  tracker: Pick<Tracker, 'brandName' | 'currency' | 'vatTreatment'>;
  /** The numbers given for the previous invoice of this session. */
  remembered: InvoiceDetails;
  onIssued: (details: InvoiceDetails) => void;
  onCancel: () => void;
};

// Codes typed by hand: no capitalisation, spelling or autofill games on a phone.
const codeInput = { autoComplete: 'off', autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false } as const;
const VAT_HINT = 'Obligatoire sur une facture soumise à la TVA (article 242 nonies A de l’annexe II du CGI).';
const REVERSE_CHARGE_HINT =
  'Obligatoire en autoliquidation\u00a0: la facture porte le numéro des deux parties (article 242 nonies A de l’annexe II du CGI).';

/**
 * What the invoice needs that the signed contract does not say: the VAT numbers its treatment
 * asks and, if the creator wishes, the account to pay into. The invoice takes the next number
 * of the creator's series and is frozen (CGI 289: only a credit note cancels it).
 */
export function CreateInvoiceForm({ api, item, tracker, remembered, onIssued, onCancel }: CreateInvoiceFormProps) {
  const { brandName, currency, vatTreatment } = tracker;
  const asks = asksVatNumbers(vatTreatment);
  const invoice = useCreateInvoice(api);
  const form = useForm({ resolver: zodResolver(invoiceDetailsSchema(vatTreatment)), defaultValues: remembered });
  const { errors, isSubmitting } = form.formState;
  const shownFields = [
    ...(asks.seller ? (['sellerVatNumber'] as const) : []),
    ...(asks.buyer ? (['buyerVatNumber'] as const) : []),
    'iban',
    'bic',
  ] as const;

  const onSubmit = form.handleSubmit(async (details) => {
    try {
      await invoice.mutateAsync({ itemId: item.id, body: invoiceBody(details, vatTreatment) });
      toast.success(trackerMessages.invoiceCreated);
      onIssued(details);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, shownFields)) return;
      // An error on a field this form does not show is still said, in the server's words.
      const fieldMessage = isApiError(error) ? Object.values(error.fields)[0] : undefined;
      form.setError('root', { message: fieldMessage ?? trackerErrorMessage(error, trackerMessages.invoiceFailed) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Créer la facture</DialogTitle>
        <DialogDescription>
          {`Facture de ${formatTtc(item.amountTtc, currency)} à ${brandName} pour «\u00a0${item.label}\u00a0», sous le prochain numéro de votre série.`}
        </DialogDescription>
      </DialogHeader>
      {asks.seller ? (
        <FormField
          label="Votre numéro de TVA intracommunautaire"
          hint={VAT_HINT}
          error={errors.sellerVatNumber?.message}
        >
          <Input {...codeInput} placeholder="FR12345678901" {...form.register('sellerVatNumber')} />
        </FormField>
      ) : null}
      {asks.buyer ? (
        <FormField
          label={`Numéro de TVA intracommunautaire de ${brandName}`}
          hint={REVERSE_CHARGE_HINT}
          error={errors.buyerVatNumber?.message}
        >
          <Input {...codeInput} placeholder="DE123456789" {...form.register('buyerVatNumber')} />
        </FormField>
      ) : null}
      <FormField
        label="IBAN"
        optional
        hint="Imprimé sur la facture, pour que la Marque sache où payer."
        error={errors.iban?.message}
      >
        <Input {...codeInput} placeholder="FR76 3000 6000 0112 3456 7890 189" {...form.register('iban')} />
      </FormField>
      <FormField label="BIC" optional hint="Imprimé avec l’IBAN." error={errors.bic?.message}>
        <Input {...codeInput} placeholder="BNPAFRPP" {...form.register('bic')} />
      </FormField>
      <Alert variant="warning">
        Une facture émise ne peut plus être modifiée ni supprimée{'\u00a0'}: seul un avoir peut l’annuler.
      </Alert>
      <DialogFormFooter
        error={errors.root?.message}
        onCancel={onCancel}
        isSubmitting={isSubmitting}
        submitLabel="Créer la facture"
      />
    </form>
  );
}
