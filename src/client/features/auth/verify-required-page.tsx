import { MailWarning } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { messages } from '#shared/messages.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ResendVerificationForm } from '#client/features/auth/components/resend-verification-form.tsx';
import { AuthShell } from '#client/features/auth/components/auth-shell.tsx';
import { readLocationState } from '#client/lib/location-state.ts';
import { useLogout } from '#client/lib/logout.ts';
import { useSession } from '#client/lib/use-session.ts';

/** Where an unconfirmed account waits: the address, a new link, a way out (spec section 2). */
export function VerifyRequiredPage() {
  const location = useLocation();
  const { email: stateEmail, reason } = readLocationState(location);
  const { user } = useSession();
  const { logout, isPending } = useLogout();
  const email = stateEmail ?? user?.email;

  // Confirmed meanwhile (here or in another tab): nothing left to do on this screen.
  if (user?.isEmailVerified) return <Navigate to="/" replace />;

  return (
    <AuthShell
      icon={<MailWarning aria-hidden="true" />}
      title="Confirmez votre adresse e-mail"
      description={
        email ? (
          <>
            Nous avons envoyé un lien de confirmation à{' '}
            <strong className="font-semibold wrap-anywhere text-ink-950">{email}</strong>. Ouvrez-le pour activer votre
            compte : il reste valable 24 heures.
          </>
        ) : (
          'Votre adresse e-mail doit être confirmée avant d’accéder à votre espace. Indiquez-la pour recevoir un nouveau lien.'
        )
      }
      footer={
        user ? (
          <>
            Ce n’est pas votre adresse ?{' '}
            <Button variant="link" className="text-sm" isLoading={isPending} onClick={() => void logout()}>
              Se déconnecter
            </Button>
          </>
        ) : (
          <Link to="/login" className="font-medium text-ink-900 underline underline-offset-4">
            Retour à la connexion
          </Link>
        )
      }
    >
      <title>Confirmez votre adresse · Paraphe</title>
      {reason === 'invalid-link' ? (
        <Alert variant="destructive">{messages.verifyLinkInvalid} Demandez-en un nouveau ci-dessous.</Alert>
      ) : null}
      <ResendVerificationForm key={email ?? 'inconnue'} knownEmail={email} />
      <p className="text-sm leading-relaxed text-muted-foreground">
        Rien reçu après quelques minutes ? Vérifiez vos courriers indésirables, puis renvoyez l’e-mail.
      </p>
    </AuthShell>
  );
}
