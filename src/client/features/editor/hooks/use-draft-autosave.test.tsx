// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { readDraft, writeDraft } from '#client/features/editor/lib/draft-storage.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { useDraftAutosave } from '#client/features/editor/hooks/use-draft-autosave.ts';

const KEY = 'paraphe-brouillon:test:new:paid';
const opened = { type: 'paid', title: 'Partenariat' } as unknown as EditorValues;

function renderAutosave(options: { resume?: boolean; enabled?: boolean } = {}) {
  const onRestored = vi.fn();
  const rendered = renderHook(() => {
    const form = useForm<EditorValues, unknown, ContractDraft>({ defaultValues: opened });
    const baseline = useRef<EditorValues>(opened);
    const autosave = useDraftAutosave({
      form,
      storageKey: KEY,
      baseline,
      baseVersion: 3,
      enabled: options.enabled ?? true,
      resume: options.resume ?? false,
      onRestored,
    });
    return { form, autosave };
  });
  return { ...rendered, onRestored };
}

describe('useDraftAutosave', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps what is typed in localStorage once typing pauses, with the version it is based on', () => {
    const { result } = renderAutosave();
    act(() => result.current.form.setValue('title', 'Partenariat printemps'));
    expect(readDraft(window.localStorage, KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(400));
    const draft = readDraft(window.localStorage, KEY);
    expect(draft?.baseVersion).toBe(3);
    expect(draft?.values).toMatchObject({ title: 'Partenariat printemps' });
  });

  it('writes nothing while the values are those last saved, nor when it is switched off', () => {
    const { result, unmount } = renderAutosave();
    act(() => result.current.form.setValue('title', 'Partenariat'));
    act(() => vi.advanceTimersByTime(400));
    unmount();
    expect(readDraft(window.localStorage, KEY)).toBeNull();

    const off = renderAutosave({ enabled: false });
    act(() => off.result.current.form.setValue('title', 'Autre titre'));
    act(() => vi.advanceTimersByTime(400));
    off.unmount();
    expect(readDraft(window.localStorage, KEY)).toBeNull();
  });

  it('offers a draft left by an earlier visit, and restores it into the form on request', () => {
    writeDraft(window.localStorage, KEY, {
      savedAt: '2026-11-20T10:00:00Z',
      baseVersion: 3,
      values: { title: 'Oublié' },
    });
    const { result, onRestored } = renderAutosave();
    expect(result.current.autosave.offer?.values).toEqual({ title: 'Oublié' });
    expect(result.current.form.getValues('title')).toBe('Partenariat');

    act(() => result.current.autosave.restore(result.current.autosave.offer!));
    expect(result.current.form.getValues('title')).toBe('Oublié');
    expect(result.current.form.getValues('type')).toBe('paid');
    expect(result.current.autosave.offer).toBeNull();
    expect(onRestored).toHaveBeenCalledOnce();
  });

  it('forgets a discarded draft, and takes one back without asking when coming back from the preview', () => {
    writeDraft(window.localStorage, KEY, {
      savedAt: '2026-11-20T10:00:00Z',
      baseVersion: 3,
      values: { title: 'Oublié' },
    });
    const asked = renderAutosave();
    act(() => asked.result.current.autosave.discard());
    expect(asked.result.current.autosave.offer).toBeNull();
    expect(readDraft(window.localStorage, KEY)).toBeNull();
    asked.unmount();

    writeDraft(window.localStorage, KEY, {
      savedAt: '2026-11-20T10:00:00Z',
      baseVersion: 3,
      values: { title: 'Repris' },
    });
    const resumed = renderAutosave({ resume: true });
    expect(resumed.result.current.autosave.offer).toBeNull();
    expect(resumed.result.current.form.getValues('title')).toBe('Repris');
    expect(resumed.onRestored).toHaveBeenCalledOnce();
  });

  it('drops a stored draft that holds nothing more than the opened contract', () => {
    writeDraft(window.localStorage, KEY, {
      savedAt: '2026-11-20T10:00:00Z',
      baseVersion: 3,
      values: { title: 'Partenariat' },
    });
    const { result } = renderAutosave();
    expect(result.current.autosave.offer).toBeNull();
    expect(readDraft(window.localStorage, KEY)).toBeNull();
  });
});
