import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarDays, Megaphone, ShieldCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UpcomingItem } from '#shared/api/tracker.ts';
import { formatIsoDayLong } from '#shared/format/dates.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { pluralize } from '#client/lib/fr-format.ts';
import { trackerPath } from '#client/lib/contract-navigation.ts';
import { upcomingQuery } from '#client/features/dashboard/api/upcoming.ts';

const kindIcons: Record<UpcomingItem['kind'], ReactNode> = {
  publication: <Megaphone aria-hidden="true" />,
  payment: <Wallet aria-hidden="true" />,
  right: <ShieldCheck aria-hidden="true" />,
};

/** Late first, then by due date: what needs doing now comes before what can wait. */
function byUrgency(a: UpcomingItem, b: UpcomingItem): number {
  if (a.late !== b.late) return a.late ? -1 : 1;
  return a.dueOn.localeCompare(b.dueOn);
}

function UpcomingRow({ item }: { item: UpcomingItem }) {
  return (
    <li data-item-id={item.itemId}>
      <Link
        to={trackerPath(item.contractId)}
        className="flex items-start gap-3 px-4 py-3 transition-colors hover:bg-stone-50/70"
      >
        <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-ink-50 text-ink-700 [&_svg]:size-4">
          {kindIcons[item.kind]}
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="font-medium wrap-anywhere text-ink-950">{item.label}</span>
          <span className="text-xs wrap-anywhere text-muted-foreground">
            {item.contractTitle} · {item.statusLabel} · {formatIsoDayLong(item.dueOn)}
          </span>
        </span>
        {item.late ? (
          <Badge variant="destructive" className="shrink-0">
            En retard
          </Badge>
        ) : null}
      </Link>
    </li>
  );
}

/** « À venir » on the dashboard: what the signed contracts ask next, each opening its contract's tracker. */
export function UpcomingPanel() {
  const upcoming = useQuery(upcomingQuery());

  let body: ReactNode;
  if (upcoming.isPending) {
    body = (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Chargement des échéances…</span>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (upcoming.isError) {
    body = (
      <Alert variant="destructive" title="Les échéances n’ont pas pu être chargées">
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void upcoming.refetch()}>
          Réessayer
        </Button>
      </Alert>
    );
  } else if (upcoming.data.items.length === 0) {
    body = (
      <p className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-stone-300 px-4 py-8 text-center text-sm text-muted-foreground">
        <CalendarDays aria-hidden="true" className="size-5 text-gold-700" />
        Rien à venir pour l’instant. Les publications, paiements et fins de droits de vos contrats signés s’afficheront
        ici.
      </p>
    );
  } else {
    body = (
      <ul
        aria-label="Échéances à venir"
        className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface shadow-card"
      >
        {[...upcoming.data.items].sort(byUrgency).map((item) => (
          <UpcomingRow key={`${item.contractId}-${item.itemId}`} item={item} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="a-venir-titre" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="a-venir-titre" className="flex items-center gap-2 text-xl font-semibold">
          <CalendarClock aria-hidden="true" className="size-5 text-gold-700" />À venir
        </h2>
        {upcoming.data && upcoming.data.lateCount > 0 ? (
          <Badge variant="destructive">{pluralize(upcoming.data.lateCount, 'en retard', 'en retard')}</Badge>
        ) : null}
      </div>
      {body}
    </section>
  );
}
