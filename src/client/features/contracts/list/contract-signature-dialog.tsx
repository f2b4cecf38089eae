import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { ContractSummary } from '#shared/api/contracts.ts';
import { messages } from '#shared/messages.ts';
import { errorMessageFor } from '#client/lib/api-error.ts';
import { contractQuery } from '#client/api/contracts.ts';
import { SendForSignatureDialog } from '#client/components/signature-request/send-for-signature-dialog.tsx';
import { SignatureProgressDialog } from '#client/components/signature-request/signature-progress-dialog.tsx';

/**
 * The signature step a menu asked for: « Envoyer pour signature » for an exported contract,
 * « Suivi de signature » once sent or signed. It lives beside the list, not in the menu, which
 * is gone once an item is chosen.
 */
type ContractSignatureDialogProps = {
  contract: ContractSummary | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

export function ContractSignatureDialog({ contract, onClose, onCloseAutoFocus }: ContractSignatureDialogProps) {
  if (!contract || contract.status === 'draft') return null;
  const onOpenChange = (open: boolean) => (open ? undefined : onClose());
  if (contract.status === 'exported') {
    return <SendFromList contractId={contract.id} onClose={onClose} onCloseAutoFocus={onCloseAutoFocus} />;
  }
  return (
    <SignatureProgressDialog
      contractId={contract.id}
      title={contract.title}
      open
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}

/**
 * The list holds summaries; sending needs the contract's signatories, so the dialog opens once
 * the contract itself has come (a failure says so and closes, nothing was sent).
 */
function SendFromList({
  contractId,
  onClose,
  onCloseAutoFocus,
}: {
  contractId: string;
  onClose: () => void;
  onCloseAutoFocus: ((event: Event) => void) | undefined;
}) {
  const contract = useQuery(contractQuery(contractId));
  useEffect(() => {
    if (!contract.isError) return;
    toast.error(errorMessageFor(contract.error, messages.previewLoadFailed));
    onClose();
  }, [contract.isError, contract.error, onClose]);
  if (!contract.data) {
    return (
      <span className="sr-only" role="status">
        Chargement du contrat…
      </span>
    );
  }
  return (
    <SendForSignatureDialog
      contract={contract.data}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
