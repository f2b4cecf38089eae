import { useEffect, useRef, useState } from 'react';
import type { AddedScreenshot } from '#client/components/tracker/screenshot-picker.tsx';
import { readBase64, sortScreenshots } from '#client/components/tracker/screenshot-files.ts';

/**
 * The screenshots of a record being written: the earlier ones kept, the new ones picked (with a
 * preview), and why the last files picked were refused. A refusal never drops what was chosen.
 */
export function useScreenshotSelection(initialKept: readonly string[]) {
  const [kept, setKept] = useState<string[]>([...initialKept]);
  const [added, setAdded] = useState<AddedScreenshot[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const sequence = useRef(0);

  // The previews' object URLs go with the form.
  const addedRef = useRef(added);
  addedRef.current = added;
  useEffect(
    () => () => {
      for (const shot of addedRef.current) URL.revokeObjectURL(shot.previewUrl);
    },
    [],
  );

  const pick = async (files: File[]) => {
    const { accepted, refusals: refused } = await sortScreenshots(files, kept.length + added.length);
    setRefusals(refused);
    setAdded((current) => [
      ...current,
      ...accepted.map(({ file, mimeType }) => {
        sequence.current += 1;
        return { key: `capture-${sequence.current}`, file, mimeType, previewUrl: URL.createObjectURL(file) };
      }),
    ]);
  };

  const removeAdded = (key: string) =>
    setAdded((current) => {
      const removed = current.find((shot) => shot.key === key);
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      return current.filter((shot) => shot.key !== key);
    });

  const removeKept = (shotId: string) => setKept((current) => current.filter((id) => id !== shotId));

  /** The new screenshots as the API takes them. */
  const encodeAdded = () =>
    Promise.all(added.map(async (shot) => ({ mimeType: shot.mimeType, data: await readBase64(shot.file) })));

  return { kept, added, refusals, pick, removeAdded, removeKept, encodeAdded, showRefusals: setRefusals };
}
