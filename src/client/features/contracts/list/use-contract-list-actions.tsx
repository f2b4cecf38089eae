import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ContractSummary } from '#shared/api/contracts.ts';
import { editorPath } from '#client/lib/contract-navigation.ts';
import {
  useArchiveContract,
  useDeleteContract,
  useDuplicateContract,
  useMarkContractSigned,
} from '#client/api/contract-mutations.ts';
import { useExportContract } from '#client/api/export-contract.ts';
import { DeleteContractDialog, MarkSignedDialog } from '#client/features/contracts/list/contract-dialogs.tsx';
import type { ContractListActions } from '#client/features/contracts/list/contract-list-actions.ts';
import { ContractSignatureDialog } from '#client/features/contracts/list/contract-signature-dialog.tsx';

/** The actions of the list's menus, and the dialogs some of them open (rendered once, by the page). */
export function useContractListActions(): { actions: ContractListActions; dialogs: ReactNode } {
  const { exportContract, exportingId } = useExportContract();
  const navigate = useNavigate();
  const duplicate = useDuplicateContract();
  const markSigned = useMarkContractSigned();
  const remove = useDeleteContract();
  const archive = useArchiveContract();
  const [toDelete, setToDelete] = useState<ContractSummary | null>(null);
  const [toSign, setToSign] = useState<ContractSummary | null>(null);
  const [signatureOf, setSignatureOf] = useState<ContractSummary | null>(null);
  // The dialogs have no trigger of their own: on close, the focus goes back to the « … » button
  // that had it when the dialog was asked for (the menu gives it back before it opens one).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const openWithFocusReturn =
    (open: (contract: ContractSummary) => void) =>
    (contract: ContractSummary): void => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      open(contract);
    };
  const restoreFocus = (event: Event) => {
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };

  const actions: ContractListActions = {
    onExport: (id) => void exportContract(id),
    // The copy opens in the editor: a copy is made to be changed.
    onDuplicate: (contract) =>
      duplicate.mutate(contract.id, { onSuccess: (copy) => void navigate(editorPath({ contractId: copy.id })) }),
    onSignature: openWithFocusReturn(setSignatureOf),
    onMarkSigned: openWithFocusReturn(setToSign),
    onDelete: openWithFocusReturn(setToDelete),
    onArchive: (contract, archived) => archive.mutate({ id: contract.id, archived }),
    archivingId: archive.isPending ? (archive.variables?.id ?? null) : null,
    exportingId,
    duplicatingId: duplicate.isPending ? (duplicate.variables ?? null) : null,
  };

  const dialogs = (
    <>
      <DeleteContractDialog
        contract={toDelete}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onCloseAutoFocus={restoreFocus}
        onConfirm={(contract) => remove.mutate(contract.id, { onSettled: () => setToDelete(null) })}
      />
      <MarkSignedDialog
        contract={toSign}
        isPending={markSigned.isPending}
        onCancel={() => setToSign(null)}
        onCloseAutoFocus={restoreFocus}
        onConfirm={(contract) => markSigned.mutate(contract.id, { onSettled: () => setToSign(null) })}
      />
      <ContractSignatureDialog
        contract={signatureOf}
        onClose={() => setSignatureOf(null)}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
  return { actions, dialogs };
}
