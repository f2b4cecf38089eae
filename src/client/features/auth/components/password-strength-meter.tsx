import { PASSWORD_MIN } from '#shared/account/rules.ts';
import { usePasswordStrength } from '#client/features/auth/hooks/use-password-strength.ts';
import { cn } from '#client/lib/cn.ts';

const levels = [
  { label: 'Très faible', bar: 'bg-destructive', text: 'text-destructive' },
  { label: 'Faible', bar: 'bg-destructive', text: 'text-destructive' },
  { label: 'Moyen', bar: 'bg-gold-500', text: 'text-warning' },
  { label: 'Bon', bar: 'bg-success', text: 'text-success' },
  { label: 'Excellent', bar: 'bg-success', text: 'text-success' },
] as const;

type PasswordStrengthMeterProps = {
  password: string;
  userInputs?: string[];
  id?: string;
};

/** Four segments and a word; the server still has the last say (it refuses the most common passwords). */
export function PasswordStrengthMeter({ password, userInputs, id }: PasswordStrengthMeterProps) {
  const strength = usePasswordStrength(password, userInputs);
  const tooShort = password.length > 0 && password.length < PASSWORD_MIN;
  const score = strength ? (tooShort ? Math.min(strength.score, 1) : strength.score) : 0;
  const level = levels[score] ?? levels[0];

  return (
    <div id={id} className="grid gap-1.5">
      <div className="grid grid-cols-4 gap-1.5" aria-hidden="true">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={cn(
              'h-1.5 rounded-full bg-stone-200 transition-colors duration-200',
              strength && segment <= Math.max(1, score) && level.bar,
            )}
          />
        ))}
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground" aria-live="polite">
        <span>
          {strength ? (
            <>
              Robustesse : <span className={cn('font-medium', level.text)}>{level.label}</span>
            </>
          ) : (
            `${PASSWORD_MIN} caractères minimum. Une phrase de quelques mots est idéale.`
          )}
        </span>
        {strength?.warning ? <span>{strength.warning}</span> : null}
      </p>
    </div>
  );
}
