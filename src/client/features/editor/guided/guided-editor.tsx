import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { findCatalogueEntry } from '#shared/contract/catalogue.ts';
import type { ContractType } from '#shared/contract/schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { markPreviewInput } from '#client/components/contract-document/preview-performance.ts';
import { cn } from '#client/lib/cn.ts';
import type { EditorActions } from '#client/features/editor/components/editor-header.tsx';
import type { LawVerdict } from '#client/features/editor/hooks/use-law-verdict.ts';
import { FindingLinks } from '#client/features/editor/guided/finding-links.tsx';
import {
  findingsOfStep,
  type GuidedStepId,
  guidedStepIds,
  guidedStepTitle,
} from '#client/features/editor/guided/guided-steps.ts';
import { MissionStep } from '#client/features/editor/guided/mission-step.tsx';
import { PartiesStep } from '#client/features/editor/guided/parties-step.tsx';
import { PayStep, RightsStep } from '#client/features/editor/guided/pay-rights-steps.tsx';
import { ReviewStep } from '#client/features/editor/guided/review-step.tsx';
import type { FieldReveal } from '#client/features/editor/guided/use-guided-mode.ts';

type GuidedEditorProps = {
  type: ContractType;
  step: GuidedStepId;
  onStepChange: (step: GuidedStepId) => void;
  reveal: FieldReveal | null;
  verdict: LawVerdict;
  onFocusField: (path: string) => void;
  readOnly: boolean;
  actions: EditorActions;
  /** At 1024 px and more the preview is beside the steps. */
  previewBeside: boolean;
};

function StepIndicator({ type, step, onStepChange }: Pick<GuidedEditorProps, 'type' | 'step' | 'onStepChange'>) {
  const current = guidedStepIds.indexOf(step);
  return (
    <ol aria-label="Étapes du contrat" className="flex items-center gap-1.5">
      {guidedStepIds.map((id, index) => (
        <li key={id} className="flex flex-1 items-center gap-1.5 last:flex-none">
          <button
            type="button"
            aria-current={id === step ? 'step' : undefined}
            aria-label={`Étape ${index + 1} : ${guidedStepTitle(id, type)}`}
            title={guidedStepTitle(id, type)}
            onClick={() => onStepChange(id)}
            className={cn(
              'flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full border text-sm font-semibold tabular-nums',
              index < current && 'border-ink-900 bg-ink-900 text-white',
              index === current && 'border-gold-500 bg-gold-500 text-ink-950',
              index > current && 'border-border bg-surface text-ink-700 hover:border-stone-400',
            )}
          >
            {index + 1}
          </button>
          {index < guidedStepIds.length - 1 ? (
            <span
              aria-hidden="true"
              className={cn('h-0.5 flex-1 rounded', index < current ? 'bg-ink-900' : 'bg-border')}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The guided mode: one stage of the contract at a time, its essential fields and, as guide,
 * what the law still asks of this stage. Every other field keeps its default, in « Mode expert ».
 */
export function GuidedEditor(props: GuidedEditorProps) {
  const { type, step, onStepChange, reveal, verdict, onFocusField, readOnly, actions, previewBeside } = props;
  const index = guidedStepIds.indexOf(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedByUser = useRef(false);
  const goTo = (next: GuidedStepId) => {
    movedByUser.current = true;
    onStepChange(next);
  };
  // A step changed by its buttons: the heading takes the focus, so a screen reader says where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of step.
  useEffect(() => {
    if (!movedByUser.current) return;
    movedByUser.current = false;
    headingRef.current?.focus({ preventScroll: true });
    // The section's top, with its step indicator, comes into view under the sticky bar.
    headingRef.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, [step]);

  const stepFindings = step === 'review' ? [] : findingsOfStep(verdict.findings, step, type);
  let content: ReactNode;
  if (step === 'parties') content = <PartiesStep reveal={reveal} />;
  else if (step === 'mission') content = <MissionStep reveal={reveal} />;
  else if (step === 'pay') content = <PayStep type={type} thresholdSummary={verdict.threshold.summary} />;
  else if (step === 'rights') content = <RightsStep type={type} />;
  else {
    content = (
      <ReviewStep
        type={type}
        verdict={verdict}
        onFocusField={onFocusField}
        actions={actions}
        previewBeside={previewBeside}
      />
    );
  }

  return (
    <section
      aria-labelledby="etape-titre"
      data-guided-step={step}
      className="flex scroll-mt-16 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <StepIndicator type={type} step={step} onStepChange={goTo} />
      <h2 id="etape-titre" ref={headingRef} tabIndex={-1} className="font-sans text-xl font-semibold outline-none">
        <span className="block text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Étape {index + 1} sur {guidedStepIds.length} · {findCatalogueEntry(type).title}
        </span>
        {guidedStepTitle(step, type)}
      </h2>
      {stepFindings.length > 0 ? (
        <details className="rounded-lg border border-amber-200 bg-amber-50/60 px-2 py-1.5" data-testid="step-guide">
          <summary className="cursor-pointer px-2 py-1 text-sm font-medium text-ink-900">
            {stepFindings.length === 1
              ? 'La loi demande 1 point à cette étape'
              : `La loi demande ${stepFindings.length} points à cette étape`}
          </summary>
          <FindingLinks findings={stepFindings} onFocusField={onFocusField} />
        </details>
      ) : null}
      <form
        aria-label="Contenu du contrat"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        // Any change of any field: the start of a keystroke-to-preview measure.
        onChange={markPreviewInput}
        // A list item's fields one under the other: the column beside the preview is narrow.
        className="[&_[data-list-item]_.grid]:grid-cols-1"
      >
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-3">
          {content}
        </fieldset>
      </form>
      <nav aria-label="Navigation entre les étapes" className="flex gap-2 border-t border-border pt-3">
        {index > 0 ? (
          <Button variant="secondary" onClick={() => goTo(guidedStepIds[index - 1] ?? 'parties')}>
            <ArrowLeft aria-hidden="true" />
            Précédent
          </Button>
        ) : null}
        {index < guidedStepIds.length - 1 ? (
          <Button className="ml-auto" onClick={() => goTo(guidedStepIds[index + 1] ?? 'review')}>
            Suivant
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : null}
      </nav>
    </section>
  );
}
