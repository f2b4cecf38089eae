import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { loginBodySchema } from '#shared/api/auth.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { useLogin } from '#client/features/auth/api/login.ts';
import { AuthShell } from '#client/features/auth/components/auth-shell.tsx';
import { errorMessageFor, isApiError } from '#client/lib/api-error.ts';
import { type AuthLocationState, readLocationState } from '#client/lib/location-state.ts';
import { useSession } from '#client/lib/use-session.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { from, email: rememberedEmail } = readLocationState(location);
  const { status, user } = useSession();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: rememberedEmail ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const auth = await login.mutateAsync(values);
      if (auth.user.isEmailVerified) {
        toast.success(messages.loginSucceeded);
        await navigate(from ?? '/dashboard', { replace: true });
      } else {
        // Signed in, but the address is not confirmed yet: that screen says what to do.
        const state: AuthLocationState = { email: auth.user.email, from };
        await navigate('/verify-required', { replace: true, state });
      }
    } catch (error) {
      if (isApiError(error, 'EMAIL_NOT_VERIFIED')) {
        const state: AuthLocationState = { email: values.email, from };
        await navigate('/verify-required', { state });
        return;
      }
      toast.error(errorMessageFor(error, messages.loginFailed));
    }
  });

  // Already signed in (a bookmark, the back button): no need to sign in again.
  if (status === 'ready' && user?.isEmailVerified && !isSubmitting) {
    return <Navigate to={from ?? '/dashboard'} replace />;
  }

  return (
    <AuthShell
      withBrandPanel
      title="Connexion"
      description="Heureux de vous revoir. Connectez-vous pour retrouver vos contrats."
      footer={
        <>
          Pas encore de compte ?{' '}
          <Link to="/register" state={location.state} className="font-medium text-ink-900 underline underline-offset-4">
            Créer un compte
          </Link>
        </>
      }
    >
      <title>Connexion · Paraphe</title>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField label="Adresse e-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" required {...form.register('email')} />
        </FormField>
        <FormField
          label="Mot de passe"
          error={errors.password?.message}
          aside={
            <Link
              to="/forgot-password"
              className="text-sm text-ink-700 underline underline-offset-4 hover:text-ink-950"
            >
              Mot de passe oublié ?
            </Link>
          }
        >
          <PasswordInput autoComplete="current-password" required {...form.register('password')} />
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" isLoading={isSubmitting}>
          Se connecter
        </Button>
      </form>
    </AuthShell>
  );
}
