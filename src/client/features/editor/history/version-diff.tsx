import { ArrowRight } from 'lucide-react';
import type { ContractChange } from '#shared/contract/diff.ts';
import { cn } from '#client/lib/cn.ts';

const kindLabels: Record<ContractChange['kind'], string> = {
  changed: 'Modifié',
  added: 'Ajouté',
  removed: 'Retiré',
};

function Value({ text, tone }: { text: string; tone: 'old' | 'new' }) {
  if (text === '') return <span className="text-muted-foreground italic">(vide)</span>;
  return (
    <span
      className={cn(
        'rounded px-1.5 py-0.5 break-words whitespace-pre-line',
        tone === 'old'
          ? 'bg-destructive-soft text-ink-900 line-through decoration-destructive/50'
          : 'bg-success-soft text-ink-950',
      )}
    >
      {text}
    </span>
  );
}

/**
 * What changed between an older version and the current one, grouped by part of the contract:
 * the label, then the old value struck through and the new one. Read in order by a screen reader:
 * « Montant de la rémunération, modifié : avant 1 500,00 €, après 1 800,00 € ».
 */
export function VersionDiff({ changes, olderLabel }: { changes: ContractChange[]; olderLabel: string }) {
  if (changes.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-sm text-muted-foreground">
        Aucune différence : la {olderLabel} a le même contenu que la version actuelle.
      </p>
    );
  }
  const groups = new Map<string, ContractChange[]>();
  for (const change of changes) groups.set(change.group, [...(groups.get(change.group) ?? []), change]);
  return (
    <div className="grid gap-5" data-testid="version-diff">
      <p className="text-sm text-muted-foreground">
        {changes.length === 1 ? '1 différence' : `${changes.length} différences`} entre la {olderLabel} et la version
        actuelle : la valeur de la {olderLabel} est barrée, celle de la version actuelle suit la flèche.
      </p>
      {[...groups].map(([group, items]) => (
        <section key={group} className="grid gap-2">
          <h3 className="font-sans text-sm font-semibold tracking-wide text-gold-800 uppercase">{group}</h3>
          <ul className="grid gap-2">
            {items.map((change) => (
              <li key={change.path} className="grid gap-1.5 rounded-lg border border-border bg-surface p-3 text-sm">
                <p className="font-medium text-ink-950">
                  {change.label}
                  <span className="sr-only">, {kindLabels[change.kind].toLowerCase()}</span>
                </p>
                <p className="flex flex-wrap items-start gap-2">
                  <span className="sr-only">Avant :</span>
                  <Value text={change.before} tone="old" />
                  <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-stone-400" />
                  <span className="sr-only">Après :</span>
                  <Value text={change.after} tone="new" />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
