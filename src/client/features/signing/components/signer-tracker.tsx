import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { signerTrackerApi, trackerQuery } from '#client/api/tracker.ts';
import { RegionErrorBoundary } from '#client/components/region-error-boundary.tsx';
import { TrackerView } from '#client/components/tracker/tracker-view.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { isApiError } from '#client/lib/api-error.ts';

function Retry({ onClick, isLoading }: { onClick: () => void; isLoading?: boolean }) {
  return (
    <Button variant="secondary" size="sm" className="mt-2 flex" isLoading={isLoading} onClick={onClick}>
      Réessayer
    </Button>
  );
}

/**
 * « Suivi du contrat » on a completed signing link: the other party follows the contract from
 * here, without an account (the link's token is the key), with the buttons of their side.
 */
export function SignerTracker({ token }: { token: string }) {
  const titleId = useId();
  const api = useMemo(() => signerTrackerApi(token), [token]);
  const tracker = useQuery(trackerQuery(api));
  // The contract was signed elsewhere and not marked signed yet: nothing to follow.
  if (isApiError(tracker.error, 'CONTRACT_NOT_SIGNED')) return null;

  return (
    <section aria-labelledby={titleId} className="grid gap-5">
      <div className="grid gap-1">
        <h2 id={titleId} className="font-serif text-2xl font-semibold text-ink-950">
          Suivi du contrat
        </h2>
        <p className="text-sm text-muted-foreground">
          Publications, paiements et droits d’exploitation : ce que chacun a fait, et ce qu’il reste à faire.
        </p>
      </div>
      {tracker.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            Chargement du suivi…
          </span>
          <Skeleton className="h-20" />
          <Skeleton className="h-44" />
        </div>
      ) : null}
      {tracker.isError ? (
        <Alert variant="destructive" title="Le suivi n’a pas pu être chargé">
          {tracker.error.message}
          <Retry onClick={() => void tracker.refetch()} isLoading={tracker.isRefetching} />
        </Alert>
      ) : null}
      {tracker.data ? (
        <RegionErrorBoundary
          label="suivi du contrat (lien de signature)"
          fallback={(retry) => (
            <Alert variant="destructive" title="Le suivi n’a pas pu s’afficher">
              <Retry onClick={retry} />
            </Alert>
          )}
        >
          <TrackerView tracker={tracker.data} api={api} />
        </RegionErrorBoundary>
      ) : null}
    </section>
  );
}
