import { Archive, ArchiveRestore, Copy, FileSignature, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Contract } from '#shared/contract/schema.ts';
import { formatDateShort } from '#shared/format/dates.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';
import {
  EditContractButton,
  ExportContractButton,
  ViewContractButton,
} from '#client/components/contract/contract-actions.tsx';
import { ContractStatusBadge, ContractTypeBadge } from '#client/components/contract/contract-badges.tsx';
import { SignatureAction } from '#client/components/signature-request/signature-action.tsx';

export type ContractCardActions = {
  onExport: (id: string) => void;
  onDuplicate: (contract: Contract) => void;
  onMarkSigned: (contract: Contract) => void;
  onDelete: (contract: Contract) => void;
  onArchive: (contract: Contract, archived: boolean) => void;
  archivingId: string | null;
  exportingId: string | null;
  duplicatingId: string | null;
};

function IconAction({
  label,
  subject,
  onClick,
  children,
  destructive = false,
  busy = false,
}: {
  /** Shown in the tooltip; the accessible name adds the contract's title. */
  label: string;
  subject: string;
  onClick: () => void;
  children: ReactNode;
  destructive?: boolean;
  busy?: boolean;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`${label} « ${subject} »`}
          onClick={onClick}
          isLoading={busy}
          className={destructive ? 'text-destructive hover:bg-destructive-soft hover:text-destructive' : undefined}
        >
          {busy ? null : children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

export function ContractCard({ contract, actions }: { contract: Contract; actions: ContractCardActions }) {
  const brand = contract.parties.creator.name.trim();
  const titleId = `contrat-${contract.id}-titre`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-contract-id={contract.id}
        className="flex h-full flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-card"
      >
        <div className="flex flex-wrap items-center gap-2">
          <ContractTypeBadge type={contract.type} />
          <ContractStatusBadge status={contract.status} />
        </div>
        <div className="grid gap-1">
          <h2 id={titleId} className="font-serif text-lg leading-snug font-semibold break-words">
            {contract.title}
          </h2>
          <p className="text-sm text-ink-700">{brand === '' ? 'Marque à renseigner' : brand}</p>
          <p className="text-xs text-muted-foreground">
            Modifié le <time dateTime={contract.updatedAt}>{formatDateShort(contract.updatedAt)}</time>
          </p>
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-1.5 border-t border-border pt-3">
          <ViewContractButton contractId={contract.id} title={contract.title} />
          <EditContractButton contractId={contract.id} title={contract.title} status={contract.status} />
          <ExportContractButton
            contractId={contract.id}
            title={contract.title}
            onExport={actions.onExport}
            isExporting={actions.exportingId === contract.id}
            disabled={actions.exportingId !== null && actions.exportingId !== contract.id}
          />
          <SignatureAction contract={contract} />
          <div className="ml-auto flex items-center">
            <IconAction
              label="Dupliquer"
              subject={contract.title}
              onClick={() => actions.onDuplicate(contract)}
              busy={actions.duplicatingId === contract.id}
            >
              <Copy aria-hidden="true" />
            </IconAction>
            {contract.status === 'exported' || contract.status === 'sent' ? (
              <IconAction
                label="Marquer comme signé"
                subject={contract.title}
                onClick={() => actions.onMarkSigned(contract)}
              >
                <FileSignature aria-hidden="true" />
              </IconAction>
            ) : null}
            {contract.archivedAt ? (
              <IconAction
                label="Désarchiver"
                subject={contract.title}
                onClick={() => actions.onArchive(contract, false)}
                busy={actions.archivingId === contract.id}
              >
                <ArchiveRestore aria-hidden="true" />
              </IconAction>
            ) : (
              <IconAction
                label="Archiver"
                subject={contract.title}
                onClick={() => actions.onArchive(contract, true)}
                busy={actions.archivingId === contract.id}
              >
                <Archive aria-hidden="true" />
              </IconAction>
            )}
            {/* A sent or signed contract is evidence: it is archived, never deleted (C. civ. 2224). */}
            {contract.status === 'draft' || contract.status === 'exported' ? (
              <IconAction
                label="Supprimer"
                subject={contract.title}
                onClick={() => actions.onDelete(contract)}
                destructive
              >
                <Trash2 aria-hidden="true" />
              </IconAction>
            ) : null}
          </div>
        </div>
      </article>
    </li>
  );
}
