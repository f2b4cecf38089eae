import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { type DraftSection, isDraftSection } from '#shared/contract/draft-sections.ts';
import type { Contract, ContractDraft, ContractStatus } from '#shared/contract/schema.ts';
import { errorMessages, messages } from '#shared/messages.ts';
import { contractKeys } from '#client/api/contract-keys.ts';
import { createContract, fetchContract, patchContract, updateContract } from '#client/api/contracts.ts';
import { counterpartyKeys } from '#client/api/counterparties.ts';
import { errorMessageFor, isApiError } from '#client/lib/api-error.ts';
import { sameValues } from '#client/features/editor/lib/draft-storage.ts';
import type { EditorPath, EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { withPendingInputs } from '#client/features/editor/lib/pending-values.ts';

export type SavedContract = { id: string; version: number; status: ContractStatus };

/** How the last save went, for the header: « Enregistré il y a 2 s », offline, failed. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saved'; at: number }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

type PersistenceOptions = {
  form: UseFormReturn<EditorValues, unknown, ContractDraft>;
  initial: Contract | null;
  /** Names the mutation scope of a contract not saved yet, so its saves queue like any other's. */
  editorKey: string;
  baseline: RefObject<EditorValues>;
  onCreated: (contract: Contract) => void;
  onSaved: (contract: Contract, previous: SavedContract | null) => void;
  /** The fields the server refused (a wrong shape): the editor opens their sections. */
  onInvalid: (paths: string[]) => void;
};

/** One request: `version` forces the base version (« Écraser »), `quiet` is an autosave. */
type SaveRequest = { version?: number; quiet?: boolean };
type SaveOutcome = { contract: Contract | null; submitted: EditorValues };

export function toEditorValues(contract: Contract): EditorValues {
  const {
    id: _id,
    status: _s,
    template: _t,
    version: _v,
    createdAt: _c,
    updatedAt: _u,
    pendingInputs,
    ...draft
  } = contract;
  return withPendingInputs(draft, pendingInputs);
}

/**
 * The sections that differ between two sets of values, or null when one that a field-level
 * save cannot carry does (the type, the parties): then the whole draft goes.
 */
export function changedSections(
  before: EditorValues,
  after: EditorValues,
): Partial<Record<DraftSection, unknown>> | null {
  const changes: Partial<Record<DraftSection, unknown>> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const next = (after as Record<string, unknown>)[key];
    if (sameValues((before as Record<string, unknown>)[key], next)) continue;
    if (!isDraftSection(key)) return null;
    changes[key] = next;
  }
  return changes;
}

/**
 * Saves through one TanStack Query mutation whose scope is the contract: saves run one after
 * another, each sending the form's values as they are when it starts, on the version the
 * previous one returned. A draft is sent as it is (the server keeps wrongly formatted fields
 * aside). Once this editor has written a version, the next saves send only the sections changed
 * since (PATCH), laid by the server over the very body it wrote; the first save of an opened
 * contract, a change of type or parties, and « Écraser » send the whole draft. An unreachable
 * server leaves the status « offline » for the caller to retry; a stale version opens the
 * conflict dialog; a locked contract turns the editor read-only.
 */
