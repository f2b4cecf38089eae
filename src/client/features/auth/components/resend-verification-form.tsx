import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { emailOnlyBodySchema } from '#shared/api/auth.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useResendVerification } from '#client/features/auth/api/resend-verification.ts';
import { useCooldown } from '#client/features/auth/hooks/use-cooldown.ts';
import { errorMessageFor } from '#client/lib/api-error.ts';

/** Sends the confirmation e-mail again; asks for the address when the screen does not know it. */
export function ResendVerificationForm({ knownEmail }: { knownEmail?: string }) {
  const resend = useResendVerification();
  // One minute between sends: the mail takes a moment, and the server limits the rate anyway.
  const cooldown = useCooldown(60);
  const form = useForm({ resolver: zodResolver(emailOnlyBodySchema), defaultValues: { email: knownEmail ?? '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await resend.mutateAsync(email);
      toast.success(messages.resendSucceeded);
      cooldown.start();
    } catch (error) {
      toast.error(errorMessageFor(error, messages.resendFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {knownEmail ? null : (
        <FormField label="Adresse e-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" required {...form.register('email')} />
        </FormField>
      )}
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting} disabled={cooldown.remaining > 0}>
        {isSubmitting ? null : <Send aria-hidden="true" />}
        {cooldown.remaining > 0 ? `Renvoyer l'e-mail (${cooldown.remaining} s)` : "Renvoyer l'e-mail"}
      </Button>
    </form>
  );
}
