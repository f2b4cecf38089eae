import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { emailOnlyBodySchema } from '#shared/api/auth.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useRequestPasswordReset } from '#client/features/auth/api/forgot-password.ts';
import { AuthShell } from '#client/features/auth/components/auth-shell.tsx';
import { isApiError } from '#client/lib/api-error.ts';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(emailOnlyBodySchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
    } catch (error) {
      // Whether the account exists is never said; being offline or rate-limited is.
      if (isApiError(error, 'NETWORK_ERROR') || isApiError(error, 'RATE_LIMITED')) {
        toast.error(error.message);
        return;
      }
    }
    toast.success(messages.forgotPasswordSent);
    await navigate('/login');
  });

  return (
    <AuthShell
      icon={<KeyRound aria-hidden="true" />}
      title="Mot de passe oublié"
      description="Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      footer={
        <Link to="/login" className="font-medium text-ink-900 underline underline-offset-4">
          Retour à la connexion
        </Link>
      }
    >
      <title>Mot de passe oublié · Paraphe</title>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField label="Adresse e-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" required {...form.register('email')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          Envoyer le lien
        </Button>
      </form>
    </AuthShell>
  );
}
