import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Accordion } from 'radix-ui';
import type { SectionId } from '#client/features/editor/lib/sections.ts';

type FormSectionProps = {
  id: SectionId;
  title: string;
  errorCount: number;
  /** A sent or signed contract: every field is shown, none can change. */
  readOnly: boolean;
  children: ReactNode;
};

/** One collapsible section of the editor form; its header says how many fields need fixing. */
export function FormSection({ id, title, errorCount, readOnly, children }: FormSectionProps) {
  return (
    <Accordion.Item
      value={id}
      id={`section-${id}`}
      className="overflow-hidden rounded-xl border border-border bg-surface shadow-card"
    >
      <Accordion.Header asChild>
        <h2 className="font-sans text-base">
          <Accordion.Trigger className="group flex w-full cursor-pointer items-center gap-3 px-4 py-3.5 text-left font-semibold text-ink-950 hover:bg-stone-50 focus-visible:outline-offset-[-2px]">
            <span className="flex-1">{title}</span>
            {errorCount > 0 ? (
              <span className="rounded-full bg-destructive-soft px-2 py-0.5 text-xs font-medium text-destructive">
                {errorCount === 1 ? '1 champ à corriger' : `${errorCount} champs à corriger`}
              </span>
            ) : null}
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 text-muted-foreground transition-transform duration-150 group-data-[state=open]:rotate-180"
            />
          </Accordion.Trigger>
        </h2>
      </Accordion.Header>
      <Accordion.Content className="overflow-hidden data-[state=closed]:animate-collapsible-up data-[state=open]:animate-collapsible-down">
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4 border-t border-border px-4 pt-4 pb-5">
          {children}
        </fieldset>
      </Accordion.Content>
    </Accordion.Item>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="mt-2 font-sans text-sm font-semibold tracking-wide text-ink-700 uppercase">{children}</h3>;
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
