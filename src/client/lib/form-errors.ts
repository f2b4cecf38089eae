import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#client/lib/api-error.ts';

/**
 * Puts the server's field errors under the matching fields (the server checks the same shared
 * schemas, so it names the same paths). Returns whether any was placed; input is never lost.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (message) {
      setError(name, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
