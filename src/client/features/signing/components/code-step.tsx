import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { SigningView } from '#shared/api/signatures.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useSendCode, useVerifyCode } from '#client/features/signing/api/signing-api.ts';
import { ApiError } from '#client/lib/api-error.ts';

/** Step 1: a one-time code sent to the signer's address proves that the link is in the right hands. */
export function CodeStep({ token, view }: { token: string; view: SigningView }) {
  const sendCode = useSendCode(token);
  const verify = useVerifyCode(token);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const send = () =>
    sendCode.mutate(undefined, {
      onSuccess: () => toast.success(`Code envoyé à ${view.signer.email}`),
      onError: (failure) => toast.error(failure.message),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Le code comporte 6 chiffres.');
      return;
    }
    setError(undefined);
    verify.mutate(code.trim(), {
      onError: (failure) => {
        setCode('');
        setError(failure instanceof ApiError ? (failure.fields.code ?? failure.message) : failure.message);
      },
    });
  };

  if (!view.codeSentTo) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-ink-800">
          Pour signer, recevez un code à usage unique à l’adresse <strong>{view.signer.email}</strong>. Il est valable
          10 minutes.
        </p>
        {error ? <p className="text-sm text-destructive">{error}</p> : null}
        <Button
          type="button"
          size="lg"
          onClick={send}
          isLoading={sendCode.isPending}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          <MailCheck aria-hidden="true" />
          Recevoir mon code par e-mail
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <p className="text-sm text-ink-800">
        Un code à 6 chiffres a été envoyé à <strong>{view.codeSentTo}</strong>.
        {view.codeAttemptsLeft === 0
          ? ' Ce code a été trop souvent mal saisi : demandez-en un nouveau.'
          : view.codeAttemptsLeft < 5
            ? ` Il vous reste ${view.codeAttemptsLeft} essai${view.codeAttemptsLeft > 1 ? 's' : ''}.`
            : ''}
      </p>
      <FormField label="Code reçu par e-mail" error={error}>
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="max-w-40 text-center font-mono text-lg tracking-[0.3em]"
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" isLoading={verify.isPending}>
          Valider le code
        </Button>
        <Button type="button" variant="ghost" size="lg" onClick={send} isLoading={sendCode.isPending}>
          Renvoyer un code
        </Button>
      </div>
    </form>
  );
}
