import type { ContractSummary } from '#shared/api/contracts.ts';

/** What a row or a card of the list can do; the page runs them and holds their dialogs. */
export type ContractListActions = {
  onExport: (id: string) => void;
  onDuplicate: (contract: ContractSummary) => void;
  onSignature: (contract: ContractSummary) => void;
  onMarkSigned: (contract: ContractSummary) => void;
  onDelete: (contract: ContractSummary) => void;
  onArchive: (contract: ContractSummary, archived: boolean) => void;
  archivingId: string | null;
  exportingId: string | null;
  duplicatingId: string | null;
};

/** The contract whose export, copy or archiving is on its way: its menu button spins. */
export function isContractBusy(actions: ContractListActions, id: string): boolean {
  return [actions.archivingId, actions.exportingId, actions.duplicatingId].includes(id);
}
