import { ChevronDown, CircleAlert, CircleCheck, CircleDashed, Scale } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { ComplianceItem } from '#shared/contract/compliance-types.ts';
import { checkCompliance } from '#shared/contract/compliance.ts';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '#client/components/ui/collapsible.tsx';
import { cn } from '#client/lib/cn.ts';
import { useLiveContract } from '#client/features/editor/hooks/use-live-contract.ts';

type ComplianceChecklistProps = {
  onFocusField: (path: string) => void;
  defaultOpen?: boolean;
};

function summaryOf(items: ComplianceItem[]): { text: string; tone: 'ok' | 'legal' | 'practice' } {
  const legal = items.filter((item) => !item.ok && item.severity === 'legal').length;
  const practice = items.filter((item) => !item.ok && item.severity === 'practice').length;
  if (legal > 0) {
    return { text: legal === 1 ? '1 mention légale manquante' : `${legal} mentions légales manquantes`, tone: 'legal' };
  }
  if (practice > 0) {
    const text = practice === 1 ? '1 recommandation à suivre' : `${practice} recommandations à suivre`;
    return { text: `Mentions légales complètes · ${text}`, tone: 'practice' };
  }
  return { text: 'Toutes les mentions sont présentes', tone: 'ok' };
}

function ItemIcon({ item }: { item: ComplianceItem }) {
  if (item.ok) return <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />;
  if (item.severity === 'legal')
    return <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />;
  return <CircleDashed aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />;
}

function statusText(item: ComplianceItem): string {
  if (item.ok) return 'présent';
  return item.severity === 'legal' ? 'manquant (obligation légale)' : 'manquant (recommandé)';
}

/**
 * « Conformité loi influenceurs »: every rule of the legal checklist that applies to this
 * contract, met or not, with the text that requires it. A click takes the user to the field.
 */
export function ComplianceChecklist({ onFocusField, defaultOpen = false }: ComplianceChecklistProps) {
  const contract = useLiveContract();
  const items = useMemo(() => checkCompliance(contract), [contract]);
  const [open, setOpen] = useState(defaultOpen);
  const summary = summaryOf(items);
  const okCount = items.filter((item) => item.ok).length;

  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <section aria-labelledby="conformite-titre" className="rounded-xl border border-border bg-surface shadow-card">
        <CollapsibleTrigger className="group flex w-full cursor-pointer items-start gap-3 rounded-xl px-4 py-3.5 text-left hover:bg-stone-50 focus-visible:outline-offset-[-2px]">
          <Scale aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span id="conformite-titre" className="font-semibold text-ink-950">
              Conformité loi influenceurs
            </span>
            <span
              className={cn(
                'text-sm',
                summary.tone === 'legal' && 'text-destructive',
                summary.tone === 'practice' && 'text-warning',
                summary.tone === 'ok' && 'text-success',
              )}
              data-testid="compliance-summary"
            >
              {summary.text} ({okCount}/{items.length})
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          />
        </CollapsibleTrigger>
        <CollapsibleContent>
          <ul className="flex flex-col gap-0.5 border-t border-border px-2 py-2">
            {items.map((item) => {
              const content = (
                <>
                  <ItemIcon item={item} />
                  <span className="flex min-w-0 flex-col">
                    <span className="text-sm text-ink-900">{item.label}</span>
                    <span className="text-xs text-muted-foreground">{item.source}</span>
                  </span>
                  <span className="sr-only"> : {statusText(item)}</span>
                </>
              );
              return (
                <li key={item.id} data-compliance={item.id} data-ok={item.ok}>
                  {item.fieldPath ? (
                    <button
                      type="button"
                      className="flex w-full cursor-pointer items-start gap-2.5 rounded-md px-2 py-2 text-left hover:bg-stone-50"
                      onClick={() => onFocusField(item.fieldPath!)}
                    >
                      {content}
                    </button>
                  ) : (
                    <div className="flex items-start gap-2.5 px-2 py-2">{content}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}
