import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

/**
 * Whether the form differs from what was last saved, handed over in a transition. Read with
 * `useFormState`, its first change (the first key after opening or after a save) re-renders
 * the whole editor screen within the keystroke's own event, before the key shows; here the key
 * is painted first and the screen follows, in the same transition as the preview. What an
 * action decides on (save before an export, carry the unsaved values to the full screen) reads
 * `dirtyNow`, set within the event: a click right after a key never acts on the saved values.
 */
export function useDirtyInTransition({ subscribe }: Pick<UseFormReturn<EditorValues>, 'subscribe'>): {
  isDirty: boolean;
  dirtyNow: RefObject<boolean>;
} {
  // Starts clean: the form is created with its values as defaults. Reading `form.formState`
  // here would subscribe the form's own component to the change, within the event, again.
  const [isDirty, setIsDirty] = useState(false);
  const dirtyNow = useRef(false);
  useEffect(
    () =>
      subscribe({
        formState: { isDirty: true },
        callback: (state) => {
          dirtyNow.current = state.isDirty === true;
          startTransition(() => setIsDirty(state.isDirty === true));
        },
      }),
    [subscribe],
  );
  return { isDirty, dirtyNow };
}
