/** The JSON stored under `key`, or null when there is none, it does not parse, or the storage refuses. */
export function readStoredJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}
