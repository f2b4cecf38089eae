import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import { formatDateShort } from '#shared/format/dates.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { NoContractsYet } from '#client/components/contract/no-contracts-yet.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { recentContractsQuery } from '#client/api/contracts.ts';
import {
  EditContractButton,
  ExportContractButton,
  TrackContractButton,
  ViewContractButton,
} from '#client/components/contract/contract-actions.tsx';
import { ContractStatusBadge, ContractTypeBadge } from '#client/components/contract/contract-badges.tsx';
import { useExportContract } from '#client/api/export-contract.ts';

export function RecentContracts() {
  const contracts = useQuery(recentContractsQuery());
  const { exportContract, exportingId } = useExportContract();

  let body: ReactNode;
  if (contracts.isPending) {
    body = (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Chargement de vos contrats…</span>
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} className="h-16 w-full" />
        ))}
      </div>
    );
  } else if (contracts.isError) {
    body = (
      <Alert variant="destructive" title={messages.contractsLoadFailed}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void contracts.refetch()}>
          Réessayer
        </Button>
      </Alert>
    );
  } else if (contracts.data.items.length === 0) {
    body = <NoContractsYet />;
  } else {
    body = (
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface shadow-card">
        {contracts.data.items.map((contract) => (
          <li
            key={contract.id}
            data-contract-id={contract.id}
            className="flex flex-col gap-3 px-4 py-3.5 md:flex-row md:items-center md:justify-between"
          >
            <div className="grid min-w-0 gap-1">
              <h3 className="truncate font-sans text-base font-medium text-ink-950">{contract.title}</h3>
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <ContractTypeBadge type={contract.type} />
                <ContractStatusBadge status={contract.status} />
                <span>
                  {contract.parties.creator.name.trim() || 'Marque à renseigner'} · modifié le{' '}
                  {formatDateShort(contract.updatedAt)}
                </span>
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              <ViewContractButton contractId={contract.id} title={contract.title} />
              <EditContractButton contractId={contract.id} title={contract.title} status={contract.status} />
              <TrackContractButton contractId={contract.id} title={contract.title} status={contract.status} />
              <ExportContractButton
                contractId={contract.id}
                title={contract.title}
                onExport={(id) => void exportContract(id)}
                isExporting={exportingId === contract.id}
                disabled={exportingId !== null && exportingId !== contract.id}
              />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="recents-titre" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recents-titre" className="text-xl font-semibold">
          Contrats récents
        </h2>
        {contracts.data?.items.length === 0 ? null : (
          <Button asChild variant="link">
            <Link to="/contracts">
              Voir tout
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
      {body}
    </section>
  );
}
