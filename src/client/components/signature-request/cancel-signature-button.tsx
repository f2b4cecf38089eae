import { toast } from 'sonner';
import type { SignatureProgress } from '#shared/api/signatures.ts';
import { messages } from '#shared/messages.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useCancelSignatureRequest } from '#client/api/signature-requests.ts';

/** Cancelling kills the signers' links: asked for again, like every destructive action. */
export function CancelSignatureButton({ request }: { request: SignatureProgress }) {
  const cancel = useCancelSignatureRequest();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive-outline" isLoading={cancel.isPending}>
          {request.state === 'expired' ? 'Clôturer la demande' : 'Annuler la demande'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{messages.deleteConfirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            Les liens de signature ne fonctionneront plus et les signataires seront prévenus. Les signatures déjà
            recueillies seront perdues ; le contrat redeviendra modifiable.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Retour</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
              cancel.mutate(request.id, {
                onSuccess: () => toast.success('Demande de signature annulée'),
                onError: (failure) => toast.error(failure.message),
              })
            }
          >
            Annuler la demande
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
