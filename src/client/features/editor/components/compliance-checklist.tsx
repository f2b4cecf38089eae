import { ChevronDown, CircleAlert, CircleCheck, Info, Scale, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { Finding, Severity } from '#shared/law/types.ts';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '#client/components/ui/collapsible.tsx';
import { cn } from '#client/lib/cn.ts';
import type { LawVerdict } from '#client/features/editor/hooks/use-law-verdict.ts';

type ComplianceChecklistProps = {
  verdict: LawVerdict;
  onFocusField: (path: string) => void;
  defaultOpen?: boolean;
};

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many.replace('{n}', String(count));
}

function summaryOf(findings: Finding[]): { text: string; tone: Severity | 'ok' } {
  const count = (severity: Severity) => findings.filter((finding) => finding.severity === severity).length;
  const blocking = count('blocking');
  const warnings = count('warning');
  if (blocking > 0)
    return { text: plural(blocking, 'Il manque 1 information', 'Il manque {n} informations'), tone: 'blocking' };
  if (warnings > 0) return { text: plural(warnings, '1 point à vérifier', '{n} points à vérifier'), tone: 'warning' };
  const advice = count('advice');
  if (advice > 0) return { text: plural(advice, 'Conforme · 1 conseil', 'Conforme · {n} conseils'), tone: 'advice' };
  return { text: 'Le contrat est conforme', tone: 'ok' };
}

const BADGES: Record<Severity, { text: string; className: string }> = {
  blocking: { text: 'Manquant · obligatoire', className: 'bg-red-50 text-destructive ring-red-200' },
  warning: { text: 'À vérifier', className: 'bg-amber-50 text-warning ring-amber-200' },
  advice: { text: 'Conseillé', className: 'bg-stone-100 text-ink-700 ring-stone-200' },
};

function SeverityIcon({ severity }: { severity: Severity }) {
  const className = 'mt-0.5 size-4 shrink-0';
  if (severity === 'blocking') return <CircleAlert aria-hidden="true" className={cn(className, 'text-destructive')} />;
  if (severity === 'warning') return <TriangleAlert aria-hidden="true" className={cn(className, 'text-warning')} />;
  return <Info aria-hidden="true" className={cn(className, 'text-ink-700')} />;
}

/**
 * « Conformité loi influenceurs »: what the law engine finds, most serious first. Each item is a
 * link to its field (the section opens, the field gets the focus), says what it protects and
 * the text that requires it. The running total with this advertiser comes first.
 */
export function ComplianceChecklist({ verdict, onFocusField, defaultOpen = false }: ComplianceChecklistProps) {
  const { findings, threshold } = verdict;
  const [open, setOpen] = useState(defaultOpen);
  const summary = summaryOf(findings);

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
                summary.tone === 'blocking' && 'text-destructive',
                summary.tone === 'warning' && 'text-warning',
                (summary.tone === 'ok' || summary.tone === 'advice') && 'text-success',
              )}
              data-testid="compliance-summary"
            >
              {summary.text}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          />
        </CollapsibleTrigger>
        <CollapsibleContent>
          <p className="border-t border-border px-4 py-2.5 text-sm text-ink-900" data-testid="threshold-summary">
            {threshold.summary}
          </p>
          {findings.length === 0 ? (
            <p className="flex items-center gap-2 border-t border-border px-4 py-3 text-sm text-success">
              <CircleCheck aria-hidden="true" className="size-4" /> Toutes les mentions exigées par la loi sont
              renseignées.
            </p>
          ) : (
            <ul className="flex flex-col gap-0.5 border-t border-border px-2 py-2">
              {findings.map((finding) => (
                <li
                  key={`${finding.ruleId}-${finding.paths[0]}`}
                  data-compliance={finding.ruleId}
                  data-severity={finding.severity}
                >
                  <a
                    href={`#${finding.paths[0] ?? ''}`}
                    className="flex w-full items-start gap-2.5 rounded-md px-2 py-2 text-left no-underline hover:bg-stone-50"
                    onClick={(event) => {
                      event.preventDefault();
                      if (finding.paths[0]) onFocusField(finding.paths[0]);
                    }}
                  >
                    <SeverityIcon severity={finding.severity} />
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span className="text-sm font-medium text-ink-900 underline-offset-2 hover:underline">
                          {finding.label}
                        </span>
                        <span
                          className={cn(
                            'rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                            BADGES[finding.severity].className,
                          )}
                        >
                          {BADGES[finding.severity].text}
                        </span>
                      </span>
                      <span className="text-sm text-ink-700">{finding.message}</span>
                      <span className="text-xs text-muted-foreground">{finding.source}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}
