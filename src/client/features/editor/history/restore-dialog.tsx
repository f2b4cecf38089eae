import type { ContractVersionSummary } from '#shared/api/contract-history.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { formatSavedAt } from '#client/features/editor/history/saved-at.ts';

type RestoreDialogProps = {
  version: ContractVersionSummary | null;
  currentVersion: number;
  hasUnsavedChanges: boolean;
  isRestoring: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Restoring replaces what the editor shows: said plainly, and louder when unsaved typing would be lost. */
export function RestoreDialog(props: RestoreDialogProps) {
  const { version, currentVersion, hasUnsavedChanges, isRestoring, onConfirm, onCancel } = props;
  return (
    <ConfirmDialog
      open={version !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      isPending={isRestoring}
      keepOpenOnConfirm
      variant="primary"
      title={`Restaurer la version ${version?.version} ?`}
      description={
        version
          ? `Le contrat reprendra le contenu enregistré le ${formatSavedAt(version.savedAt)}. Il sera enregistré comme une nouvelle version : la version ${currentVersion} reste dans l’historique et pourra elle aussi être restaurée.`
          : null
      }
      confirmLabel={hasUnsavedChanges ? 'Abandonner mes changements et restaurer' : 'Restaurer'}
      onConfirm={onConfirm}
    >
      {hasUnsavedChanges ? (
        <Alert variant="warning" title="Modifications non sauvegardées">
          Les changements que vous n’avez pas sauvegardés seront perdus. Annulez puis sauvegardez-les d’abord si vous
          voulez les garder dans l’historique.
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
