import type { Contract } from '#shared/contract/schema.ts';
import { SendForSignatureDialog } from '#client/components/signature-request/send-for-signature-dialog.tsx';
import { SignatureProgressDialog } from '#client/components/signature-request/signature-progress-dialog.tsx';

/**
 * The signature step a menu asked for: « Envoyer pour signature » for an exported contract,
 * « Suivi de signature » once sent or signed. It lives beside the list, not in the menu, which
 * is gone once an item is chosen.
 */
type ContractSignatureDialogProps = {
  contract: Contract | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

export function ContractSignatureDialog({ contract, onClose, onCloseAutoFocus }: ContractSignatureDialogProps) {
  if (!contract || contract.status === 'draft') return null;
  const onOpenChange = (open: boolean) => (open ? undefined : onClose());
  if (contract.status === 'exported') {
    return (
      <SendForSignatureDialog
        contract={contract}
        open
        onOpenChange={onOpenChange}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    );
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
