import { startTransition, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

/**
 * The form's values, handed over in a transition after each change. `useWatch` would re-render
 * its component within the keystroke's own event; here the keystroke renders only its field,
 * and what reads these values (the preview, the law's verdict) follows once the input is
 * painted. A burst of typing renders the latest values once.
 */
export function useValuesInTransition(): EditorValues {
  const { subscribe, getValues } = useFormContext<EditorValues>();
  const [values, setValues] = useState<EditorValues>(() => getValues());
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: (state) => startTransition(() => setValues(state.values)),
      }),
    [subscribe],
  );
  return values;
}
