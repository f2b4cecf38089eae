import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  eyebrow?: ReactNode;
  className?: string;
};

/** The title block at the top of a screen: the page's only h1. */
export function PageHeader({ title, description, actions, eyebrow, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="grid gap-1.5">
        {eyebrow ? <p className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">{eyebrow}</p> : null}
        <h1 className="text-3xl font-semibold tracking-tight sm:text-[2.125rem]">{title}</h1>
        {description ? <p className="max-w-2xl text-[0.9375rem] text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
