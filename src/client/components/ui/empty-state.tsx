import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
};

/** What a region shows when it has nothing yet: a sentence and the next step. */
export function EmptyState({ icon, title, description, actions, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-dashed border-stone-300 bg-surface/60 px-6 py-12 text-center',
        className,
      )}
    >
      {icon ? (
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-gold-100 text-gold-800 [&_svg]:size-6">
          {icon}
        </span>
      ) : null}
      <div className="grid max-w-md gap-1.5">
        <h2 className="font-serif text-xl font-semibold text-ink-950">{title}</h2>
        {description ? <p className="text-sm leading-relaxed text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