export function useContractPersistence(options: PersistenceOptions) {
  const { form, initial, editorKey, baseline, onCreated, onSaved, onInvalid } = options;
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<SavedContract | null>(
    initial ? { id: initial.id, version: initial.version, status: initial.status } : null,
  );
  const savedRef = useRef(saved);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [conflict, setConflict] = useState(false);
  const conflictRef = useRef(false);
  const [locked, setLocked] = useState(false);
  // Fixed for the editor's life: the new contract keeps the scope it started with once created.
  const [scope] = useState(() => ({ id: `contrat:${initial?.id ?? `nouveau:${editorKey}`}` }));
  const waiting = useRef(0);
  /** The version this editor's last save wrote: its body is the baseline's, which a field-level save builds on. */
  const written = useRef<number | null>(null);

  const applySaved = useCallback(
    (contract: Contract, submitted: EditorValues) => {
      const previous = savedRef.current;
      const next = { id: contract.id, version: contract.version, status: contract.status };
      savedRef.current = next;
      written.current = contract.version;
      setSaved(next);
      baseline.current = submitted;
      // Keystrokes typed while the request was in flight stay, and stay unsaved.
      form.resetDefaultValues(submitted, { keepDirty: !sameValues(form.getValues(), submitted) });
      const pending = Object.keys(contract.pendingInputs ?? {});
      // The fields saved in a wrong format show their error where they are.
      if (pending.length > 0) void form.trigger(pending as EditorPath[]);
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      void queryClient.invalidateQueries({ queryKey: contractKeys.list() });
      void queryClient.invalidateQueries({ queryKey: contractKeys.countThisMonth() });
      // The save may have written the counterparty in the address book: read again at its next use.
      void queryClient.invalidateQueries({ queryKey: counterpartyKeys.all, refetchType: 'none' });
      onSaved(contract, previous);
      if (!previous) onCreated(contract);
    },
    [baseline, form, onCreated, onSaved, queryClient],
  );

  /**
   * A field-level save, when it can be one: this editor wrote the version it starts from, the
   * contract of that version is in the cache, and only sections a PATCH carries changed. The
   * answer laid over that contract is the contract the server now holds. Null: send the whole.
   */
  const saveChanges = useCallback(
    async (current: SavedContract, submitted: EditorValues): Promise<Contract | null> => {
      const cached = queryClient.getQueryData<Contract>(contractKeys.detail(current.id));
      if (written.current !== current.version || cached?.version !== current.version) return null;
      const changes = changedSections(baseline.current, submitted);
      if (!changes || Object.keys(changes).length === 0) return null;
      const answer = await patchContract(current.id, { version: current.version, type: submitted.type, changes });
      const { changes: stored, ...columns } = answer;
      // Only the sections sent: parsing the answer gives every other section its default.
      const sections = Object.fromEntries(Object.keys(changes).map((key) => [key, stored[key as DraftSection]]));
      return { ...cached, ...sections, ...columns, pendingInputs: answer.pendingInputs ?? {} };
    },
    [baseline, queryClient],
  );

  const mutation = useMutation<SaveOutcome, Error, SaveRequest>({
    scope,
    networkMode: 'always',
    mutationFn: async (request) => {
      waiting.current -= 1;
      const submitted = structuredClone(form.getValues());
      const current = savedRef.current;
      if (current && request.version === undefined && sameValues(submitted, baseline.current)) {
        return { contract: null, submitted };
      }
      const changed = current && request.version === undefined ? await saveChanges(current, submitted) : null;
      const contract = current
        ? (changed ?? (await updateContract(current.id, submitted, request.version ?? current.version)))
        : await createContract(submitted);
      // Here, not after: the next save in the scope starts as soon as this one returns.
      applySaved(contract, submitted);
      return { contract, submitted };
    },
  });

  const send = useCallback(
    async (request: SaveRequest): Promise<SavedContract | null> => {
      waiting.current += 1;
      try {
        await mutation.mutateAsync(request);
        setStatus({ kind: 'saved', at: Date.now() });
        if (!request.quiet) toast.success(messages.contractSaved, { id: 'contract-save' });
        return savedRef.current;
      } catch (error) {
        if (isApiError(error, 'NETWORK_ERROR')) {
          // Nothing is lost: the draft stays in this browser and goes when the server answers.
          setStatus({ kind: 'offline' });
          if (!request.quiet) toast.error(messages.savedOffline, { id: 'contract-save' });
        } else if (isApiError(error, 'STALE_VERSION')) {
          conflictRef.current = true;
          setConflict(true);
        } else if (isApiError(error, 'CONTRACT_LOCKED')) {
          setLocked(true);
          toast.error(errorMessages.CONTRACT_LOCKED, { id: 'contract-save' });
        } else {
          if (isApiError(error, 'VALIDATION_ERROR')) {
            for (const [path, message] of Object.entries(error.fields)) {
              form.setError(path as EditorPath, { type: 'server', message });
            }
            onInvalid(Object.keys(error.fields));
          }
          const message = isApiError(error, 'PRO_REQUIRED')
            ? messages.proClausesRequired
            : errorMessageFor(error, messages.contractSaveFailed);
          console.error('Sauvegarde du contrat impossible', error);
          setStatus({ kind: 'failed', message });
          toast.error(message, { id: 'contract-save' });
        }
        return null;
      }
    },
    [form, mutation.mutateAsync, onInvalid],
  );

  const save = useCallback(() => send({}), [send]);

  /**
   * An autosave: skipped while a save is already waiting its turn (it will send the latest
   * values), while the conflict dialog is open, and when there is nothing new to send.
   */
  const autosave = useCallback(() => {
    if (waiting.current > 0 || conflictRef.current || locked) return;
    if (savedRef.current && sameValues(form.getValues(), baseline.current)) return;
    void send({ quiet: true });
  }, [baseline, form, locked, send]);

  const closeConflict = useCallback(() => {
    conflictRef.current = false;
    setConflict(false);
  }, []);

  /** « Garder ma version »: save the current values over whatever the server holds now. */
  const overwrite = useCallback(async () => {
    closeConflict();
    const current = savedRef.current;
    if (!current) return send({});
    try {
      const server = await fetchContract(current.id);
      return await send({ version: server.version });
    } catch (error) {
      toast.error(errorMessageFor(error, messages.contractSaveFailed), { id: 'contract-save' });
      return null;
    }
  }, [closeConflict, send]);

  /** « Prendre la version enregistrée »: drop the local edits for the version on the server. */
  const reload = useCallback(async (): Promise<Contract | null> => {
    closeConflict();
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
      setStatus({ kind: 'saved', at: Date.parse(server.updatedAt) });
      queryClient.setQueryData(contractKeys.detail(server.id), server);
      return server;
    } catch (error) {
      toast.error(errorMessageFor(error, messages.previewLoadFailed));
      return null;
    }
  }, [baseline, closeConflict, form, queryClient]);

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
    status,
    isSaving: mutation.isPending,
    save,
    autosave,
    overwrite,
    reload,
    rebase,
    locked,
    conflict,
    dismissConflict: closeConflict,
  };
}
