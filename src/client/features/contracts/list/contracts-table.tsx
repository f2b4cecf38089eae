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

type ContractsTableProps = { contracts: readonly ContractSummary[]; role: Role | null; actions: ContractListActions };

const headCell = 'px-3 py-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';
const cell = 'px-3 py-3 align-middle';
// Badges, dates and the menu keep their width; the title and the counterparty share the rest.
const fit = 'w-px whitespace-nowrap';

/**
 * The list on a wide screen: one row per contract, in the API's order (last updated first).
 * The title links to the editor; the « … » button of each row holds its actions, and Tab goes
 * from one row's link to its button to the next row.
 */
export function ContractsTable({ contracts, role, actions }: ContractsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface shadow-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Contrats</caption>
        <thead className="border-b border-border bg-stone-50/70">
          <tr>
            <th scope="col" className={`${headCell} pl-4`}>
              Titre
            </th>
            <th scope="col" className={headCell}>
              {counterpartyLabel(role)}
            </th>
            <th scope="col" className={`${headCell} ${fit}`}>
              Type
            </th>
            <th scope="col" className={`${headCell} ${fit}`}>
              Statut
            </th>
            <th scope="col" className={`${headCell} ${fit}`}>
              Modifié le
            </th>
            <th scope="col" className={`${headCell} ${fit} pr-4 text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {contracts.map((contract) => (
            <tr key={contract.id} data-contract-id={contract.id} className="transition-colors hover:bg-stone-50/70">
              <th scope="row" className={`${cell} min-w-36 pl-4 text-left font-medium`}>
                <Link
                  to={editorPath({ contractId: contract.id })}
                  className="font-serif text-[0.9375rem] font-semibold wrap-anywhere text-ink-950 underline-offset-4 hover:underline hover:decoration-gold-500"
                >
                  {contract.title}
                </Link>
              </th>
              <td className={`${cell} text-ink-700`}>
                <div className="max-w-64 min-w-24 break-words hyphens-auto">{counterpartyName(contract, role)}</div>
              </td>
              <td className={cell}>
                <ContractTypeBadge type={contract.type} />
              </td>
              <td className={cell}>
                <ContractStatusBadge status={contract.status} />
              </td>
              <td className={`${cell} text-ink-700 tabular-nums`}>
                <time dateTime={contract.updatedAt}>{formatDateShort(contract.updatedAt)}</time>
              </td>
              <td className={`${cell} py-2 pr-4 text-right`}>
                <ContractActionsMenu contract={contract} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
