import { Check } from 'lucide-react';
import { Progress } from '#client/components/ui/progress.tsx';
import { cn } from '#client/lib/cn.ts';

export const ONBOARDING_STEPS = ['Votre rôle', 'Vos informations', 'Votre plan'] as const;

/** "Étape 2 sur 3", a bar, and the names of the steps. */
export function OnboardingProgress({ step }: { step: number }) {
  const total = ONBOARDING_STEPS.length;
  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between text-sm">
        <p className="font-medium text-ink-900">
          Étape {step} sur {total}
        </p>
        <p className="text-muted-foreground">{ONBOARDING_STEPS[step - 1]}</p>
      </div>
      <Progress value={step} max={total} aria-label={`Étape ${step} sur ${total}`} />
      <ol className="hidden grid-cols-3 gap-2 sm:grid">
        {ONBOARDING_STEPS.map((label, index) => {
          const number = index + 1;
          const done = number < step;
          return (
            <li
              key={label}
              aria-current={number === step ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 text-xs',
                number === step ? 'font-medium text-ink-900' : done ? 'text-ink-600' : 'text-stone-400',
              )}
            >
              <span
                className={cn(
                  'inline-flex size-5 items-center justify-center rounded-full border text-[0.6875rem]',
                  done
                    ? 'border-ink-900 bg-ink-900 text-white'
                    : number === step
                      ? 'border-ink-900'
                      : 'border-stone-300',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-3" /> : number}
              </span>
              {label}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
