import { ChevronUp, Pencil } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { FieldReveal } from '#client/features/editor/guided/use-guided-mode.ts';

type RevealCardProps = {
  title: string;
  /** What the fields hold, in a few lines. */
  summary: ReactNode;
  /** The paths of the fields behind « Modifier »: a link to one of them opens the card. */
  paths: readonly string[];
  reveal: FieldReveal | null;
  /** Opened at first: the fields are not filled yet. */
  initiallyOpen: boolean;
  children: ReactNode;
};

/** Prefilled values as a short summary, their fields behind « Modifier ». */
export function RevealCard({ title, summary, paths, reveal, initiallyOpen, children }: RevealCardProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [handled, setHandled] = useState(reveal);
  const contentId = useId();
  // A link to a field of the card (checklist, preview): the card opens before the field is focused.
  if (reveal !== handled) {
    setHandled(reveal);
    if (reveal && paths.includes(reveal.path)) setOpen(true);
  }
  return (
    <div className="rounded-lg border border-border bg-stone-50/60 px-3 py-2.5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-ink-900">{title}</p>
          {open ? null : <div className="mt-0.5 text-ink-700">{summary}</div>}
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <ChevronUp aria-hidden="true" /> : <Pencil aria-hidden="true" />}
          {/* The icon alone on a phone: the summary keeps the width. */}
          <span className="max-sm:sr-only">{open ? 'Replier' : 'Modifier'}</span>
          <span className="sr-only"> : {title}</span>
        </Button>
      </div>
      <div id={contentId} hidden={!open} className="mt-3 flex flex-col gap-3">
        {open ? children : null}
      </div>
    </div>
  );
}
