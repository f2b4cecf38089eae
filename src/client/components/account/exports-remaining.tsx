import { FileDown } from 'lucide-react';
import type { User } from '#shared/api/auth.ts';
import { Progress } from '#client/components/ui/progress.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';
import { cn } from '#client/lib/cn.ts';
import { useExportsRemaining } from '#client/api/credits.ts';
import { pluralize } from '#client/lib/fr-format.ts';

/** "2 exports restants", "1 export restant", "0 export restant". */
export function remainingExportsLabel(count: number): string {
  return pluralize(count, 'export restant', 'exports restants');
}

type ExportsRemainingProps = {
  user: Pick<User, 'plan' | 'creditsLeft'> & Partial<Pick<User, 'isEmailVerified'>>;
  /** `inline` for the top bar, `meter` with a gauge for the sidebar. */
  variant?: 'inline' | 'meter';
  className?: string;
};

/** "2 exports restants", with the "2/3" tooltip of the spec; nothing for Pro. */
export function ExportsRemaining({ user, variant = 'inline', className }: ExportsRemainingProps) {
  const exports = useExportsRemaining(user);
  if (!exports) return null;
  const { remaining: count, allowance } = exports;
  const ratio = `${count}/${allowance}`;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          data-testid="exports-remaining-count"
          className={cn(
            'cursor-default rounded-md text-left text-sm',
            variant === 'inline' && 'inline-flex items-center gap-1.5 px-1 text-ink-700',
            variant === 'meter' && 'grid w-full gap-2',
            className,
          )}
        >
          <span className="inline-flex items-center gap-1.5">
            <FileDown aria-hidden="true" className="size-4 text-gold-700" />
            <span className={cn(count === 0 && 'font-medium text-destructive')}>{remainingExportsLabel(count)}</span>
            <span className="sr-only"> ce mois-ci ({ratio})</span>
          </span>
          {variant === 'meter' ? (
            <Progress value={Math.min(count, allowance)} max={allowance} className="h-1.5" aria-hidden="true" />
          ) : null}
        </button>
      </TooltipTrigger>
      <TooltipContent>{ratio}</TooltipContent>
    </Tooltip>
  );
}
