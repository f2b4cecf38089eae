import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type DeleteAccountBody, deleteAccountBodySchema } from '#shared/api/privacy.ts';
import { errorMessages, messages } from '#shared/messages.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { errorMessageFor, isApiError } from '#client/lib/api-error.ts';
import { applyServerFieldErrors } from '#client/lib/form-errors.ts';
import { useDeleteAccount } from '#client/features/profile/api/delete-account.ts';

/**
 * Account deletion (RGPD art. 17): what goes and what stays, then the password again. A wrong
 * password is said on the field; on success the session ends and the visitor is taken home.
 */
export function DeleteAccountDialog({ isPro }: { isPro: boolean }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await deleteAccount.mutateAsync(values);
      setOpen(false);
      toast.success(messages.accountDeleted);
      await navigate('/', { replace: true });
    } catch (error) {
      if (isApiError(error, 'WRONG_PASSWORD')) {
        form.setError('password', { type: 'server', message: errorMessages.WRONG_PASSWORD }, { shouldFocus: true });
        return;
      }
      if (isApiError(error, 'RATE_LIMITED')) {
        form.setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      if (applyServerFieldErrors(error, form.setError, ['password'])) return;
      toast.error(errorMessageFor(error, messages.accountDeleteFailed));
    }
  });

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive-outline" className="justify-start">
          <Trash2 aria-hidden="true" />
          Supprimer mon compte
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer votre compte ?</AlertDialogTitle>
          <AlertDialogDescription>
            La suppression est immédiate et définitive : rien ne pourra être récupéré.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-3 text-sm leading-relaxed text-ink-800">
          <div>
            <p className="font-semibold text-ink-950">Ce qui est effacé</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 marker:text-destructive">
              <li>votre compte, vos informations personnelles et professionnelles ;</li>
              <li>tous vos contrats, leur historique et leurs exports PDF ;</li>
              <li>vos demandes de signature qui n’ont pas abouti ;</li>
              <li>votre logo et votre couleur de marque ;</li>
              <li>vos crédits d’export, y compris ceux achetés en pack ;</li>
              <li>vos messages au support et votre inscription à la liste d’attente.</li>
              {isPro ? <li>votre abonnement Pro, résilié auprès du prestataire de paiement.</li> : null}
            </ul>
          </div>
          <div>
            <p className="font-semibold text-ink-950">Ce qui est conservé</p>
            <p className="mt-1">
              Les factures de vos paiements, anonymisées : sans nom, adresse ni lien avec votre compte, pendant les dix
              ans qu’exige le Code de commerce.
            </p>
            <p className="mt-1">
              Vos contrats signés électroniquement, avec leur PDF final et leur journal de preuve : 5 ans à compter de
              la suppression (article 2224 du Code civil), pour les autres signataires qui gardent leur lien de
              téléchargement, puis effacés.
            </p>
          </div>
          <p className="rounded-lg bg-stone-100 px-3 py-2 text-ink-700">
            Pensez à télécharger vos contrats et vos données avant de continuer.
          </p>
        </div>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <FormField label="Confirmez avec votre mot de passe" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" required {...form.register('password')} />
          </FormField>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={isSubmitting}>Annuler</AlertDialogCancel>
            <Button type="submit" variant="destructive" isLoading={isSubmitting}>
              Supprimer définitivement
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
