import { KeyRound, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useSendPasswordReset } from '#client/features/profile/api/send-password-reset.ts';
import { ProfileSection } from '#client/features/profile/components/profile-section.tsx';
import { errorMessageFor } from '#client/lib/api-error.ts';

export function SecurityCard({ email }: { email: string }) {
  const sendReset = useSendPasswordReset();
  const onReset = () =>
    sendReset.mutate(email, {
      onSuccess: () => toast.success(messages.profileResetLinkSent),
      onError: (error) => toast.error(errorMessageFor(error, messages.profileResetLinkFailed)),
    });
  return (
    <ProfileSection
      title="Sécurité"
      description="Protégez l’accès à vos contrats."
      icon={<ShieldCheck aria-hidden="true" />}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-relaxed text-muted-foreground">
          Recevez à <span className="font-medium wrap-anywhere text-ink-900">{email}</span> un lien pour choisir un
          nouveau mot de passe. Vos autres sessions seront fermées.
        </p>
        <Button variant="secondary" className="shrink-0" isLoading={sendReset.isPending} onClick={onReset}>
          {sendReset.isPending ? null : <KeyRound aria-hidden="true" />}
          Réinitialiser mon mot de passe
        </Button>
      </div>
    </ProfileSection>
  );
}
