import { formatIsoDay } from '#shared/format/dates.ts';
import { formatMoney, formatNumber } from '#shared/format/numbers.ts';
import type { LatePaymentComputation } from '#shared/tracker/late-payment.ts';

const percent = (value: number) => `${formatNumber(value)}\u00a0%`;

/**
 * The penalties of a late payment, half-year by half-year: C. com. L441-10 II takes the ECB
 * rate in force on 1 January for the first half-year and on 1 July for the second, plus ten
 * points; each day bears its half-year's rate (#shared/tracker/late-payment.ts).
 */
export function penaltiesTableHtml({
  late,
  amountTtc,
  currency,
}: {
  late: LatePaymentComputation;
  amountTtc: number;
  currency: string;
}): string {
  const money = (value: number) => formatMoney(value, currency);
  const rows = late.periods.map(
    (period) =>
      `<tr><td>du ${formatIsoDay(period.from)} au ${formatIsoDay(period.to)}</td><td class="num">${period.days}</td>` +
      `<td class="num">${percent(period.ecbRate)}${period.recorded ? '' : ' *'}</td><td class="num">${percent(period.ratePercent)}</td>` +
      `<td class="num">${money(period.amount)}</td></tr>`,
  );
  const estimated = late.periods.some((period) => !period.recorded)
    ? '<p class="small muted">* Le taux de la Banque centrale européenne de ce semestre n’était pas encore enregistré : le dernier taux enregistré a été retenu.</p>'
    : '';
  return `<div class="keep"><table class="penalties">
<thead><tr><th>Période</th><th class="num">Jours</th><th class="num">Taux BCE</th><th class="num">Taux appliqué</th><th class="num">Pénalités</th></tr></thead>
<tbody>${rows.join('')}<tr class="total"><td>Total des pénalités</td><td class="num">${late.daysLate}</td><td></td><td></td><td class="num">${money(late.penalties)}</td></tr></tbody>
</table>
<p class="small muted">Pénalités calculées sur ${money(amountTtc)} TTC : montant × taux appliqué × jours ÷ 365 ; taux appliqué : taux BCE du semestre majoré de 10 points.</p>
${estimated}</div>`;
}
