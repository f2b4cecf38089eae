import { startTransition, useLayoutEffect, useRef } from 'react';
import { type LawVerdict, useLawVerdict } from '#client/features/editor/hooks/use-law-verdict.ts';

type LawVerdictSourceProps = {
  saved: { id: string; status: string } | null;
  /** Called with the first verdict, then only with one that says something else. */
  onChange: (verdict: LawVerdict) => void;
};

/**
 * Computes the law's verdict beside the editor screen rather than in it: the form's values
 * re-render this empty component after a keystroke, not the whole screen, which re-renders
 * only when the verdict says something else (in a transition, after the input is painted).
 */
export function LawVerdictSource({ saved, onChange }: LawVerdictSourceProps) {
  const verdict = useLawVerdict(saved);
  const told = useRef<string | null>(null);
  // Before the first paint: the screen never shows the verdict of the values it opened with
  // once the cached answers of the API say otherwise.
  useLayoutEffect(() => {
    const text = JSON.stringify(verdict);
    if (text === told.current) return;
    const first = told.current === null;
    told.current = text;
    if (first) onChange(verdict);
    else startTransition(() => onChange(verdict));
  }, [verdict, onChange]);
  return null;
}
