import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { Counterparty } from '#shared/api/counterparties.ts';
import { counterpartyFieldsSchema } from '#shared/counterparty/counterparty.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useUpdateCounterparty } from '#client/features/profile/api/update-counterparty.ts';
import { errorMessageFor } from '#client/lib/api-error.ts';
import { applyServerFieldErrors } from '#client/lib/form-errors.ts';

type Values = z.input<typeof counterpartyFieldsSchema>;
type Parsed = z.output<typeof counterpartyFieldsSchema>;

/** The paths the server may name in a field error, in the form's order. */
const fieldPaths = [
  'name',
  'pseudonym',
  'legalForm',
  'siret',
  'address',
  'email',
  'taxResidenceCountry',
  'signatory.name',
  'signatory.capacity',
  'signatory.email',
  'rcsCity',
  'rcsNumber',
] as const;

type CounterpartyDialogProps = { entry: Counterparty | null; onClose: () => void };

/** Edits one entry of the book with the contract's own field rules; an error keeps what was typed. */
export function CounterpartyDialog({ entry, onClose }: CounterpartyDialogProps) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {entry ? <CounterpartyForm key={entry.id} entry={entry} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CounterpartyForm({ entry, onClose }: { entry: Counterparty; onClose: () => void }) {
  const update = useUpdateCounterparty();
  const { id: _id, side, updatedAt: _updatedAt, ...fields } = entry;
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(counterpartyFieldsSchema),
    defaultValues: fields,
  });
  const { errors, isSubmitting } = form.formState;
  const isCreator = side === 'influencer';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: entry.id, body: values });
      toast.success(messages.counterpartyUpdated);
      onClose();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, fieldPaths)) return;
      toast.error(errorMessageFor(error, messages.counterpartyUpdateFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Modifier la fiche</DialogTitle>
        <DialogDescription>
          Ces informations remplissent le bloc de {isCreator ? 'ce créateur' : 'cette marque'} dans vos prochains
          contrats. Les contrats déjà rédigés ne changent pas.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={isCreator ? 'Nom ou dénomination sociale' : 'Dénomination sociale'}
          error={errors.name?.message}
        >
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        {isCreator ? (
          <FormField label="Pseudonyme" optional error={errors.pseudonym?.message}>
            <Input autoComplete="off" {...form.register('pseudonym')} />
          </FormField>
        ) : null}
        <FormField label="Forme sociale" optional error={errors.legalForm?.message}>
          <Input autoComplete="off" placeholder="SAS, SARL…" {...form.register('legalForm')} />
        </FormField>
        <FormField label="Numéro SIRET" optional hint="14 chiffres" error={errors.siret?.message}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('siret')} />
        </FormField>
        <FormField label="Adresse postale" optional error={errors.address?.message} className="sm:col-span-2">
          <Input autoComplete="off" {...form.register('address')} />
        </FormField>
        <FormField label="Adresse e-mail" optional error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField label="Pays de résidence fiscale" optional error={errors.taxResidenceCountry?.message}>
          <Input autoComplete="off" {...form.register('taxResidenceCountry')} />
        </FormField>
        <FormField label="Nom du signataire" optional error={errors.signatory?.name?.message}>
          <Input autoComplete="off" {...form.register('signatory.name')} />
        </FormField>
        <FormField label="Qualité du signataire" optional error={errors.signatory?.capacity?.message}>
          <Input autoComplete="off" placeholder="Présidente, gérant…" {...form.register('signatory.capacity')} />
        </FormField>
        <FormField label="E-mail du signataire" optional error={errors.signatory?.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('signatory.email')} />
        </FormField>
        <FormField label="Ville du RCS" optional error={errors.rcsCity?.message}>
          <Input autoComplete="off" {...form.register('rcsCity')} />
        </FormField>
        <FormField label="Numéro RCS" optional error={errors.rcsNumber?.message}>
          <Input autoComplete="off" {...form.register('rcsNumber')} />
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Enregistrer
        </Button>
      </DialogFooter>
    </form>
  );
}
