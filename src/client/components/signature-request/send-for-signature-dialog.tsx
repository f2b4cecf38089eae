import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  createSignatureRequestBodySchema,
  SIGNATURE_DEFAULT_EXPIRY_DAYS,
  SIGNATURE_MAX_EXPIRY_DAYS,
} from '#shared/api/signatures.ts';
import type { Contract } from '#shared/contract/schema.ts';
import { contractSignatories, signatoryGaps, signatoryRoleLabels } from '#shared/signature/contract-signatories.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#client/components/ui/radio-group.tsx';
import { useCreateSignatureRequest, useSenderSigningLink } from '#client/api/signature-requests.ts';

export function SendForSignatureDialog({
  contract,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  contract: Contract;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on close, when no trigger of its own opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const create = useCreateSignatureRequest(contract.id);
  const senderLink = useSenderSigningLink();
  const navigate = useNavigate();
  const signatories = contractSignatories(contract);
  const gaps = signatoryGaps(signatories);
  const [ordered, setOrdered] = useState(false);
  const [days, setDays] = useState(String(SIGNATURE_DEFAULT_EXPIRY_DAYS));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSignatureRequestBodySchema.safeParse({ ordered, expiresInDays: Number(days) });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: async (progress) => {
        const sender = progress.signers.find((signer) => signer.isSender);
        if (!sender || (progress.ordered && sender.position > 1)) {
          onOpenChange(false);
          toast.success('Contrat envoyé pour signature');
          return;
        }
        // The owner is a signatory: she signs here, now, with a code, instead of a mail to herself.
        // mutateAsync: the card (and this dialog) change once the contract is sent, and a
        // per-call callback would be dropped with them.
        try {
          const { token } = await senderLink.mutateAsync(progress.id);
          onOpenChange(false);
          toast.success('Contrat envoyé : à vous de signer');
          navigate(`/signer/${encodeURIComponent(token)}`);
        } catch (failure) {
          onOpenChange(false);
          toast.error(failure instanceof Error ? failure.message : 'Le lien de signature n’a pas pu être ouvert.');
        }
      },
      onError: (failure) => toast.error(failure.message),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={submit} className="grid gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Envoyer pour signature</DialogTitle>
            <DialogDescription>
              Chaque signataire recevra un lien personnel par e-mail ; si vous en faites partie, vous signerez ici, dans
              Paraphe. Le PDF exporté est figé : le contrat ne pourra plus être modifié, sauf si vous annulez la
              demande.
            </DialogDescription>
          </DialogHeader>
          <section aria-labelledby="signatories-title" className="grid gap-2">
            <h3 id="signatories-title" className="text-sm font-semibold text-ink-900">
              Signataires désignés par le contrat
            </h3>
            <ul className="grid gap-2">
              {signatories.map((signatory) => (
                <li key={signatory.namePath} className="rounded-lg border border-border p-3 text-sm">
                  <p className="font-medium text-ink-900">{signatory.name || '(nom manquant)'}</p>
                  <p className="text-muted-foreground">{signatory.email || '(adresse e-mail manquante)'}</p>
                  <p className="text-xs text-muted-foreground">{signatoryRoleLabels[signatory.role]}</p>
                </li>
              ))}
            </ul>
            <p className="text-xs text-muted-foreground">
              Pour changer un signataire ou son adresse, modifiez le contrat puis exportez-le de nouveau.
            </p>
            {gaps.length > 0 ? (
              <ul role="alert" className="grid gap-1 text-sm text-destructive">
                {gaps.map((gap) => (
                  <li key={gap.path + gap.message}>{gap.message}</li>
                ))}
              </ul>
            ) : null}
          </section>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-ink-900">Ordre de signature</legend>
            <RadioGroup value={ordered ? 'ordered' : 'free'} onValueChange={(value) => setOrdered(value === 'ordered')}>
              <Label className="flex items-center gap-2 font-normal">
                <RadioGroupItem value="free" /> Sans ordre : tous les signataires reçoivent le lien tout de suite
              </Label>
              <Label className="flex items-center gap-2 font-normal">
                <RadioGroupItem value="ordered" /> Dans l’ordre du contrat : la marque d’abord, puis le créateur
              </Label>
            </RadioGroup>
          </fieldset>
          <FormField
            label="Délai pour signer (jours)"
            error={errors.expiresInDays}
            hint={`Entre 1 et ${SIGNATURE_MAX_EXPIRY_DAYS} jours. Rappels automatiques après 3 et 7 jours.`}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={SIGNATURE_MAX_EXPIRY_DAYS}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              className="max-w-28"
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Annuler
            </Button>
            <Button type="submit" isLoading={create.isPending || senderLink.isPending} disabled={gaps.length > 0}>
              {create.isPending || senderLink.isPending ? null : <Send aria-hidden="true" />}
              Envoyer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
