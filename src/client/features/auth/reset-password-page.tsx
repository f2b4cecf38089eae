import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { resetPasswordBodySchema } from '#shared/api/auth.ts';
import { messages } from '#shared/messages.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { useResetPassword } from '#client/features/auth/api/reset-password.ts';
import { AuthShell } from '#client/features/auth/components/auth-shell.tsx';
import { PasswordStrengthMeter } from '#client/features/auth/components/password-strength-meter.tsx';
import { errorMessageFor, isApiError } from '#client/lib/api-error.ts';
import { applyServerFieldErrors } from '#client/lib/form-errors.ts';

const newPasswordSchema = resetPasswordBodySchema.pick({ newPassword: true });

function InvalidLink() {
  return (
    <AuthShell icon={<LockKeyhole aria-hidden="true" />} title="Lien invalide ou expiré">
      <title>Lien invalide · Paraphe</title>
      <Alert variant="destructive">{messages.resetLinkInvalid}</Alert>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/forgot-password">Demander un nouveau lien</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/login">Retour à la connexion</Link>
        </Button>
      </div>
    </AuthShell>
  );
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [linkRefused, setLinkRefused] = useState(false);
  const form = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { newPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = form.handleSubmit(async (values) => {
    if (!token) return;
    try {
      await resetPassword.mutateAsync({ token, newPassword: values.newPassword });
      toast.success(messages.resetSucceeded);
      await navigate('/login', { replace: true });
    } catch (error) {
      if (isApiError(error, 'INVALID_TOKEN') || isApiError(error, 'NOT_FOUND')) {
        setLinkRefused(true);
        return;
      }
      if (applyServerFieldErrors(error, form.setError, ['newPassword'])) return;
      toast.error(errorMessageFor(error, messages.resetFailed));
    }
  });

  if (!token || linkRefused) return <InvalidLink />;

  return (
    <AuthShell
      icon={<LockKeyhole aria-hidden="true" />}
      title="Nouveau mot de passe"
      description="Choisissez un mot de passe que vous n’utilisez nulle part ailleurs. Vos autres sessions seront fermées."
    >
      <title>Nouveau mot de passe · Paraphe</title>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="grid gap-2.5">
          <FormField label="Nouveau mot de passe" error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" required {...form.register('newPassword')} />
          </FormField>
          <PasswordStrengthMeter password={newPassword} />
        </div>
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          Enregistrer le mot de passe
        </Button>
      </form>
    </AuthShell>
  );
}
