import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useVerifyEmail } from '#client/features/auth/api/verify-email.ts';
import { AuthShell } from '#client/features/auth/components/auth-shell.tsx';
import type { AuthLocationState } from '#client/lib/location-state.ts';
import { sessionStore } from '#client/lib/session-store.ts';

/**
 * Opens the link of the confirmation e-mail: loading, then success. A missing or refused link
 * goes to /verify-required (spec section 2), which explains it and offers a new link and the
 * way back to login.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  // The token is single-use: the effect must not send it twice (React's strict mode runs effects twice).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const refuse = () => {
      toast.error(messages.verifyLinkInvalid);
      const state: AuthLocationState = { email: sessionStore.getState().user?.email, reason: 'invalid-link' };
      void navigate('/verify-required', { replace: true, state });
    };
    if (!token) {
      refuse();
      return;
    }
    verify.mutate(token, {
      onSuccess: () => toast.success(messages.verifySucceeded),
      onError: refuse,
    });
  }, [token, navigate, verify.mutate]);

  if (verify.isSuccess) {
    return (
      <AuthShell
        icon={<MailCheck aria-hidden="true" />}
        title="Adresse e-mail confirmée"
        description="Merci ! Votre compte est activé. Prenez deux minutes pour le configurer : vos contrats seront préremplis avec vos informations."
      >
        <title>Adresse confirmée · Paraphe</title>
        <Button asChild size="lg" className="w-full">
          <Link to="/onboarding">Configurer mon compte</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Vérification en cours" description="Nous confirmons votre adresse e-mail, un instant…">
      <title>Vérification · Paraphe</title>
      <div className="flex justify-center py-6 text-ink-600">
        <Spinner className="size-7" label="Vérification de votre adresse e-mail" />
      </div>
    </AuthShell>
  );
}
