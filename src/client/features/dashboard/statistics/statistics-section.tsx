import { useQuery } from '@tanstack/react-query';
import { ChartColumn, FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { User } from '#shared/api/auth.ts';
import type { Statistics } from '#shared/api/statistics.ts';
import { contractStatusLabels, contractTypeLabels } from '#shared/contract/status.ts';
import { formatMonthKey } from '#shared/format/dates.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { pluralize } from '#client/lib/fr-format.ts';
import { AmountBars } from '#client/features/dashboard/statistics/amount-bars.tsx';
import { CounterpartyTotals } from '#client/features/dashboard/statistics/counterparty-totals.tsx';
import { MonthlyChart } from '#client/features/dashboard/statistics/monthly-chart.tsx';
import { statisticsQuery } from '#client/features/dashboard/api/statistics.ts';
import { StatisticsTeaser } from '#client/features/dashboard/statistics/statistics-teaser.tsx';

function Panel({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section
      className={`grid content-start gap-4 rounded-xl border border-border bg-surface p-5 shadow-card ${className ?? ''}`}
    >
      {title ? <h3 className="font-sans text-base font-semibold text-ink-950">{title}</h3> : null}
      {children}
    </section>
  );
}

function StatisticsPanels({ stats }: { stats: Statistics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel className="lg:col-span-2">
        <MonthlyChart months={stats.contractsPerMonth} />
      </Panel>
      <Panel>
        <AmountBars
          title="Montants engagés par statut"
          testId="amounts-by-status"
          rows={stats.byStatus.map((row) => ({ ...row, key: row.status, label: contractStatusLabels[row.status] }))}
        />
      </Panel>
      <Panel>
        <AmountBars
          title="Montants engagés par type"
          testId="amounts-by-type"
          rows={stats.byType.map((row) => ({ ...row, key: row.type, label: contractTypeLabels[row.type] }))}
        />
      </Panel>
      <Panel
        title={`Total par ${stats.counterpartyRole === 'brand' ? 'marque' : 'créateur'} sur 12 mois`}
        className="lg:col-span-2"
      >
        <CounterpartyTotals stats={stats} />
      </Panel>
    </div>
  );
}

/** The dashboard's advanced statistics for Pro accounts; a teaser with the way to Pro for the others. */
export function StatisticsSection({ user }: { user: User }) {
  const isPro = user.plan === 'pro';
  const stats = useQuery({ ...statisticsQuery(), enabled: isPro });
  return (
    <section aria-labelledby="statistiques-titre" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="statistiques-titre" className="flex items-center gap-2 text-xl font-semibold">
            <ChartColumn aria-hidden="true" className="size-5 text-gold-700" />
            Statistiques avancées
          </h2>
          {stats.data ? (
            <p className="text-sm text-muted-foreground">
              De {formatMonthKey(stats.data.window.from)} à {formatMonthKey(stats.data.window.to)} · heure de Paris
            </p>
          ) : null}
        </div>
        {stats.data ? (
          <p
            className="flex items-center gap-2 rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-900"
            data-testid="exports-this-month"
          >
            <FileDown aria-hidden="true" className="size-4" />
            {pluralize(stats.data.exportsThisMonth, 'export PDF', 'exports PDF')} ce mois-ci
          </p>
        ) : null}
      </div>
      {!isPro ? (
        <StatisticsTeaser />
      ) : stats.data ? (
        <StatisticsPanels stats={stats.data} />
      ) : stats.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 p-8 text-center text-sm text-muted-foreground">
          <p>Impossible de charger vos statistiques.</p>
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
          <span className="sr-only">Chargement des statistiques…</span>
          <Skeleton className="h-64 lg:col-span-2" />
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      )}
    </section>
  );
}
