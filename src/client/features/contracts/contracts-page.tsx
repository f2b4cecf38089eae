import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CreateContractButton } from '#client/components/contract/create-contract-button.tsx';
import { NoContractsYet } from '#client/components/contract/no-contracts-yet.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { pluralize } from '#client/lib/fr-format.ts';
import { useMediaQuery } from '#client/lib/use-media-query.ts';
import { useSession } from '#client/lib/use-session.ts';
import { contractsQuery } from '#client/api/contracts.ts';
import { ContractCard } from '#client/features/contracts/list/contract-card.tsx';
import { filterContracts, noFilters } from '#client/features/contracts/list/contract-search.ts';
import {
  ContractsError,
  ContractsSkeleton,
  NoMatchingContracts,
} from '#client/features/contracts/list/contracts-list-states.tsx';
import { ContractsTable } from '#client/features/contracts/list/contracts-table.tsx';
import { ContractsToolbar } from '#client/features/contracts/list/contracts-toolbar.tsx';
import { type ListCriteria, readListCriteria, writeListCriteria } from '#client/features/contracts/list/list-params.ts';
import { useContractListActions } from '#client/features/contracts/list/use-contract-list-actions.tsx';

/** From Tailwind's `lg`: room beside the sidebar for the six columns of the table. */
const TABLE_QUERY = '(min-width: 1024px)';

/** /contracts: every contract of the user, most recently updated first (the API's order). */
export function ContractsPage() {
  const [params, setParams] = useSearchParams();
  const archivedView = params.get('vue') === 'archives';
  const contracts = useQuery(contractsQuery(archivedView));
  const criteria = useMemo(() => readListCriteria(params), [params]);
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
  const visible = useMemo(() => filterContracts(contracts.data ?? [], criteria), [contracts.data, criteria]);

  const { actions, dialogs } = useContractListActions();
  const asTable = useMediaQuery(TABLE_QUERY);
  const role = useSession().user?.role ?? null;
  const total = contracts.data?.length ?? 0;

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
          contracts.isSuccess && total === 0 ? undefined : <CreateContractButton />
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
      {contracts.isError ? (
        <ContractsError onRetry={() => void contracts.refetch()} isRetrying={contracts.isFetching} />
      ) : null}
      {contracts.isSuccess && total === 0 && !archivedView ? <NoContractsYet /> : null}
      {contracts.isSuccess && total === 0 && archivedView ? (
        <p className="text-sm text-muted-foreground" role="status">
          Aucun contrat archivé. Un contrat envoyé pour signature ou signé ne peut pas être supprimé : archivez-le pour
          le retirer de la liste.
        </p>
      ) : null}
      {contracts.isSuccess && total > 0 ? (
        <div className="grid gap-4">
          <ContractsToolbar criteria={criteria} onChange={setCriteria} />
          <p className="text-sm text-muted-foreground" role="status" data-testid="contracts-count">
            {filtering
              ? `${pluralize(visible.length, 'contrat trouvé', 'contrats trouvés')} sur ${total}`
              : pluralize(total, 'contrat')}
          </p>
          {visible.length === 0 ? (
            <NoMatchingContracts onReset={() => setCriteria({ query: '', filters: noFilters })} />
          ) : null}
          {visible.length > 0 && asTable ? <ContractsTable contracts={visible} role={role} actions={actions} /> : null}
          {visible.length > 0 && !asTable ? (
            <ul className="grid gap-4 sm:grid-cols-2" aria-label="Contrats">
              {visible.map((contract) => (
                <ContractCard key={contract.id} contract={contract} role={role} actions={actions} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {dialogs}
    </div>
  );
}
