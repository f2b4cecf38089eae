import { Download, LifeBuoy, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useLogout } from '#client/lib/logout.ts';

export function AccountActionsCard() {
  const { logout, isPending } = useLogout();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Compte</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button asChild variant="secondary" className="justify-start">
          <Link to="/contracts">
            <Download aria-hidden="true" />
            Exporter mes données
          </Link>
        </Button>
        <Button
          variant="destructive-outline"
          className="justify-start"
          isLoading={isPending}
          onClick={() => void logout()}
        >
          {isPending ? null : <LogOut aria-hidden="true" />}
          Déconnexion
        </Button>
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
