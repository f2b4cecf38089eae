import type { ReactNode } from 'react';
import { BrandPanel } from '#client/features/auth/components/brand-panel.tsx';
import { cn } from '#client/lib/cn.ts';

type AuthShellProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Under the form: "no account yet?" and the like. */
  footer?: ReactNode;
  /** The brand panel beside the form on wide screens (login, register). */
  withBrandPanel?: boolean;
  icon?: ReactNode;
};

/** "e-mail" never breaks at its hyphen, even in a large title on a phone. */
function keepHyphenatedWords(text: string): ReactNode {
  return text.split(/(e-mail)/).map((part, index) =>
    part === 'e-mail' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never move
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** The frame of every account screen: a calm card, a serif title, the form. */
export function AuthShell({ title, description, children, footer, withBrandPanel = false, icon }: AuthShellProps) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-8 sm:py-14">
      <div
        className={cn(
          'grid w-full overflow-hidden rounded-2xl border border-border bg-surface shadow-card',
          withBrandPanel ? 'max-w-5xl lg:grid-cols-[1fr_0.95fr]' : 'max-w-lg',
        )}
      >
        <div className="flex flex-col gap-7 px-5 py-8 sm:px-10 sm:py-10">
          <header className="grid gap-2">
            {icon ? (
              <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-gold-100 text-gold-800 [&_svg]:size-5.5">
                {icon}
              </span>
            ) : null}
            <h1 className="text-[1.75rem] leading-tight font-semibold tracking-tight sm:text-3xl">
              {keepHyphenatedWords(title)}
            </h1>
            {description ? (
              <div className="text-[0.9375rem] leading-relaxed text-muted-foreground">{description}</div>
            ) : null}
          </header>
          {children}
          {footer ? <div className="border-t border-border pt-5 text-sm text-muted-foreground">{footer}</div> : null}
        </div>
        {withBrandPanel ? <BrandPanel /> : null}
      </div>
    </div>
  );
}
