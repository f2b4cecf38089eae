import { messages } from '#shared/messages.ts';
import type { ContractSummary } from '#shared/api/contracts.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

type ContractDialogProps = {
  /** The contract the dialog asks about; null keeps it closed. */
  contract: ContractSummary | null;
  isPending: boolean;
  onConfirm: (contract: ContractSummary) => void;
  onCancel: () => void;
  /** The focus goes back where the dialog was asked from (the contract's « … » button). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** Deleting cannot be undone: the user confirms, naming the contract (spec section 5). */
export function DeleteContractDialog({
  contract,
  isPending,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: ContractDialogProps) {
  return (
    <ConfirmDialog
      onCloseAutoFocus={onCloseAutoFocus}
      open={contract !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      isPending={isPending}
      // The dialog stays open until the server has answered.
      keepOpenOnConfirm
      title={messages.deleteConfirmTitle}
      description={`Le contrat « ${contract?.title} » sera définitivement supprimé. ${messages.deleteConfirmBody}`}
      confirmLabel="Supprimer"
      onConfirm={() => (contract ? onConfirm(contract) : undefined)}
    />
  );
}

/** Marking a contract signed makes it read-only for good: asked once, plainly. */
export function MarkSignedDialog({ contract, isPending, onConfirm, onCancel, onCloseAutoFocus }: ContractDialogProps) {
  return (
    <ConfirmDialog
      onCloseAutoFocus={onCloseAutoFocus}
      open={contract !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      isPending={isPending}
      keepOpenOnConfirm
      variant="primary"
      title="Marquer comme signé ?"
      description={`Faites-le lorsque les deux parties ont signé « ${contract?.title} ». Le contrat passera en lecture seule : vous pourrez toujours l’exporter ou le dupliquer, plus le modifier.`}
      confirmLabel="Marquer comme signé"
      onConfirm={() => (contract ? onConfirm(contract) : undefined)}
    />
  );
}
