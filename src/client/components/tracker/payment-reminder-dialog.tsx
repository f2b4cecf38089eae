import { useQuery } from '@tanstack/react-query';
import { Copy, Mail } from 'lucide-react';
import { toast } from 'sonner';
import type { PaymentItem, PaymentReminder } from '#shared/api/tracker.ts';
import { fetchPaymentReminder, type TrackerApi } from '#client/api/tracker.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { trackerErrorMessage, trackerMessages } from '#client/components/tracker/tracker-messages.ts';

type PaymentReminderDialogProps = {
  api: TrackerApi;
  item: PaymentItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** RFC 6068: every part percent-encoded; the address keeps its « @ », which every mail app reads. */
export function mailtoHref({ to, subject, body }: PaymentReminder): string {
  const address = encodeURIComponent(to).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(trackerMessages.reminderCopied);
  } catch {
    toast.error(trackerMessages.copyFailed);
  }
}

/** The reminder Paraphe writes for the creator, sent from their own mailbox: copied, or opened in their mail app. */
export function PaymentReminderDialog({ api, item, open, onOpenChange }: PaymentReminderDialogProps) {
  const reminder = useQuery({
    queryKey: [...api.queryKey, 'reminder', item.id],
    queryFn: ({ signal }) => fetchPaymentReminder(api, item.id, signal),
    enabled: open,
    retry: false,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Relance de paiement</DialogTitle>
          <DialogDescription>
            {item.label} : relisez le message, puis envoyez-le depuis votre messagerie.
          </DialogDescription>
        </DialogHeader>
        {reminder.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              Préparation de la relance…
            </span>
            <Skeleton className="h-11" />
            <Skeleton className="h-40" />
          </div>
        ) : null}
        {reminder.isError ? (
          <Alert variant="destructive" role="alert">
            {trackerErrorMessage(reminder.error, trackerMessages.reminderFailed)}
            <Button variant="secondary" size="sm" className="mt-2 flex" onClick={() => void reminder.refetch()}>
              Réessayer
            </Button>
          </Alert>
        ) : null}
        {reminder.data ? (
          <div className="grid gap-4">
            <FormField label="Destinataire">
              <Input readOnly value={reminder.data.to} />
            </FormField>
            <FormField label="Objet">
              <Input readOnly value={reminder.data.subject} />
            </FormField>
            <FormField label="Message">
              <Textarea readOnly rows={10} value={reminder.data.body} />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <a href={mailtoHref(reminder.data)}>
                  <Mail aria-hidden="true" />
                  Ouvrir dans ma messagerie
                </a>
              </Button>
              <Button variant="secondary" onClick={() => void copy(reminder.data.body)}>
                <Copy aria-hidden="true" />
                Copier le message
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
