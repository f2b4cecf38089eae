// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { messages } from '#shared/messages.ts';
import type { SavedContract } from '#client/features/editor/hooks/use-contract-persistence.ts';
import { useEditorExport } from '#client/features/editor/hooks/use-editor-export.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

const exportContract = vi.fn(async (_id: string, kind?: 'contract' | 'draft') => kind ?? ('contract' as const));
vi.mock('#client/api/export-contract.ts', () => ({
  useExportContract: () => ({ exportContract, isExporting: false, exportingId: null }),
}));

afterEach(cleanup);
beforeEach(() => {
  exportContract.mockClear();
  vi.spyOn(toast, 'error').mockImplementation(() => 'toast');
});

const stored: SavedContract = { id: 'contrat-1', version: 3, status: 'draft' };

function formOf(values: EditorValues) {
  return { getValues: (() => values) as () => EditorValues, trigger: vi.fn(async () => true) };
}

function setUp(options: {
  values?: EditorValues;
  saved?: SavedContract | null;
  dirty?: boolean;
  readOnly?: boolean;
  blocking?: number;
  save?: () => Promise<SavedContract | null>;
}) {
  const form = formOf(options.values ?? (createSampleContract('PAID') as EditorValues));
  const save = vi.fn(options.save ?? (async () => ({ ...stored, version: 4 })));
  const onInvalid = vi.fn();
  const { result } = renderHook(() =>
    useEditorExport({
      form: form as never,
      saved: options.saved === undefined ? stored : options.saved,
      readOnly: options.readOnly ?? false,
      dirtyNow: { current: options.dirty ?? false },
      save,
      blocking: options.blocking ?? 0,
      onInvalid,
    }),
  );
  return { result, form, save, onInvalid };
}

describe('useEditorExport', () => {
  it('exports the saved contract as it is, without saving it again', async () => {
    const { result, save } = setUp({});
    await act(async () => result.current.startExport());
    expect(save).not.toHaveBeenCalled();
    expect(exportContract).toHaveBeenCalledWith('contrat-1', 'contract');
    expect(result.current.exportsDraft).toBe(false);
  });

  it('saves unsaved changes first, and exports a draft while the law engine blocks', async () => {
    const { result, save } = setUp({ dirty: true, blocking: 2 });
    expect(result.current.exportsDraft).toBe(true);
    await act(async () => result.current.startExport());
    expect(save).toHaveBeenCalledTimes(1);
    expect(exportContract).toHaveBeenCalledWith('contrat-1', 'draft');
  });

  it('saves a contract never saved before, and exports nothing when that save fails', async () => {
    const { result, save } = setUp({ saved: null, save: async () => null });
    await act(async () => result.current.startExport());
    expect(save).toHaveBeenCalledTimes(1);
    expect(exportContract).not.toHaveBeenCalled();
  });

  it('starts one export for two clicks while its save runs, and says it is exporting from the click', async () => {
    let finishSave: (contract: SavedContract) => void = () => {};
    const { result, save } = setUp({
      dirty: true,
      save: () => new Promise<SavedContract>((resolve) => (finishSave = resolve)),
    });
    act(() => result.current.startExport());
    expect(result.current.isExporting).toBe(true);
    act(() => result.current.startExport());
    await act(async () => finishSave({ ...stored, version: 4 }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(exportContract).toHaveBeenCalledTimes(1);
    expect(result.current.isExporting).toBe(false);
  });

  it('exports nothing while a field is in a wrong format: the fields to fix are shown, and said', async () => {
    const sample = createSampleContract('PAID');
    const values = { ...sample, compensation: { ...sample.compensation, paymentAmount: -5 } };
    const { result, save, onInvalid, form } = setUp({ values: values as EditorValues, dirty: true });
    await act(async () => result.current.startExport());
    expect(save).not.toHaveBeenCalled();
    expect(exportContract).not.toHaveBeenCalled();
    expect(form.trigger).toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith(['compensation.paymentAmount']);
    expect(toast.error).toHaveBeenCalledWith(messages.fixFieldsBeforeExport, { id: 'contract-export-fields' });
  });

  it('exports a read-only contract as the contract, without saving it, whatever the law engine says', async () => {
    const { result, save } = setUp({ readOnly: true, dirty: true, blocking: 1 });
    expect(result.current.exportsDraft).toBe(false);
    await act(async () => result.current.startExport());
    expect(save).not.toHaveBeenCalled();
    expect(exportContract).toHaveBeenCalledWith('contrat-1', 'contract');
  });
});
