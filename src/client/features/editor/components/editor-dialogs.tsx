import { messages } from '#shared/messages.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';

type LeaveDialogProps = {
  open: boolean;
  isSaving: boolean;
  onSave: () => void;
  onLeave: () => void;
  onStay: () => void;
};

/** Spec section 2: leaving with unsaved changes. Escape or « Rester » keeps the user here. */
export function LeaveDialog({ open, isSaving, onSave, onLeave, onStay }: LeaveDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{messages.unsavedChangesTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            Sauvegardez-les avant de partir, ou quittez sans les enregistrer : un brouillon restera disponible sur cet
            appareil.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Rester</AlertDialogCancel>
          <Button variant="secondary" onClick={onLeave} disabled={isSaving}>
            Quitter
          </Button>
          <Button onClick={onSave} isLoading={isSaving}>
            Sauvegarder
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type ConflictDialogProps = {
  open: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
};

/** 409 STALE_VERSION: the contract was saved elsewhere since it was opened here. */
export function ConflictDialog({ open, onReload, onOverwrite, onCancel }: ConflictDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Ce contrat a changé entre-temps</AlertDialogTitle>
          <AlertDialogDescription>
            Une autre version a été enregistrée depuis que vous l’avez ouvert (dans un autre onglet ou sur un autre
            appareil). Rechargez-la pour repartir de celle-ci, ou écrasez-la avec vos modifications.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button variant="secondary" onClick={onReload}>
            Recharger
          </Button>
          <Button variant="destructive" onClick={onOverwrite}>
            Écraser
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
