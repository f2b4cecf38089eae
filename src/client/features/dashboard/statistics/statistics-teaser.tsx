import { WRITTEN_CONTRACT_THRESHOLD_CENTS } from '#shared/statistics/written-contract-threshold.ts';
import { formatNumber } from '#shared/format/numbers.ts';
import { PlanBadge } from '#client/components/account/plan-badge.tsx';
import { UpgradeButton } from '#client/components/account/upgrade-options.tsx';

/** Made-up bar heights: only the silhouette of the chart, behind the invitation. */
const SILHOUETTE = [30, 45, 25, 60, 50, 70, 40, 80, 65, 55, 90, 75];

/** What a free account sees in place of the statistics: what they hold, and the way to Pro. */
export function StatisticsTeaser() {
  return (
    <div
      className="relative grid overflow-hidden rounded-xl border border-gold-300 bg-gold-50 shadow-card"
      data-testid="statistics-teaser"
    >
      <div aria-hidden="true" className="flex h-40 items-end gap-2 px-6 pt-6 opacity-20">
        {SILHOUETTE.map((height, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list.
          <span key={index} className="flex-1 rounded-t bg-ink-800" style={{ height: `${height}%` }} />
        ))}
      </div>
      <div className="grid gap-3 border-t border-gold-200 bg-surface/95 p-5 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6">
        <div className="grid gap-1.5">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink-950">
            Suivez votre activité sur 12 mois <PlanBadge plan="pro" />
          </p>
          <p className="text-sm leading-relaxed text-muted-foreground">
            Contrats par mois, montants engagés par statut et par type, exports du mois, et le total versé par chaque
            marque avec une alerte dès le seuil de {formatNumber(WRITTEN_CONTRACT_THRESHOLD_CENTS / 100)} € HT qui rend
            le contrat écrit obligatoire.
          </p>
        </div>
        <UpgradeButton />
      </div>
    </div>
  );
}
