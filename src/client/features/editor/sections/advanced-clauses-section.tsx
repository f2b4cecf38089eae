import { Crown } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PRO_CLAUSES } from '#shared/contract/pro-clauses.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { UpgradeButton } from '#client/components/account/upgrade-options.tsx';
import { type EditorPath, type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';
import { AdvancedClauseFields } from '#client/features/editor/sections/advanced-clause-fields.tsx';
import { useCurrentUser } from '#client/lib/use-session.ts';

type Clause = (typeof PRO_CLAUSES)[number];

/**
 * One advanced clause. On the free plan its box cannot be ticked: the attempt opens the upgrade
 * prompt instead. It can always be unticked, so a contract saved while Pro can be saved again
 * on the free plan once its Pro clauses are off (the server refuses it otherwise).
 */
function ClauseToggle({
  clause,
  isPro,
  onLocked,
}: {
  clause: Clause;
  isPro: boolean;
  onLocked: (clause: Clause) => void;
}) {
  const { register } = useFormContext<EditorValues>();
  const name = `clauses.${clause.id}.enabled` as EditorPath;
  const enabled = useWatch<EditorValues>({ name }) === true;
  const locked = !isPro && !enabled;
  const registered = register(name);
  const id = fieldId(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (locked) {
      event.target.checked = false;
      onLocked(clause);
      return;
    }
    return registered.onChange(event);
  };
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-border px-4 py-3.5">
      <div className="flex items-start gap-3">
        <input
          {...registered}
          onChange={onChange}
          id={id}
          type="checkbox"
          aria-describedby={`${id}-aide`}
          // Not aria-disabled: the box stays operable, and operating it explains how to unlock it.
          data-locked={locked || undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-input accent-ink-900 data-locked:opacity-60"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <label
            htmlFor={id}
            className="flex cursor-pointer flex-wrap items-center gap-2 text-sm font-medium text-ink-900"
          >
            {clause.label}
            <Badge variant="gold">
              <Crown aria-hidden="true" />
              Pro
            </Badge>
          </label>
          <p id={`${id}-aide`} className="text-xs text-muted-foreground">
            {clause.description}
          </p>
        </div>
      </div>
      {enabled ? <AdvancedClauseFields id={clause.id} /> : null}
    </li>
  );
}

export function AdvancedClausesSection() {
  const isPro = useCurrentUser().plan === 'pro';
  const [locked, setLocked] = useState<Clause | null>(null);
  const values = useWatch<EditorValues>({
    name: PRO_CLAUSES.map((clause) => `clauses.${clause.id}.enabled` as EditorPath),
  });
  const anyEnabled = values.some((value) => value === true);
  return (
    <>
      {isPro ? (
        <p className="text-sm text-muted-foreground">
          Chaque clause cochée ajoute un article au contrat, dans l’aperçu comme dans le PDF.
        </p>
      ) : (
        <Alert title="Réservées au plan Pro">
          <p>Ces clauses renforcent le contrat : exclusivité, validation préalable, pénalités, usage publicitaire…</p>
          {anyEnabled ? (
            <p className="mt-1 font-medium">
              Ce contrat contient des clauses Pro : décochez-les pour l’enregistrer ou l’exporter avec le plan gratuit.
            </p>
          ) : null}
          <UpgradeButton size="sm" className="mt-3 w-fit" />
        </Alert>
      )}
      <ul className="flex flex-col gap-3">
        {PRO_CLAUSES.map((clause) => (
          <ClauseToggle key={clause.id} clause={clause} isPro={isPro} onLocked={setLocked} />
        ))}
      </ul>
      <Dialog open={locked !== null} onOpenChange={(open) => (open ? null : setLocked(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Clause réservée au plan Pro</DialogTitle>
            <DialogDescription>
              « {locked?.label} » fait partie des clauses avancées du plan Pro, avec les exports illimités et la
              personnalisation de vos contrats à vos couleurs. Votre brouillon est conservé pendant le paiement.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Plus tard</Button>
            </DialogClose>
            <UpgradeButton />
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
