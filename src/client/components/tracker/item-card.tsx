import { type ReactNode, useId } from 'react';

type ItemCardProps = {
  title: string;
  badges: ReactNode;
  /** The item's facts, as `<ItemFact>`s. */
  facts: ReactNode;
  children?: ReactNode;
  /** The buttons of the side looking; they wrap on a narrow screen. */
  actions?: ReactNode;
};

/** One item of the tracker: its name and status, its dates and amounts, what can be done with it. */
export function ItemCard({ title, badges, facts, children, actions }: ItemCardProps) {
  const titleId = useId();
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
      >
        <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <h3 id={titleId} className="min-w-0 font-serif text-lg leading-snug font-semibold wrap-anywhere text-ink-950">
            {title}
          </h3>
          <div className="flex flex-wrap gap-1.5">{badges}</div>
        </header>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">{facts}</dl>
        {children}
        {/* At the foot of the card, level with its neighbour's on a wide screen. */}
        {actions ? <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-4">{actions}</div> : null}
      </article>
    </li>
  );
}

/** A label and its value inside an item's facts. */
export function ItemFact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'grid gap-0.5 sm:col-span-2' : 'grid gap-0.5'}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="wrap-anywhere text-ink-950">{children}</dd>
    </div>
  );
}
