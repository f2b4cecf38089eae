import { Download, LifeBuoy, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { errorMessageFor } from '#client/lib/api-error.ts';
import { useLogout } from '#client/lib/logout.ts';
import { useDownloadPersonalData } from '#client/features/profile/api/export-personal-data.ts';
import { DeleteAccountDialog } from '#client/features/profile/components/delete-account-dialog.tsx';

/** The account's actions: the RGPD export and erasure (privacy policy, section 'Vos droits'), logout. */
export function AccountActionsCard({ isPro }: { isPro: boolean }) {
  const { logout, isPending } = useLogout();
  const download = useDownloadPersonalData();
  const onExport = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(messages.dataExportSucceeded),
      onError: (error) => toast.error(errorMessageFor(error, messages.dataExportFailed)),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Compte</CardTitle>
        <CardDescription>
          Vos données vous appartiennent : emportez-les ou effacez-les. Voir la{' '}
          <Link to="/confidentialite" className="underline underline-offset-4 hover:text-ink-950">
            politique de confidentialité
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button variant="secondary" className="justify-start" isLoading={download.isPending} onClick={onExport}>
          {download.isPending ? null : <Download aria-hidden="true" />}
          Exporter mes données
        </Button>
        <Button variant="secondary" className="justify-start" isLoading={isPending} onClick={() => void logout()}>
          {isPending ? null : <LogOut aria-hidden="true" />}
          Déconnexion
        </Button>
        <DeleteAccountDialog isPro={isPro} />
      </CardContent>
    </Card>
  );
}

export function HelpCard() {
  return (
    <Card className="border-ink-900 bg-ink-900 text-white">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-white">
          <LifeBuoy aria-hidden="true" className="size-4.5 text-gold-300" />
          Besoin d’aide ?
        </CardTitle>
        <CardDescription className="text-ink-200">
          Une question sur un contrat ou sur votre compte : nous répondons généralement sous 24 heures.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="accent" className="w-full">
          <Link to="/support">Contacter le support</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
