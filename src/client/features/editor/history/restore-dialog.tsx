import type { ContractVersionSummary } from '#shared/api/contract-history.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
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
    <AlertDialog open={version !== null} onOpenChange={(open) => (open || isRestoring ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Restaurer la version {version?.version} ?</AlertDialogTitle>
          <AlertDialogDescription>
            {version
              ? `Le contrat reprendra le contenu enregistré le ${formatSavedAt(version.savedAt)}. Il sera enregistré comme une nouvelle version : la version ${currentVersion} reste dans l’historique et pourra elle aussi être restaurée.`
              : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {hasUnsavedChanges ? (
          <Alert variant="warning" title="Modifications non sauvegardées">
            Les changements que vous n’avez pas sauvegardés seront perdus. Annulez puis sauvegardez-les d’abord si vous
            voulez les garder dans l’historique.
          </Alert>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isRestoring}>Annuler</AlertDialogCancel>
          <Button onClick={onConfirm} isLoading={isRestoring}>
            {hasUnsavedChanges ? 'Abandonner mes changements et restaurer' : 'Restaurer'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
