import { messages } from '#shared/messages.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

type LeaveDialogProps = {
  open: boolean;
  isSaving: boolean;
  onSave: () => void;
  onLeave: () => void;
  onStay: () => void;
};

/** Spec section 2: leaving with unsaved changes. Escape or « Rester » keeps the user here, even while saving. */
export function LeaveDialog({ open, isSaving, onSave, onLeave, onStay }: LeaveDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onStay())}
      title={messages.unsavedChangesTitle}
      description="Sauvegardez-les avant de partir, ou quittez sans les enregistrer : un brouillon restera disponible sur cet appareil."
      cancelLabel="Rester"
      secondaryAction={{ label: 'Quitter', onClick: onLeave, disabled: isSaving }}
      confirmLabel="Sauvegarder"
      variant="primary"
      onConfirm={onSave}
      isPending={isSaving}
      cancellableWhilePending
      keepOpenOnConfirm
    />
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
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title="Ce contrat a changé entre-temps"
      description="Une autre version a été enregistrée depuis que vous l’avez ouvert (dans un autre onglet ou sur un autre appareil). Rechargez-la pour repartir de celle-ci, ou écrasez-la avec vos modifications."
      secondaryAction={{ label: 'Recharger', onClick: onReload }}
      confirmLabel="Écraser"
      onConfirm={onOverwrite}
      keepOpenOnConfirm
    />
  );
}
