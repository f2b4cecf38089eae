import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  type CreateSignatureRequestBody,
  createSignatureRequestBodySchema,
  SIGNATURE_DEFAULT_EXPIRY_DAYS,
  SIGNATURE_MAX_EXPIRY_DAYS,
} from '#shared/api/signatures.ts';
import type { Contract } from '#shared/contract/schema.ts';
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
import { useCreateSignatureRequest } from '#client/api/signature-requests.ts';

type Signer = CreateSignatureRequestBody['signers'][number];

/** The parties' names and e-mails as the contract holds them: the brand's signatory, the creator. */
function signersOf(contract: Contract): Signer[] {
  const { creator, influencer } = contract.parties;
  return [
    { party: 'creator', name: creator.signatory.name.trim() || creator.name, email: creator.email },
    { party: 'influencer', name: influencer.signatory.name.trim() || influencer.name, email: influencer.email },
  ];
}

const partyLabels = { creator: 'Pour la marque', influencer: 'Pour le créateur' } as const;

export function SendForSignatureDialog({
  contract,
  open,
  onOpenChange,
}: {
  contract: Contract;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateSignatureRequest(contract.id);
  const [signers, setSigners] = useState(() => signersOf(contract));
  const [ordered, setOrdered] = useState(false);
  const [days, setDays] = useState(String(SIGNATURE_DEFAULT_EXPIRY_DAYS));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const edit = (index: number, field: 'name' | 'email', value: string) =>
    setSigners((current) => current.map((signer, i) => (i === index ? { ...signer, [field]: value } : signer)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSignatureRequestBodySchema.safeParse({ signers, ordered, expiresInDays: Number(days) });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success('Contrat envoyé pour signature');
      },
      onError: (failure) => toast.error(failure.message),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <form onSubmit={submit} className="grid gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Envoyer pour signature</DialogTitle>
            <DialogDescription>
              Chaque signataire recevra un lien personnel par e-mail. Le PDF exporté est figé : le contrat ne pourra
              plus être modifié, sauf si vous annulez la demande.
            </DialogDescription>
          </DialogHeader>
          {signers.map((signer, index) => (
            <fieldset key={signer.party} className="grid gap-3 rounded-lg border border-border p-4">
              <legend className="px-1 text-sm font-semibold text-ink-900">{partyLabels[signer.party]}</legend>
              <FormField label="Nom du signataire" error={errors[`signers.${index}.name`]}>
                <Input value={signer.name} onChange={(event) => edit(index, 'name', event.target.value)} />
              </FormField>
              <FormField label="Adresse e-mail" error={errors[`signers.${index}.email`] ?? errors.signers}>
                <Input
                  type="email"
                  value={signer.email}
                  onChange={(event) => edit(index, 'email', event.target.value)}
                  autoComplete="off"
                />
              </FormField>
            </fieldset>
          ))}
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-ink-900">Ordre de signature</legend>
            <RadioGroup value={ordered ? 'ordered' : 'free'} onValueChange={(value) => setOrdered(value === 'ordered')}>
              <Label className="flex items-center gap-2 font-normal">
                <RadioGroupItem value="free" /> Sans ordre : les deux signataires reçoivent le lien tout de suite
              </Label>
              <Label className="flex items-center gap-2 font-normal">
                <RadioGroupItem value="ordered" /> La marque d’abord, puis le créateur
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
            <Button type="submit" isLoading={create.isPending}>
              {create.isPending ? null : <Send aria-hidden="true" />}
              Envoyer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
