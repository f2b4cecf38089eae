import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { LatePayment } from '#shared/api/tracker.ts';
import { formatIsoDayLong } from '#shared/format/dates.ts';
import { formatMoney, formatNumber } from '#shared/format/numbers.ts';
import { formatDays, formatPercent, formatTtc } from '#client/components/tracker/tracker-format.ts';

type LatePaymentBlockProps = { late: LatePayment; amountTtc: number; currency: string };

/**
 * What a late payment costs the brand so far (C. com. L441-10 II): penalties on the amount TTC,
 * day by day at the rate of each half-year, and the 40 € recovery indemnity (D441-5).
 */
export function LatePaymentBlock({ late, amountTtc, currency }: LatePaymentBlockProps) {
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border border-destructive/25 bg-destructive-soft/60 p-4 text-sm text-ink-900"
      data-testid="late-payment"
    >
      <h4 id={titleId} className="flex items-center gap-2 font-sans text-sm font-semibold text-destructive">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        Retard de paiement : {formatDays(late.daysLate)}
      </h4>
      <p className="leading-relaxed text-ink-800">
        Entre professionnels, un paiement en retard fait courir de plein droit, dès le lendemain de l’échéance, des
        pénalités de retard et une indemnité forfaitaire de {money(late.indemnity)} pour frais de recouvrement (article
        L441-10 du Code de commerce ; article D441-5 pour l’indemnité). Les pénalités courent sur{' '}
        {formatTtc(amountTtc, currency)}, au taux de la BCE majoré de 10 points.
      </p>
      <ul aria-label="Pénalités par période" className="grid gap-2">
        {late.periods.map((period) => (
          <li
            key={period.from}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-md bg-surface/80 px-3 py-2"
          >
            <span>
              Du {formatIsoDayLong(period.from)} au {formatIsoDayLong(period.to)} ({formatDays(period.days)}) à{' '}
              {formatPercent(period.ratePercent)} (BCE {formatPercent(period.ecbRate)} +{' '}
              {formatNumber(Math.round((period.ratePercent - period.ecbRate) * 100) / 100)}
              {'\u00a0'}points{period.recorded ? '' : ', dernier taux publié'})
            </span>
            <span className="font-medium tabular-nums">{money(period.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 border-t border-destructive/20 pt-3">
        <div className="flex justify-between gap-4">
          <dt>Pénalités de retard</dt>
          <dd className="tabular-nums">{money(late.penalties)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Indemnité forfaitaire de recouvrement</dt>
          <dd className="tabular-nums">{money(late.indemnity)}</dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold">
          <dt>Total dû en plus du paiement</dt>
          <dd className="tabular-nums">{money(late.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
