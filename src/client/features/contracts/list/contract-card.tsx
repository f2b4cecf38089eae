import { Link } from 'react-router';
import type { Role } from '#shared/account/rules.ts';
import { counterpartyName } from '#shared/contract/counterparty.ts';
import type { ContractSummary } from '#shared/api/contracts.ts';
import { formatDateShort } from '#shared/format/dates.ts';
import { editorPath } from '#client/lib/contract-navigation.ts';
import { ContractStatusBadge, ContractTypeBadge } from '#client/components/contract/contract-badges.tsx';
import { ContractActionsMenu } from '#client/features/contracts/list/contract-actions-menu.tsx';
import type { ContractListActions } from '#client/features/contracts/list/contract-list-actions.ts';
import { counterpartyLabel } from '#client/features/contracts/list/counterparty-label.ts';

type ContractCardProps = { contract: ContractSummary; role: Role | null; actions: ContractListActions };

/**
 * A contract on a narrow screen. The title's link covers the whole card (one large target on a
 * phone); the « … » menu sits above it and holds every action.
 */
export function ContractCard({ contract, role, actions }: ContractCardProps) {
  const titleId = `contrat-${contract.id}-titre`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-contract-id={contract.id}
        className="relative flex h-full flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card transition-colors focus-within:border-stone-400 hover:border-stone-400 sm:p-5"
      >
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <ContractTypeBadge type={contract.type} />
            <ContractStatusBadge status={contract.status} />
          </div>
          <div className="relative z-10 -mt-2 -mr-2">
            <ContractActionsMenu contract={contract} actions={actions} size="icon" />
          </div>
        </div>
        <div className="grid gap-1">
          <h2 id={titleId} className="font-serif text-lg leading-snug font-semibold break-words">
            <Link
              to={editorPath({ contractId: contract.id })}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl hover:underline hover:decoration-gold-500 hover:underline-offset-4 focus-visible:underline focus-visible:decoration-gold-500"
            >
              {contract.title}
            </Link>
          </h2>
          <p className="text-sm break-words text-ink-700">
            <span className="text-muted-foreground">{counterpartyLabel(role)} : </span>
            {counterpartyName(contract, role)}
          </p>
          <p className="text-xs text-muted-foreground">
            Modifié le <time dateTime={contract.updatedAt}>{formatDateShort(contract.updatedAt)}</time>
          </p>
        </div>
      </article>
    </li>
  );
}
