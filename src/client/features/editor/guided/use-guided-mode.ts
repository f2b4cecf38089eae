import { useCallback, useState } from 'react';
import type { ContractType } from '#shared/contract/schema.ts';
import { type GuidedStepId, guidedTargetOf } from '#client/features/editor/guided/guided-steps.ts';
import { focusFieldElement } from '#client/features/editor/lib/focus-field.ts';

export type EditorMode = 'guided' | 'expert';
export type FieldReveal = { path: string };

/** The mode each user last chose, in this browser. */
export function editorModeKey(userId: string): string {
  return `paraphe:editor-mode:${userId}`;
}

function readChosenMode(userId: string): EditorMode | null {
  try {
    const stored = localStorage.getItem(editorModeKey(userId));
    return stored === 'guided' || stored === 'expert' ? stored : null;
  } catch {
    return null;
  }
}

type GuidedModeOptions = { userId: string; type: ContractType; isNew: boolean; isMobile: boolean };

/**
 * Guided or expert: the user's last choice; without one, a new contract on a phone opens
 * guided (the 63 fields of the full form are the UX review's first friction). Both modes show
 * the same form instance: switching loses nothing.
 */
export function useGuidedMode({ userId, type, isNew, isMobile }: GuidedModeOptions) {
  const [mode, setMode] = useState<EditorMode>(
    () => readChosenMode(userId) ?? (isNew && isMobile ? 'guided' : 'expert'),
  );
  const [step, setStep] = useState<GuidedStepId>('parties');
  // The field a link asked for, a new object each time: a step opens the summary that hides it.
  const [reveal, setReveal] = useState<FieldReveal | null>(null);

  const chooseMode = useCallback(
    (next: EditorMode) => {
      setMode(next);
      try {
        localStorage.setItem(editorModeKey(userId), next);
      } catch {
        // Private browsing without storage: the choice lasts as long as the page.
      }
    },
    [userId],
  );

  /**
   * In guided mode, shows the step holding one of `paths` and focuses it; a field no step
   * shows switches to expert mode (for this page only) and returns false for the caller to open it.
   */
  const focusInGuidedMode = useCallback(
    (paths: readonly string[]): boolean => {
      if (mode !== 'guided') return false;
      const target = paths.map((path) => guidedTargetOf(path, type)).find((found) => found !== null);
      if (!target) {
        setMode('expert');
        return false;
      }
      setStep(target.step);
      setReveal({ path: target.path });
      focusFieldElement([target.path]);
      return true;
    },
    [mode, type],
  );

  return { mode, chooseMode, step, setStep, reveal, focusInGuidedMode };
}
