import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useDeclineSignature } from '#client/features/signing/api/signing-api.ts';

/** Refusing closes the request for everyone: the dialog says so and asks why. */
export function DeclineDialog({ token }: { token: string }) {
  const decline = useDeclineSignature(token);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError('Indiquez la raison du refus.');
      return;
    }
    decline.mutate(reason.trim(), {
      onSuccess: () => {
        setOpen(false);
        toast.success('Votre refus a été transmis.');
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="destructive-outline" size="md">
          Refuser de signer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Refuser de signer ?</DialogTitle>
            <DialogDescription>
              La demande de signature sera close pour tous les signataires et l’expéditeur sera prévenu de votre raison.
              Cette action est irréversible.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Raison du refus" error={error}>
            <Textarea
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              maxLength={1000}
              rows={4}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" variant="destructive" isLoading={decline.isPending}>
              Confirmer le refus
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
