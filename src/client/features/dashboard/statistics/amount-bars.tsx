import { formatCents } from '#client/features/dashboard/api/statistics.ts';
import { pluralize } from '#client/lib/fr-format.ts';

export type AmountRow = { key: string; label: string; contracts: number; eurCents: number; usdCents: number };

/**
 * Amounts as horizontal bars, the figure written beside each: the text is the data, the bar
 * only shows proportions (hidden from screen readers). Dollars are written apart, not drawn.
 */
export function AmountBars({ title, rows, testId }: { title: string; rows: AmountRow[]; testId: string }) {
  const highest = Math.max(1, ...rows.map((row) => row.eurCents));
  return (
    <figure className="grid gap-3">
      <figcaption className="font-medium text-ink-950">{title}</figcaption>
      <ul className="grid gap-3" data-testid={testId}>
        {rows.map((row) => (
          <li key={row.key} className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="text-ink-900">
                {row.label} <span className="text-muted-foreground">· {pluralize(row.contracts, 'contrat')}</span>
              </span>
              <span className="font-medium text-ink-950 tabular-nums">
                {formatCents(row.eurCents)}
                {row.usdCents > 0 ? (
                  <span className="font-normal text-muted-foreground"> + {formatCents(row.usdCents, 'USD')}</span>
                ) : null}
              </span>
            </div>
            <div aria-hidden="true" className="h-2 rounded-full bg-stone-200">
              <div
                className="h-full rounded-full bg-gold-500"
                style={{ width: `${(row.eurCents / highest) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
