import { ArrowRight, CircleCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { checkEmailAddress } from '#shared/account/email-address.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { joinWaitlist } from '#client/features/landing/api/waitlist.ts';
import { cn } from '#client/lib/cn.ts';

type WaitlistState = 'idle' | 'submitting' | 'done';

/**
 * The waiting-list signup (spec sections 2, 3 and 5): one e-mail field, then 'Inscription...',
 * then a thank-you whatever the outcome. The form posts its own fields: `EMAIL`, `locale` and
 * the honeypot `email_address_check`, a field no person sees or fills.
 */
export function WaitlistForm({ stacked = false, className }: { stacked?: boolean; className?: string }) {
  const [state, setState] = useState<WaitlistState>('idle');
  const [error, setError] = useState<string | null>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  // Prerendered: until the page is hydrated, the button stays disabled, so that Enter does not
  // submit the form natively (a reload that would lose the address typed).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    // The form is replaced: the focus goes to what replaced it, so it is not lost.
    if (state === 'done') thanksRef.current?.focus();
  }, [state]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state !== 'idle') return;
    const form = new FormData(event.currentTarget);
    const checked = checkEmailAddress(form.get('EMAIL'));
    if (!checked.ok) {
      setError(checked.message);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="EMAIL"]')?.focus();
      return;
    }
    setError(null);
    form.set('EMAIL', checked.email);
    setState('submitting');
    await joinWaitlist(form);
    setState('done');
  };

  if (state === 'done') {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className={cn(
          'flex items-start gap-3 rounded-xl border border-success/25 bg-success-soft p-4 text-ink-900 outline-none',
          className,
        )}
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="grid gap-1">
          <p className="font-semibold">Merci, votre inscription est bien prise en compte !</p>
          <p className="text-sm leading-relaxed text-stone-600">
            Nous vous écrirons dès l’ouverture de Paraphe, avec vos avantages de membre fondateur.
          </p>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className={cn('grid gap-2', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink-900">
        Votre adresse e-mail
      </label>
      <div className={cn('flex flex-col gap-2', !stacked && 'sm:flex-row')}>
        <Input
          id={inputId}
          name="EMAIL"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="vous@exemple.fr"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => setError(null)}
          className={cn('h-12', !stacked && 'sm:flex-1')}
        />
        <input type="hidden" name="locale" value="fr" />
        {/* The honeypot: off screen and out of the tab order; a robot fills it, a person never sees it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-check`}>Ne remplissez pas ce champ</label>
          <input
            id={`${id}-check`}
            type="text"
            name="email_address_check"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <Button type="submit" size="lg" isLoading={state === 'submitting'} disabled={!hydrated} className="sm:w-auto">
          {state === 'submitting' ? 'Inscription...' : 'Rejoindre la liste d’attente'}
          {state === 'submitting' ? null : <ArrowRight aria-hidden="true" />}
        </Button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      <p className="text-xs leading-relaxed text-stone-600">
        Un e-mail à l’ouverture, rien d’autre. Désinscription à tout moment —{' '}
        <a href="/confidentialite" className="text-ink-800 underline underline-offset-2 hover:text-ink-950">
          politique de confidentialité
        </a>
        .
      </p>
    </form>
  );
}
