import { toast } from 'sonner';
import type { SignatureProgress } from '#shared/api/signatures.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { useCancelSignatureRequest } from '#client/api/signature-requests.ts';

/** Cancelling kills the signers' links: asked for again, like every destructive action. */
export function CancelSignatureButton({ request }: { request: SignatureProgress }) {
  const cancel = useCancelSignatureRequest();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive-outline" isLoading={cancel.isPending}>
          {request.state === 'expired' ? 'Clôturer la demande' : 'Annuler la demande'}
        </Button>
      }
      title={messages.deleteConfirmTitle}
      description="Les liens de signature ne fonctionneront plus et les signataires seront prévenus. Les signatures déjà recueillies seront perdues ; le contrat redeviendra modifiable."
      cancelLabel="Retour"
      confirmLabel="Annuler la demande"
      onConfirm={() =>
        cancel.mutate(request.id, {
          onSuccess: () => toast.success('Demande de signature annulée'),
          onError: (failure) => toast.error(failure.message),
        })
      }
    />
  );
}
