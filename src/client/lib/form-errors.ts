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

/**
 * Moves the focus to the first invalid control of a form in reading order, once its errors are
 * on screen. For forms mixing registered inputs and controlled ones, whose registration order
 * is not the order on screen.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
