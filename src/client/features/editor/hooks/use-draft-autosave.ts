import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ContractDraft } from '#shared/contract/schema.ts';
import {
  clearDraft,
  mergeDraftValues,
  readDraft,
  type StoredDraft,
  sameValues,
  writeDraft,
} from '#client/features/editor/lib/draft-storage.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

const WRITE_DELAY_MS = 400;

type DraftAutosaveOptions = {
  form: UseFormReturn<EditorValues, unknown, ContractDraft>;
  storageKey: string;
  /** The values as last saved (or as opened): a draft is only what differs from them. */
  baseline: RefObject<EditorValues>;
  /** The server version the form's values are based on (null: never saved). */
  baseVersion: number | null;
  enabled: boolean;
  /** Back from the full-screen preview: take the draft back without asking. */
  resume: boolean;
  onRestored: (draft: StoredDraft) => void;
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps unsaved input in localStorage (debounced, and at once when the page is hidden or the
 * editor closes), and finds a draft left by an earlier visit so the editor can offer it back.
 */
export function useDraftAutosave(options: DraftAutosaveOptions) {
  const { form, storageKey, baseline, baseVersion, enabled, resume, onRestored } = options;
  const [offer, setOffer] = useState<StoredDraft | null>(null);
  const baseVersionRef = useRef(baseVersion);
  baseVersionRef.current = baseVersion;

  const flush = useCallback(() => {
    const store = storage();
    if (!store || !enabled) return;
    const values = form.getValues();
    if (sameValues(values, baseline.current)) return;
    writeDraft(store, storageKey, {
      savedAt: new Date().toISOString(),
      baseVersion: baseVersionRef.current,
      values: values as Record<string, unknown>,
    });
  }, [baseline, enabled, form, storageKey]);

  const restore = useCallback(
    (draft: StoredDraft) => {
      const merged = mergeDraftValues(form.getValues(), draft.values);
      merged.type = form.getValues('type');
      form.reset(merged, { keepDefaultValues: true });
      setOffer(null);
      onRestored(draft);
    },
    [form, onRestored],
  );

  const discard = useCallback(() => {
    const store = storage();
    if (store) clearDraft(store, storageKey);
    setOffer(null);
  }, [storageKey]);

  // Once, when the editor opens: is there something typed earlier that was never saved?
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first key of this editor matters.
  useEffect(() => {
    const store = storage();
    const draft = store ? readDraft(store, storageKey) : null;
    if (!draft || !enabled) return;
    const merged = mergeDraftValues(form.getValues(), draft.values);
    if (sameValues(merged, form.getValues())) {
      if (store) clearDraft(store, storageKey);
      return;
    }
    if (resume) restore(draft);
    else setOffer(draft);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(flush, WRITE_DELAY_MS);
    });
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [enabled, flush, form]);

  /** After a successful save: the draft of this contract (and of the new one it was) is obsolete. */
  const forget = useCallback((...keys: string[]) => {
    const store = storage();
    if (!store) return;
    for (const key of keys) clearDraft(store, key);
  }, []);

  return { offer, restore, discard, flush, forget };
}
