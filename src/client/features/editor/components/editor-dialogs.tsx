import type { ComplianceItem } from '#shared/contract/compliance-types.ts';
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

type ExportComplianceDialogProps = {
  missing: ComplianceItem[];
  onComplete: () => void;
  onExportAnyway: () => void;
  onCancel: () => void;
};

/** Exporting a contract that lacks what the law requires: say what, and offer to complete it. */
export function ExportComplianceDialog({ missing, onComplete, onExportAnyway, onCancel }: ExportComplianceDialogProps) {
  return (
    <AlertDialog open={missing.length > 0} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialogContent className="max-w-lg">
        <AlertDialogHeader>
          <AlertDialogTitle>Des mentions obligatoires manquent</AlertDialogTitle>
          <AlertDialogDescription>
            {missing.length === 1
              ? 'Ce point exigé par la loi n’est pas encore renseigné :'
              : `Ces ${missing.length} points exigés par la loi ne sont pas encore renseignés :`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="flex max-h-64 list-disc flex-col gap-1.5 overflow-y-auto pl-5 text-sm text-ink-900">
          {missing.map((item) => (
            <li key={item.id}>
              {item.label} <span className="text-muted-foreground">({item.source})</span>
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <Button variant="secondary" onClick={onExportAnyway}>
            Exporter quand même
          </Button>
          <Button onClick={onComplete}>Compléter</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
