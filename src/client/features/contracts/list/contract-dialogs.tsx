import { messages } from '#shared/messages.ts';
import type { Contract } from '#shared/contract/schema.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';

type ConfirmDialogProps = {
  /** The contract the dialog asks about; null keeps it closed. */
  contract: Contract | null;
  isPending: boolean;
  onConfirm: (contract: Contract) => void;
  onCancel: () => void;
};

/** Deleting cannot be undone: the user confirms, naming the contract (spec section 5). */
export function DeleteContractDialog({ contract, isPending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <AlertDialog open={contract !== null} onOpenChange={(open) => (open || isPending ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{messages.deleteConfirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            Le contrat « {contract?.title} » sera définitivement supprimé. {messages.deleteConfirmBody}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Annuler</AlertDialogCancel>
          <AlertDialogAction
            disabled={isPending}
            onClick={(event) => {
              // The dialog stays open until the server has answered.
              event.preventDefault();
              if (contract) onConfirm(contract);
            }}
          >
            {isPending ? <Spinner label="" /> : null}
            Supprimer
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Marking a contract signed makes it read-only for good: asked once, plainly. */
export function MarkSignedDialog({ contract, isPending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <AlertDialog open={contract !== null} onOpenChange={(open) => (open || isPending ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Marquer comme signé ?</AlertDialogTitle>
          <AlertDialogDescription>
            Faites-le lorsque les deux parties ont signé « {contract?.title} ». Le contrat passera en lecture seule :
            vous pourrez toujours l’exporter ou le dupliquer, plus le modifier.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Annuler</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'primary' })}
            disabled={isPending}
            onClick={(event) => {
              event.preventDefault();
              if (contract) onConfirm(contract);
            }}
          >
            {isPending ? <Spinner label="" /> : null}
            Marquer comme signé
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
