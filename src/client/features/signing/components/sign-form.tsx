import { PenLine } from 'lucide-react';
import { type FormEvent, type RefObject, useState } from 'react';
import { toast } from 'sonner';
import type { SigningView } from '#shared/api/signatures.ts';
import { CONSENT_VERSION } from '#shared/signature/consent.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FieldError, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#client/components/ui/radio-group.tsx';
import { useSignDocument } from '#client/features/signing/api/signing-api.ts';
import { SignaturePad } from '#client/features/signing/components/signature-pad.tsx';
import { ApiError } from '#client/lib/api-error.ts';

type Errors = { fullName?: string; consent?: string; signature?: string };

/** Step 2: the full name typed, « Lu et approuvé », and a drawn or typed signature. */
/** The pages of the document the signer had on screen, and how many it has (0 before it is drawn). */
export type PagesRead = { seen: Set<number>; total: number };

export function SignForm({
  token,
  view,
  reading,
}: {
  token: string;
  view: SigningView;
  reading?: RefObject<PagesRead>;
}) {
  const sign = useSignDocument(token);
  const [fullName, setFullName] = useState(view.signer.name);
  const [consent, setConsent] = useState(false);
  const [mode, setMode] = useState<'drawn' | 'typed'>('drawn');
  const [image, setImage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // An error goes as soon as what it asked for is done.
  const clear = (field: keyof Errors) => setErrors((current) => ({ ...current, [field]: undefined }));
  const changeName = (value: string) => {
    setFullName(value);
    if (value.trim().length >= 2) clear('fullName');
  };
  const changeConsent = (value: boolean) => {
    setConsent(value);
    if (value) clear('consent');
  };
  const changeImage = (value: string | null) => {
    setImage(value);
    if (value) clear('signature');
  };
  const changeMode = (value: 'drawn' | 'typed') => {
    setMode(value);
    if (value === 'typed') clear('signature');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (fullName.trim().length < 2) found.fullName = 'Saisissez votre nom complet.';
    if (!consent) found.consent = 'Cochez « Lu et approuvé » pour signer.';
    if (mode === 'drawn' && !image) found.signature = 'Dessinez votre signature, ou choisissez de la saisir.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sign.mutate(
      {
        fullName: fullName.trim(),
        consent: true,
        signature: mode === 'drawn' && image ? { kind: 'drawn', image } : { kind: 'typed' },
        consentVersion: CONSENT_VERSION,
        // Since this page was opened: the time the signer spent with the document before signing.
        secondsOnDocument: Math.round(performance.now() / 1000),
        pagesViewed: reading?.current.total
          ? { seen: reading.current.seen.size, total: reading.current.total }
          : undefined,
      },
      {
        onSuccess: () => toast.success('Votre signature est enregistrée.'),
        onError: (failure) => {
          if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) {
            setErrors({ fullName: failure.fields.fullName, signature: failure.fields['signature.image'] });
          }
          toast.error(failure.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <FormField label="Votre nom complet" error={errors.fullName}>
        <Input value={fullName} onChange={(event) => changeName(event.target.value)} autoComplete="name" />
      </FormField>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-ink-900">Votre signature</legend>
        <RadioGroup
          value={mode}
          onValueChange={(value) => changeMode(value as 'drawn' | 'typed')}
          className="flex flex-wrap gap-4"
          aria-label="Façon de signer"
        >
          <Label className="flex items-center gap-2 font-normal">
            <RadioGroupItem value="drawn" /> La dessiner
          </Label>
          <Label className="flex items-center gap-2 font-normal">
            <RadioGroupItem value="typed" /> La saisir
          </Label>
        </RadioGroup>
        {mode === 'drawn' ? (
          <SignaturePad onChange={changeImage} />
        ) : (
          <p
            className="rounded-lg border border-input bg-white px-4 py-6 font-serif text-3xl text-ink-950 italic"
            data-testid="typed-signature"
          >
            {fullName.trim() || 'Votre nom'}
          </p>
        )}
        <FieldError>{errors.signature}</FieldError>
      </fieldset>

      <div className="grid gap-2">
        <Label className="flex items-start gap-3 font-normal leading-snug">
          <Checkbox checked={consent} onCheckedChange={(value) => changeConsent(value === true)} className="mt-0.5" />
          <span>
            <strong>Lu et approuvé.</strong> J’ai lu le contrat «&nbsp;{view.contractTitle}&nbsp;» en entier et je le
            signe électroniquement ; je reconnais à cette signature la même valeur qu’une signature manuscrite.
          </span>
        </Label>
        <FieldError>{errors.consent}</FieldError>
      </div>

      {/* On a phone the action stays in reach at the bottom of the screen. */}
      <div className="sticky bottom-0 -mx-5 border-t border-border bg-surface/95 px-5 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" size="lg" isLoading={sign.isPending} className="w-full sm:w-auto">
          {sign.isPending ? null : <PenLine aria-hidden="true" />}
          Signer le contrat
        </Button>
      </div>
    </form>
  );
}
