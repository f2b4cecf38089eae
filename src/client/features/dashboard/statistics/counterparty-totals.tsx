import { TriangleAlert } from 'lucide-react';
import type { Statistics } from '#shared/api/statistics.ts';
import { formatNumber } from '#shared/format/numbers.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatCents } from '#client/features/dashboard/api/statistics.ts';
import { pluralize } from '#client/lib/fr-format.ts';

function thresholdNote(threshold: string, source: string): string {
  return [
    `Dès que la rémunération et les avantages en nature d’une collaboration entre un annonceur et un créateur atteignent ${threshold} HT sur un an, le contrat écrit est obligatoire à peine de nullité (${source}).`,
    'Les montants sont ceux saisis dans vos contrats créés au cours des 12 derniers mois ; les montants en dollars ne sont ni convertis ni comptés.',
  ].join(' ');
}

/**
 * Pay plus value of products per counterparty over twelve months, flagged from the threshold
 * at which the law requires a written contract. A table on wide screens; on a phone each row
 * stacks into a card (the header cells are repeated as labels).
 */
export function CounterpartyTotals({ stats }: { stats: Statistics }) {
  const who = stats.counterpartyRole === 'brand' ? 'marque' : 'créateur';
  // « 1 000 € », as the decree writes it: the threshold is a round sum.
  const threshold = `${formatNumber(stats.threshold.cents / 100)} €`;
  if (stats.counterparties.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Aucun contrat avec une {who} nommée au cours des 12 derniers mois.
      </p>
    );
  }
  const cell = 'flex justify-between gap-3 px-3 py-1 sm:table-cell sm:py-2.5 sm:text-right';
  return (
    <div className="grid gap-3">
      <table className="w-full text-sm" data-testid="counterparty-totals">
        <caption className="sr-only">Total par {who} sur 12 mois</caption>
        <thead className="hidden border-b border-border text-xs text-muted-foreground sm:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {stats.counterpartyRole === 'brand' ? 'Marque' : 'Créateur'}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Rémunération
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Produits
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="grid gap-3 sm:table-row-group">
          {stats.counterparties.map((party) => (
            <tr
              key={party.name}
              className="grid rounded-lg border border-border py-2 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:py-0"
            >
              <th scope="row" className="px-3 py-1 text-left font-medium text-ink-950 sm:py-2.5">
                <span className="flex flex-wrap items-center gap-2">
                  {party.name}
                  {party.reachesThreshold ? (
                    <Badge variant="warning">
                      <TriangleAlert aria-hidden="true" />
                      Seuil de {threshold} HT atteint
                    </Badge>
                  ) : null}
                </span>
                <span className="block text-xs font-normal text-muted-foreground">
                  {pluralize(party.contracts, 'contrat')}
                </span>
              </th>
              <td className={cell}>
                <span className="text-muted-foreground sm:sr-only">Rémunération</span>
                <span className="tabular-nums">{formatCents(party.payCents)}</span>
              </td>
              <td className={cell}>
                <span className="text-muted-foreground sm:sr-only">Produits</span>
                <span className="tabular-nums">{formatCents(party.giftCents)}</span>
              </td>
              <td className={cell}>
                <span className="text-muted-foreground sm:sr-only">Total</span>
                <span className="font-semibold text-ink-950 tabular-nums">
                  {formatCents(party.totalCents)}
                  {party.usdCents > 0 ? (
                    <span className="block text-xs font-normal text-muted-foreground">
                      + {formatCents(party.usdCents, 'USD')} non convertis
                    </span>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs leading-relaxed text-muted-foreground">
        {thresholdNote(threshold, stats.threshold.source)}
      </p>
    </div>
  );
}
