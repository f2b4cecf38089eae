import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';

type DialogFormFooterProps = {
  /** The form's error that belongs to no field (`errors.root`), shown above the buttons. */
  error: string | undefined;
  onCancel: () => void;
  isSubmitting: boolean;
  submitLabel: string;
};

/** The end of each form of the tracker's dialogs: its error, « Annuler » and the action. */
export function DialogFormFooter({ error, onCancel, isSubmitting, submitLabel }: DialogFormFooterProps) {
  return (
    <>
      {error ? (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
