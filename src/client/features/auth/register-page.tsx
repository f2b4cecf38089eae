import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { registerBodySchema } from '#shared/api/auth.ts';
import { errorMessages, messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { useRegister } from '#client/features/auth/api/register.ts';
import { AuthShell } from '#client/features/auth/components/auth-shell.tsx';
import { PasswordStrengthMeter } from '#client/features/auth/components/password-strength-meter.tsx';
import { errorMessageFor, isApiError } from '#client/lib/api-error.ts';
import { applyServerFieldErrors } from '#client/lib/form-errors.ts';
import { useSession } from '#client/lib/use-session.ts';

const fieldNames = ['firstName', 'lastName', 'email', 'password'] as const;
const legalLink = 'font-medium text-ink-900 underline underline-offset-4';

export function RegisterPage() {
  const navigate = useNavigate();
  const { status, user } = useSession();
  const registerAccount = useRegister();
  const form = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [password, firstName, lastName, email] = useWatch({
    control: form.control,
    name: ['password', 'firstName', 'lastName', 'email'],
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await registerAccount.mutateAsync(values);
      toast.success(messages.registerSucceeded);
      // Spec section 4: register leads to onboarding. Until the address is confirmed the access
      // guard shows /verify-required instead, with the address, and onboarding after the link.
      await navigate('/onboarding', { replace: true });
    } catch (error) {
      if (isApiError(error, 'EMAIL_TAKEN')) {
        form.setError('email', { type: 'server', message: errorMessages.EMAIL_TAKEN }, { shouldFocus: true });
        return;
      }
      if (applyServerFieldErrors(error, form.setError, fieldNames)) return;
      toast.error(errorMessageFor(error, messages.registerFailed));
    }
  });

  if (status === 'ready' && user?.isEmailVerified && !isSubmitting) return <Navigate to="/dashboard" replace />;

  return (
    <AuthShell
      withBrandPanel
      title="Créer votre compte"
      description="Quelques secondes suffisent. Vous confirmerez ensuite votre adresse e-mail."
      footer={
        <>
          Déjà inscrit ?{' '}
          <Link to="/login" className="font-medium text-ink-900 underline underline-offset-4">
            Se connecter
          </Link>
        </>
      }
    >
      <title>Créer un compte · Paraphe</title>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Prénom" error={errors.firstName?.message}>
            <Input autoComplete="given-name" required {...form.register('firstName')} />
          </FormField>
          <FormField label="Nom" error={errors.lastName?.message}>
            <Input autoComplete="family-name" required {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label="Adresse e-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" required {...form.register('email')} />
        </FormField>
        <div className="grid gap-2.5">
          <FormField label="Mot de passe" error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" required {...form.register('password')} />
          </FormField>
          <PasswordStrengthMeter password={password} userInputs={[firstName, lastName, email]} />
        </div>
        <p className="text-sm leading-relaxed text-muted-foreground">
          En créant un compte, vous acceptez nos{' '}
          <Link to="/conditions" className={legalLink}>
            conditions d’utilisation
          </Link>{' '}
          et notre{' '}
          <Link to="/confidentialite" className={legalLink}>
            politique de confidentialité
          </Link>
          .
        </p>
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          Créer mon compte
        </Button>
      </form>
    </AuthShell>
  );
}
