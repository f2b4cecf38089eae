import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion, PenLine } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ownerTrackerApi, trackerQuery } from '#client/api/tracker.ts';
import { RegionErrorBoundary } from '#client/components/region-error-boundary.tsx';
import { TrackerView } from '#client/components/tracker/tracker-view.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { isApiError } from '#client/lib/api-error.ts';
import { previewPath } from '#client/lib/contract-navigation.ts';

function TrackerSkeleton() {
  return (
    <div className="grid gap-8" aria-busy="true">
      <span className="sr-only" role="status">
        Chargement du suivi…
      </span>
      <Skeleton className="h-20 w-full" />
      {['publications', 'paiements', 'droits'].map((key) => (
        <div key={key} className="grid gap-4">
          <Skeleton className="h-7 w-48" />
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-44" />
            <Skeleton className="h-44" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /contracts/:id/suivi — the owner's tracker of a signed contract. */
export function TrackerPage() {
  const { id = '' } = useParams();
  const api = useMemo(() => ownerTrackerApi(id), [id]);
  const tracker = useQuery(trackerQuery(api));

  let body: ReactNode;
  if (tracker.isPending) body = <TrackerSkeleton />;
  else if (isApiError(tracker.error, 'CONTRACT_NOT_SIGNED')) {
    body = (
      <EmptyState
        icon={<PenLine aria-hidden="true" />}
        title="Le suivi commence à la signature du contrat."
        description="Une fois le contrat signé par toutes les parties, vous suivrez ici ses publications, ses paiements et ses droits d’exploitation."
        actions={
          <Button asChild variant="secondary">
            <Link to={previewPath(id)}>Voir le contrat</Link>
          </Button>
        }
      />
    );
  } else if (isApiError(tracker.error, 'NOT_FOUND')) {
    body = (
      <EmptyState
        icon={<FileQuestion aria-hidden="true" />}
        title="Contrat introuvable"
        description="Ce contrat n’existe pas ou ne vous appartient pas."
        actions={
          <Button asChild variant="secondary">
            <Link to="/contracts">Voir mes contrats</Link>
          </Button>
        }
      />
    );
  } else if (tracker.isError) {
    body = (
      <Alert variant="destructive" title="Le suivi n’a pas pu être chargé">
        {tracker.error.message}
        <Button
          variant="secondary"
          size="sm"
          className="mt-2 flex"
          isLoading={tracker.isRefetching}
          onClick={() => void tracker.refetch()}
        >
          Réessayer
        </Button>
      </Alert>
    );
  } else {
    body = (
      <RegionErrorBoundary
        label="suivi du contrat"
        fallback={(retry) => (
          <Alert variant="destructive" title="Le suivi n’a pas pu s’afficher">
            <Button variant="secondary" size="sm" className="mt-2 flex" onClick={retry}>
              Réessayer
            </Button>
          </Alert>
        )}
      >
        <TrackerView tracker={tracker.data} api={api} />
      </RegionErrorBoundary>
    );
  }

  return (
    <div className="grid gap-6">
      <title>{`${tracker.data ? `${tracker.data.title} · ` : ''}Suivi du contrat · Paraphe`}</title>
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to="/contracts">
          <ArrowLeft aria-hidden="true" />
          Mes contrats
        </Link>
      </Button>
      <PageHeader
        title="Suivi du contrat"
        description={
          tracker.data ? tracker.data.title : 'Publications, paiements et droits d’exploitation après la signature.'
        }
      />
      {body}
    </div>
  );
}
