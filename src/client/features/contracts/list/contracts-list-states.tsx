import { SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { messages } from '#shared/messages.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

/** The outline of the table's rows, or of six cards, while the list loads. */
export function ContractsSkeleton({ asTable }: { asTable: boolean }) {
  return (
    <div aria-busy="true" data-testid="contracts-loading">
      <span className="sr-only" role="status">
        Chargement de vos contrats…
      </span>
      {asTable ? <TableOutline /> : <CardOutlines />}
    </div>
  );
}

const outlineKeys = ['a', 'b', 'c', 'd', 'e', 'f'];

function TableOutline() {
  return (
    <div className="grid divide-y divide-border rounded-xl border border-border bg-surface shadow-card">
      <Skeleton className="m-4 h-4 w-1/2" />
      {outlineKeys.map((key) => (
        <div key={key} className="flex items-center gap-6 px-4 py-4">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-1/5" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="size-8" />
        </div>
      ))}
    </div>
  );
}

function CardOutlines() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {outlineKeys.map((key) => (
        <li key={key} className="grid gap-4 rounded-xl border border-border bg-surface p-5 shadow-card">
          <div className="flex gap-2">
            <Skeleton className="h-5 w-14 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <div className="grid gap-2">
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ContractsError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert variant="destructive" title={messages.contractsLoadFailed}>
      <p>Vérifiez votre connexion puis réessayez.</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} isLoading={isRetrying}>
        Réessayer
      </Button>
    </Alert>
  );
}

export function NoMatchingContracts({ onReset }: { onReset: () => void }) {
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" />}
      title="Aucun contrat ne correspond"
      description="Essayez un autre mot (titre ou nom de la marque) ou retirez des filtres."
      actions={
        <Button variant="secondary" onClick={onReset}>
          Effacer la recherche et les filtres
        </Button>
      }
    />
  );
}

type MoreContractsProps = {
  /** Contracts the search and filters keep that are not shown yet. */
  remaining: number;
  isLoading: boolean;
  isError: boolean;
  onLoadMore: () => void;
};

/**
 * The end of a list that has more: the next page comes when this comes into view (scrolling),
 * or on « Afficher plus », which a keyboard or a screen reader reaches like any button.
 */
export function MoreContracts({ remaining, isLoading, isError, onLoadMore }: MoreContractsProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;
  const inView = useRef(false);
  const automatic = !isError;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !automatic || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        inView.current = entries.some((entry) => entry.isIntersecting);
        if (inView.current) load.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [automatic]);
  // A page has come and the end is still in view (a tall screen): the next one follows.
  useEffect(() => {
    if (automatic && !isLoading && remaining > 0 && inView.current) load.current();
  }, [automatic, isLoading, remaining]);

  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-2" data-testid="more-contracts">
      {isError ? (
        <p className="text-sm text-destructive" role="alert">
          Les contrats suivants n’ont pas pu être chargés. Vérifiez votre connexion puis réessayez.
        </p>
      ) : null}
      <Button variant="secondary" onClick={onLoadMore} isLoading={isLoading}>
        {isError ? 'Réessayer' : `Afficher plus de contrats (${remaining})`}
      </Button>
    </div>
  );
}
