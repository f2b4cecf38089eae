import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Contract } from '#shared/contract/schema.ts';
import { CreateContractButton } from '#client/components/contract/create-contract-button.tsx';
import { NoContractsYet } from '#client/components/contract/no-contracts-yet.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { editorPath } from '#client/lib/contract-navigation.ts';
import { pluralize } from '#client/lib/fr-format.ts';
import {
  useArchiveContract,
  useDeleteContract,
  useDuplicateContract,
  useMarkContractSigned,
} from '#client/api/contract-mutations.ts';
import { contractsQuery } from '#client/api/contracts.ts';
import { useExportContract } from '#client/api/export-contract.ts';
import { ContractCard, type ContractCardActions } from '#client/features/contracts/list/contract-card.tsx';
import { DeleteContractDialog, MarkSignedDialog } from '#client/features/contracts/list/contract-dialogs.tsx';
import { filterContracts, noFilters } from '#client/features/contracts/list/contract-search.ts';
import {
  ContractsError,
  ContractsSkeleton,
  NoMatchingContracts,
} from '#client/features/contracts/list/contracts-list-states.tsx';
import { ContractsToolbar } from '#client/features/contracts/list/contracts-toolbar.tsx';
import { type ListCriteria, readListCriteria, writeListCriteria } from '#client/features/contracts/list/list-params.ts';

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

  const { exportContract, exportingId } = useExportContract();
  const navigate = useNavigate();
  const duplicate = useDuplicateContract();
  const markSigned = useMarkContractSigned();
  const remove = useDeleteContract();
  const archive = useArchiveContract();
  const [toDelete, setToDelete] = useState<Contract | null>(null);
  const [toSign, setToSign] = useState<Contract | null>(null);

  const total = contracts.data?.length ?? 0;
  const actions: ContractCardActions = {
    onExport: (id) => void exportContract(id),
    // The copy opens in the editor: a copy is made to be changed.
    onDuplicate: (contract) =>
      duplicate.mutate(contract.id, { onSuccess: (copy) => void navigate(editorPath({ contractId: copy.id })) }),
    onMarkSigned: setToSign,
    onDelete: setToDelete,
    onArchive: (contract, archived) => archive.mutate({ id: contract.id, archived }),
    archivingId: archive.isPending ? (archive.variables?.id ?? null) : null,
    exportingId,
    duplicatingId: duplicate.isPending ? (duplicate.variables ?? null) : null,
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
      {contracts.isPending ? <ContractsSkeleton /> : null}
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
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Contrats">
              {visible.map((contract) => (
                <ContractCard key={contract.id} contract={contract} actions={actions} />
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <DeleteContractDialog
        contract={toDelete}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={(contract) => remove.mutate(contract.id, { onSettled: () => setToDelete(null) })}
      />
      <MarkSignedDialog
        contract={toSign}
        isPending={markSigned.isPending}
        onCancel={() => setToSign(null)}
        onConfirm={(contract) => markSigned.mutate(contract.id, { onSettled: () => setToSign(null) })}
      />
    </div>
  );
}
