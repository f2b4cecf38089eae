import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Crown, FilePlus2, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { FREE_MONTHLY_EXPORTS } from '#shared/account/plans.ts';
import type { User } from '#shared/api/auth.ts';
import { formatDateLong } from '#shared/format/dates.ts';
import { formatNumber } from '#shared/format/numbers.ts';
import { Progress } from '#client/components/ui/progress.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { contractCountQuery } from '#client/api/contracts.ts';
import { creditBalanceQuery } from '#client/api/credits.ts';
import { UpgradeOptions } from '#client/components/account/upgrade-options.tsx';
import { signatureRateQuery } from '#client/api/signature-requests.ts';

function StatCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5 shadow-card">
      <h2 className="flex items-center gap-2 font-sans text-sm font-medium text-muted-foreground">
        <span className="text-gold-700 [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {label}
      </h2>
      {children}
    </section>
  );
}

/** Current plan: « Illimité » for Pro, else what is left of the month's exports. */
export function PlanCard({ user }: { user: User }) {
  const balance = useQuery({ ...creditBalanceQuery(), staleTime: 10_000 });
  const unlimited = user.plan === 'pro' || balance.data?.unlimited === true;
  if (unlimited) {
    return (
      <StatCard icon={<Crown />} label="Plan Pro">
        <p className="font-serif text-3xl font-semibold text-ink-950">Illimité</p>
        <p className="text-sm text-muted-foreground">Exports PDF sans limite</p>
      </StatCard>
    );
  }
  // Packs of exports add to the month's allowance (and do not expire).
  const packs = balance.data?.topupRemaining ?? 0;
  const total = (balance.data?.monthlyAllowance ?? FREE_MONTHLY_EXPORTS) + packs;
  const remaining = balance.data ? Math.max(0, balance.data.remaining ?? 0) : Math.max(0, user.creditsLeft ?? 0);
  return (
    <StatCard icon={<Crown />} label="Plan Gratuit">
      {balance.isPending ? (
        <Skeleton className="h-9 w-24" />
      ) : (
        <p className="font-serif text-3xl font-semibold text-ink-950" data-testid="exports-remaining">
          {remaining}/{total}
          <span className="ml-2 font-sans text-sm font-normal text-muted-foreground">exports restants</span>
        </p>
      )}
      <Progress value={remaining} max={total} className="h-1.5" aria-label="Exports restants ce mois-ci" />
      {balance.data ? (
        <p className="text-xs text-muted-foreground">
          Renouvelés le {formatDateLong(balance.data.periodEnd)}
          {packs > 0 ? ` · dont ${packs} d’un pack, sans expiration` : ''}
        </p>
      ) : null}
      {remaining === 0 ? <UpgradeOptions returnPath="/dashboard" /> : null}
    </StatCard>
  );
}

export function MonthlyCountCard() {
  const count = useQuery(contractCountQuery());
  return (
    <StatCard icon={<FilePlus2 />} label="Contrats créés ce mois-ci">
      {count.isPending ? (
        <Skeleton className="h-9 w-16" />
      ) : (
        <p className="font-serif text-3xl font-semibold text-ink-950" data-testid="contracts-this-month">
          {count.isError ? '—' : formatNumber(count.data)}
        </p>
      )}
      <p className="text-sm text-muted-foreground">Depuis le 1er du mois</p>
    </StatCard>
  );
}

/** Signed ÷ sent for signature over the last 90 days, by contract. */
export function SignatureRateCard() {
  const rate = useQuery(signatureRateQuery());
  return (
    <StatCard icon={<PenLine />} label="Taux de signature">
      {rate.isPending ? (
        <Skeleton className="h-9 w-20" />
      ) : (
        <p className="font-serif text-3xl font-semibold text-ink-950" data-testid="signature-rate">
          {rate.isError || rate.data.rate === null ? '—' : `${formatNumber(Math.round(rate.data.rate * 100))} %`}
        </p>
      )}
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {rate.data && rate.data.sent > 0
          ? `${rate.data.signed} signé${rate.data.signed > 1 ? 's' : ''} sur ${rate.data.sent} envoyé${rate.data.sent > 1 ? 's' : ''} en ${rate.data.windowDays} jours`
          : 'Aucun contrat envoyé pour signature ces 90 derniers jours'}
      </p>
    </StatCard>
  );
}
