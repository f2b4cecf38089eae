import type { ReactNode } from 'react';
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

type ConfirmDialogProps = {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The button that opens the dialog; without one, `open` and `onOpenChange` drive it. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  cancelLabel?: string;
  variant?: 'destructive' | 'primary';
  /**
   * While the action runs: both buttons wait, Escape and the overlay do nothing, and the dialog
   * stays open until its owner closes it (when the server has answered).
   */
  isPending?: boolean;
  /** « Cancel » and Escape still close the dialog while the action runs (the action only shows it is running). */
  cancellableWhilePending?: boolean;
  /** Stay open after « confirm » so the owner can close it once the action has succeeded. */
  keepOpenOnConfirm?: boolean;
  /** A second way out between « cancel » and the action (« Quitter », « Recharger »); it does not close the dialog itself. */
  secondaryAction?: { label: ReactNode; onClick: () => void; disabled?: boolean };
  /** Anything to read between the question and the buttons (a warning, a list). */
  children?: ReactNode;
  /** Where the focus goes on close, when no `trigger` opened the dialog (Radix goes back to its trigger). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** The one confirmation dialog: a question, a cancel that takes the focus, one action (and at most one other). */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  trigger,
  open,
  onOpenChange,
  cancelLabel = 'Annuler',
  variant = 'destructive',
  isPending = false,
  cancellableWhilePending = false,
  keepOpenOnConfirm = false,
  secondaryAction,
  children,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const locked = isPending && !cancellableWhilePending;
  return (
    <AlertDialog open={open} onOpenChange={(next) => (locked && !next ? undefined : onOpenChange?.(next))}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={locked}>{cancelLabel}</AlertDialogCancel>
          {secondaryAction ? (
            <Button variant="secondary" onClick={secondaryAction.onClick} disabled={secondaryAction.disabled}>
              {secondaryAction.label}
            </Button>
          ) : null}
          <AlertDialogAction asChild>
            <Button
              variant={variant}
              isLoading={isPending}
              onClick={(event) => {
                if (keepOpenOnConfirm) event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
