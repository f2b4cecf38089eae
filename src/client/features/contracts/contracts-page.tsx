import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CreateContractButton } from '#client/components/contract/create-contract-button.tsx';
import { NoContractsYet } from '#client/components/contract/no-contracts-yet.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { pluralize } from '#client/lib/fr-format.ts';
import { useMediaQuery } from '#client/lib/use-media-query.ts';
import { useSession } from '#client/lib/use-session.ts';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { contractPagesQuery } from '#client/api/contracts.ts';
import { ContractCard } from '#client/features/contracts/list/contract-card.tsx';
import { noFilters } from '#client/features/contracts/list/contract-search.ts';
import {
  ContractsError,
  ContractsSkeleton,
  MoreContracts,
  NoMatchingContracts,
} from '#client/features/contracts/list/contracts-list-states.tsx';
import { ContractsTable } from '#client/features/contracts/list/contracts-table.tsx';
import { ContractsToolbar } from '#client/features/contracts/list/contracts-toolbar.tsx';
import { type ListCriteria, readListCriteria, writeListCriteria } from '#client/features/contracts/list/list-params.ts';
import { useContractListActions } from '#client/features/contracts/list/use-contract-list-actions.tsx';

/** From Tailwind's `lg`: room beside the sidebar for the six columns of the table. */
const TABLE_QUERY = '(min-width: 1024px)';

/** The search goes to the server once the typing pauses this long. */
const SEARCH_PAUSE_MS = 250;

/**
 * /contracts: the user's contracts, most recently updated first (the API's order), a page at a
 * time. The search and the filters run on the server.
 */
export function ContractsPage() {
  const [params, setParams] = useSearchParams();
  const archivedView = params.get('vue') === 'archives';
  const criteria = useMemo(() => readListCriteria(params), [params]);
  const query = useDebouncedValue(criteria.query, SEARCH_PAUSE_MS);
  const contracts = useInfiniteQuery(contractPagesQuery({ archived: archivedView, query, ...criteria.filters }));
  const setCriteria = (next: ListCriteria) => {
    const written = writeListCriteria(next);
    if (archivedView) written.set('vue', 'archives');
    setParams(written, { replace: true });
  };
  const showArchived = (archived: boolean) => {
    const written = writeListCriteria(criteria);
    if (archived) written.set('vue', 'archives');
    setParams(written);
  };
  const visible = useMemo(() => contracts.data?.pages.flatMap((page) => page.items) ?? [], [contracts.data]);
  const counts = contracts.data?.pages[0]?.counts ?? null;
  // A page that fails after the first keeps what is shown: only the first one's failure replaces it.
  const loaded = contracts.data !== undefined;

  const { actions, dialogs } = useContractListActions();
  const asTable = useMediaQuery(TABLE_QUERY);
  const role = useSession().user?.role ?? null;
  const total = counts?.total ?? 0;
  const matching = counts?.matching ?? 0;
  const loadMore = () => {
    if (contracts.hasNextPage && !contracts.isFetchingNextPage) void contracts.fetchNextPage();
  };

  const filtering =
    criteria.query.trim() !== '' || criteria.filters.types.length + criteria.filters.statuses.length > 0;

  return (
    <div className="grid gap-6">
      <title>Mes contrats · Paraphe</title>
      <PageHeader
        title="Mes contrats"
        description="Tous vos contrats, du brouillon à la signature."
        actions={
          // The empty state has its own button: one is enough.
          loaded && total === 0 ? undefined : <CreateContractButton />
        }
      />
      <nav aria-label="Contrats affichés" className="flex gap-2">
        <Button
          variant={archivedView ? 'ghost' : 'secondary'}
          size="sm"
          aria-current={archivedView ? undefined : 'page'}
          onClick={() => showArchived(false)}
        >
          En cours
        </Button>
        <Button
          variant={archivedView ? 'secondary' : 'ghost'}
          size="sm"
          aria-current={archivedView ? 'page' : undefined}
          onClick={() => showArchived(true)}
        >
          Archivés
        </Button>
      </nav>
      {contracts.isPending ? <ContractsSkeleton asTable={asTable} /> : null}
      {contracts.isLoadingError ? (
        <ContractsError onRetry={() => void contracts.refetch()} isRetrying={contracts.isFetching} />
      ) : null}
      {loaded && total === 0 && !archivedView ? <NoContractsYet /> : null}
      {loaded && total === 0 && archivedView ? (
        <p className="text-sm text-muted-foreground" role="status">
          Aucun contrat archivé. Un contrat envoyé pour signature ou signé ne peut pas être supprimé : archivez-le pour
          le retirer de la liste.
        </p>
      ) : null}
      {loaded && total > 0 ? (
        <div className="grid gap-4">
          <ContractsToolbar criteria={criteria} onChange={setCriteria} />
          <p className="text-sm text-muted-foreground" role="status" data-testid="contracts-count">
            {filtering
              ? `${pluralize(matching, 'contrat trouvé', 'contrats trouvés')} sur ${total}`
              : pluralize(total, 'contrat')}
          </p>
          {matching === 0 ? (
            <NoMatchingContracts onReset={() => setCriteria({ query: '', filters: noFilters })} />
          ) : null}
          <div className="grid gap-4" aria-busy={contracts.isPlaceholderData || undefined}>
            {visible.length > 0 && asTable ? (
              <ContractsTable contracts={visible} role={role} actions={actions} />
            ) : null}
            {visible.length > 0 && !asTable ? (
              <ul className="grid gap-4 sm:grid-cols-2" aria-label="Contrats">
                {visible.map((contract) => (
                  <ContractCard key={contract.id} contract={contract} role={role} actions={actions} />
                ))}
              </ul>
            ) : null}
            {contracts.hasNextPage && !contracts.isPlaceholderData ? (
              <MoreContracts
                remaining={Math.max(matching - visible.length, 0)}
                isLoading={contracts.isFetchingNextPage}
                isError={contracts.isFetchNextPageError}
                onLoadMore={loadMore}
              />
            ) : null}
          </div>
        </div>
      ) : null}
      {dialogs}
    </div>
  );
}
