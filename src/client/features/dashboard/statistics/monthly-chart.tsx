import type { Statistics } from '#shared/api/statistics.ts';
import { formatMonthKey, formatShortMonthKey } from '#shared/format/dates.ts';
import { pluralize } from '#client/lib/fr-format.ts';

/**
 * Contracts created per month, as CSS bars. Each bar is a list item whose text a screen reader
 * reads (« mars 2026 : 3 contrats »); the drawing itself is hidden from it.
 */
export function MonthlyChart({ months }: { months: Statistics['contractsPerMonth'] }) {
  const highest = Math.max(1, ...months.map((month) => month.count));
  const total = months.reduce((sum, month) => sum + month.count, 0);
  return (
    <figure className="grid gap-3">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-ink-950">Contrats créés par mois</span>
        <span className="text-sm text-muted-foreground">{pluralize(total, 'contrat')} en 12 mois</span>
      </figcaption>
      <ol
        className="grid h-44 grid-cols-12 items-end gap-1 border-b border-stone-300 sm:gap-2"
        data-testid="monthly-chart"
      >
        {months.map((month) => (
          <li key={month.month} className="flex h-full flex-col items-center justify-end gap-1">
            <span className="sr-only">
              {formatMonthKey(month.month)} : {pluralize(month.count, 'contrat')}
            </span>
            <span aria-hidden="true" className="text-[0.6875rem] font-medium text-ink-800 tabular-nums">
              {month.count > 0 ? month.count : ''}
            </span>
            <span
              aria-hidden="true"
              className="w-full max-w-8 rounded-t bg-ink-800"
              style={{ height: `${(month.count / highest) * 100}%`, minHeight: month.count > 0 ? '0.25rem' : 0 }}
            />
          </li>
        ))}
      </ol>
      <div
        aria-hidden="true"
        className="grid grid-cols-12 gap-1 text-center text-[0.625rem] text-muted-foreground sm:gap-2 sm:text-xs"
      >
        {months.map((month) => (
          <span key={month.month} className="truncate">
            {formatShortMonthKey(month.month)}
          </span>
        ))}
      </div>
    </figure>
  );
}
