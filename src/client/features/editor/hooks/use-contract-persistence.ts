import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type Contract,
  type ContractDraft,
  type ContractStatus,
  contractDraftSchema,
} from '#shared/contract/schema.ts';
import { errorMessages, messages } from '#shared/messages.ts';
import { errorMessageFor, isApiError } from '#client/lib/api-error.ts';
import { contractKeys } from '#client/api/contract-keys.ts';
import { createContract, fetchContract, updateContract } from '#client/api/contracts.ts';
import { sameValues } from '#client/features/editor/lib/draft-storage.ts';
import type { EditorPath, EditorValues } from '#client/features/editor/lib/editor-values.ts';

export type SavedContract = { id: string; version: number; status: ContractStatus };

type PersistenceOptions = {
  form: UseFormReturn<EditorValues, unknown, ContractDraft>;
  initial: Contract | null;
  baseline: RefObject<EditorValues>;
  onCreated: (contract: Contract) => void;
  onSaved: (contract: Contract, previous: SavedContract | null) => void;
  /** The fields the schema refused: the editor opens their sections and focuses the first. */
  onInvalid: (paths: string[]) => void;
};

export function toEditorValues(contract: Contract): EditorValues {
  const { id: _id, status: _s, template: _t, version: _v, createdAt: _c, updatedAt: _u, ...draft } = contract;
  return draft;
}

/**
 * Create, then update with the version the edits are based on. A stale version opens the
 * conflict dialog (reload or overwrite); a locked contract turns the editor read-only.
 */
export function useContractPersistence({ form, initial, baseline, onCreated, onSaved, onInvalid }: PersistenceOptions) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<SavedContract | null>(
    initial ? { id: initial.id, version: initial.version, status: initial.status } : null,
  );
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const [isSaving, setIsSaving] = useState(false);
  const inFlight = useRef<Promise<Contract | null> | null>(null);
  const [conflict, setConflict] = useState(false);
  const [locked, setLocked] = useState(false);

  const applySaved = useCallback(
    (contract: Contract, submitted: EditorValues) => {
      const previous = savedRef.current;
      const next = { id: contract.id, version: contract.version, status: contract.status };
      savedRef.current = next;
      setSaved(next);
      baseline.current = submitted;
      // Keystrokes typed while the request was in flight stay, and stay unsaved.
      form.resetDefaultValues(submitted, { keepDirty: !sameValues(form.getValues(), submitted) });
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      void queryClient.invalidateQueries({ queryKey: contractKeys.list() });
      void queryClient.invalidateQueries({ queryKey: contractKeys.countThisMonth() });
      onSaved(contract, previous);
      if (!previous) onCreated(contract);
    },
    [baseline, form, onCreated, onSaved, queryClient],
  );

  const send = useCallback(
    async (version?: number): Promise<Contract | null> => {
      const submitted = structuredClone(form.getValues());
      const parsed = contractDraftSchema.safeParse(submitted);
      if (!parsed.success) {
        await form.trigger();
        onInvalid(parsed.error.issues.map((issue) => issue.path.join('.')));
        toast.error(messages.contractSaveFailed, { id: 'contract-save', description: errorMessages.VALIDATION_ERROR });
        return null;
      }
      const current = savedRef.current;
      try {
        const contract = current
          ? await updateContract(current.id, parsed.data, version ?? current.version)
          : await createContract(parsed.data);
        applySaved(contract, submitted);
        toast.success(messages.contractSaved, { id: 'contract-save' });
        return contract;
      } catch (error) {
        if (isApiError(error, 'STALE_VERSION')) {
          setConflict(true);
        } else if (isApiError(error, 'CONTRACT_LOCKED')) {
          setLocked(true);
          toast.error(errorMessages.CONTRACT_LOCKED, { id: 'contract-save' });
        } else if (isApiError(error, 'PRO_REQUIRED')) {
          toast.error(messages.proClausesRequired, { id: 'contract-save' });
        } else {
          if (isApiError(error, 'VALIDATION_ERROR')) {
            for (const [path, message] of Object.entries(error.fields)) {
              form.setError(path as EditorPath, { type: 'server', message });
            }
            onInvalid(Object.keys(error.fields));
          }
          console.error('Sauvegarde du contrat impossible', error);
          toast.error(errorMessageFor(error, messages.contractSaveFailed), { id: 'contract-save' });
        }
        return null;
      }
    },
    [applySaved, form, onInvalid],
  );

  /** One save at a time: a second click waits for the first instead of sending a stale version. */
  const run = useCallback((task: () => Promise<Contract | null>) => {
    inFlight.current ??= (async () => {
      setIsSaving(true);
      try {
        return await task();
      } finally {
        inFlight.current = null;
        setIsSaving(false);
      }
    })();
    return inFlight.current;
  }, []);

  const save = useCallback(() => run(() => send()), [run, send]);

  /** « Écraser »: save the current values over whatever the server holds now. */
  const overwrite = useCallback(
    () =>
      run(async () => {
        setConflict(false);
        const current = savedRef.current;
        if (!current) return send();
        try {
          const server = await fetchContract(current.id);
          return await send(server.version);
        } catch (error) {
          toast.error(errorMessageFor(error, messages.contractSaveFailed), { id: 'contract-save' });
          return null;
        }
      }),
    [run, send],
  );

  /** « Recharger »: drop the local edits for the version on the server. */
  const reload = useCallback(async (): Promise<Contract | null> => {
    setConflict(false);
    const current = savedRef.current;
    if (!current) return null;
    try {
      const server = await fetchContract(current.id);
      const values = toEditorValues(server);
      baseline.current = values;
      form.reset(values);
      const next = { id: server.id, version: server.version, status: server.status };
      savedRef.current = next;
      setSaved(next);
      queryClient.setQueryData(contractKeys.detail(server.id), server);
      return server;
    } catch (error) {
      toast.error(errorMessageFor(error, messages.previewLoadFailed));
      return null;
    }
  }, [baseline, form, queryClient]);

  /** A restored draft was based on an older version: saving it must go through the conflict check. */
  const rebase = useCallback((version: number) => {
    const current = savedRef.current;
    if (!current) return;
    const next = { ...current, version };
    savedRef.current = next;
    setSaved(next);
  }, []);

  return {
    saved,
    isSaving,
    save,
    overwrite,
    reload,
    rebase,
    locked,
    conflict,
    dismissConflict: () => setConflict(false),
  };
}
