import { Link } from 'react-router';
import type { Role } from '#shared/account/rules.ts';
import { counterpartyName } from '#shared/contract/counterparty.ts';
import type { Contract } from '#shared/contract/schema.ts';
import { formatDateShort } from '#shared/format/dates.ts';
import { editorPath } from '#client/lib/contract-navigation.ts';
import { ContractStatusBadge, ContractTypeBadge } from '#client/components/contract/contract-badges.tsx';
import { ContractActionsMenu } from '#client/features/contracts/list/contract-actions-menu.tsx';
import type { ContractListActions } from '#client/features/contracts/list/contract-list-actions.ts';
import { counterpartyLabel } from '#client/features/contracts/list/counterparty-label.ts';

type ContractsTableProps = { contracts: readonly Contract[]; role: Role | null; actions: ContractListActions };

const headCell = 'px-4 py-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';
const cell = 'px-4 py-3 align-middle';

/**
 * The list on a wide screen: one row per contract, in the API's order (last updated first).
 * The title links to the editor; the « … » button of each row holds its actions, and Tab goes
 * from one row's link to its button to the next row.
 */
export function ContractsTable({ contracts, role, actions }: ContractsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface shadow-card">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">Contrats</caption>
        <colgroup>
          <col />
          <col className="w-[24%]" />
          <col className="w-28" />
          <col className="w-28" />
          <col className="w-32" />
          <col className="w-16" />
        </colgroup>
        <thead className="border-b border-border bg-stone-50/70">
          <tr>
            <th scope="col" className={headCell}>
              Titre
            </th>
            <th scope="col" className={headCell}>
              {counterpartyLabel(role)}
            </th>
            <th scope="col" className={headCell}>
              Type
            </th>
            <th scope="col" className={headCell}>
              Statut
            </th>
            <th scope="col" className={headCell}>
              Modifié le
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {contracts.map((contract) => (
            <tr key={contract.id} data-contract-id={contract.id} className="transition-colors hover:bg-stone-50/70">
              <th scope="row" className={`${cell} text-left font-medium`}>
                <Link
                  to={editorPath({ contractId: contract.id })}
                  className="font-serif text-[0.9375rem] font-semibold break-words text-ink-950 underline-offset-4 hover:underline hover:decoration-gold-500"
                >
                  {contract.title}
                </Link>
              </th>
              <td className={`${cell} break-words text-ink-700`}>{counterpartyName(contract, role)}</td>
              <td className={cell}>
                <ContractTypeBadge type={contract.type} />
              </td>
              <td className={cell}>
                <ContractStatusBadge status={contract.status} />
              </td>
              <td className={`${cell} text-ink-700 tabular-nums`}>
                <time dateTime={contract.updatedAt}>{formatDateShort(contract.updatedAt)}</time>
              </td>
              <td className={`${cell} py-2 text-right`}>
                <ContractActionsMenu contract={contract} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
