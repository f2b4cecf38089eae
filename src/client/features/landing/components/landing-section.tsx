import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

type SectionProps = {
  id: string;
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  children: ReactNode;
  className?: string;
};

/** A section of the landing: an anchor of the top bar (spec section 2), its title and intro. */
export function LandingSection({ id, title, intro, eyebrow, children, className }: SectionProps) {
  const titleId = `${id}-titre`;
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <div className="mb-10 grid max-w-2xl gap-3">
          {eyebrow ? (
            <p className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">{eyebrow}</p>
          ) : null}
          <h2 id={titleId} className="text-3xl font-semibold tracking-tight">
            {title}
          </h2>
          {intro ? <p className="text-[0.9375rem] leading-relaxed text-stone-600">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A card of a landing grid: an icon, a title, a sentence. */
export function LandingCard({
  icon,
  title,
  children,
  className,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <li className={cn('relative rounded-xl border border-border bg-surface p-6 shadow-card', className)}>
      {icon}
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-1.5 text-sm leading-relaxed text-stone-600">{children}</p>
    </li>
  );
}
