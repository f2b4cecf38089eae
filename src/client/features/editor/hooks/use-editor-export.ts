import { type RefObject, useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { type ContractDraft, contractDraftSchema } from '#shared/contract/schema.ts';
import { messages } from '#shared/messages.ts';
import { useExportContract } from '#client/api/export-contract.ts';
import type { SavedContract } from '#client/features/editor/hooks/use-contract-persistence.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

type EditorExportOptions = {
  form: Pick<UseFormReturn<EditorValues, unknown, ContractDraft>, 'getValues' | 'trigger'>;
  /** The contract as last saved, or null before its first save. */
  saved: SavedContract | null;
  readOnly: boolean;
  /** Whether the form differs from what was saved, at the moment of the click. */
  dirtyNow: RefObject<boolean>;
  /** Saves the form (queued behind a save already running); null when nothing was saved. */
  save: () => Promise<SavedContract | null>;
  /** Blocking points of the law's verdict: the export is then a draft. */
  blocking: number;
  /** Opens and focuses the fields to fix. */
  onInvalid: (paths: string[]) => void;
};

/**
 * The editor's export. The button already says what it produces: the contract, or a draft
 * marked « PROJET — non conforme » while the law engine finds a blocking point (the server
 * decides the same way). The export stays in the editor: the user exported to check the PDF
 * and goes on editing.
 */
export function useEditorExport({ form, saved, readOnly, dirtyNow, save, blocking, onInvalid }: EditorExportOptions) {
  const { exportContract, isExporting } = useExportContract();
  const running = useRef(false);
  // From the click: the save before the export shows on the export button too.
  const [started, setStarted] = useState(false);
  const exportsDraft = !readOnly && blocking > 0;

  const runExport = useCallback(async () => {
    // One export at a time: a second click while the first one's save runs starts nothing.
    if (running.current) return;
    running.current = true;
    setStarted(true);
    try {
      let id = saved?.id ?? null;
      if (!readOnly && (dirtyNow.current || !saved)) {
        // Queued behind a save already running (autosave, Sauvegarder): the export takes what it saved.
        const contract = await save();
        if (!contract) return;
        id = contract.id;
      }
      if (!id) return;
      await exportContract(id, exportsDraft ? 'draft' : 'contract');
    } finally {
      running.current = false;
      setStarted(false);
    }
  }, [dirtyNow, exportContract, exportsDraft, readOnly, save, saved]);

  const startExport = useCallback(() => {
    // A field in a wrong format is saved as typed, but never exported.
    const checked = contractDraftSchema.safeParse(form.getValues());
    if (!checked.success && !readOnly) {
      void form.trigger();
      onInvalid(checked.error.issues.map((issue) => issue.path.join('.')));
      toast.error(messages.fixFieldsBeforeExport, { id: 'contract-export-fields' });
      return;
    }
    void runExport();
  }, [form, onInvalid, readOnly, runExport]);

  return { startExport, exportsDraft, isExporting: isExporting || started };
}
