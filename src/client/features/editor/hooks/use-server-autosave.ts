import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ContractDraft } from '#shared/contract/schema.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import type { SaveStatus } from '#client/features/editor/hooks/use-contract-persistence.ts';

/** A moment after typing stops. */
export const AUTOSAVE_DELAY_MS = 1500;
/** While the server cannot be reached, and at once when the browser says it is back online. */
export const OFFLINE_RETRY_MS = 10_000;

type ServerAutosaveOptions = {
  form: UseFormReturn<EditorValues, unknown, ContractDraft>;
  enabled: boolean;
  status: SaveStatus;
  /** Sends the form's values if they changed (useContractPersistence().autosave). */
  autosave: () => void;
};

/**
 * Saves on the server a moment after the last keystroke and when a field loses focus
 * (`onBlurCapture` goes on the form's container); retries an offline draft when the network
 * comes back.
 */
export function useServerAutosave({ form, enabled, status, autosave }: ServerAutosaveOptions) {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(autosave, AUTOSAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [autosave, enabled, form]);

  const offline = status.kind === 'offline';
  useEffect(() => {
    if (!enabled || !offline) return;
    window.addEventListener('online', autosave);
    const timer = setInterval(autosave, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', autosave);
      clearInterval(timer);
    };
  }, [autosave, enabled, offline]);

  return { onBlurCapture: enabled ? autosave : undefined };
}
