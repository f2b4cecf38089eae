import { fieldId } from '#client/features/editor/lib/editor-values.ts';

/**
 * Focuses the first of `paths` the page shows, else the element `fallback` selects, once the
 * section or step that holds it has rendered (two frames: it opens, then its fields exist).
 */
export function focusFieldElement(paths: readonly string[], fallback?: string): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const target =
        paths.map((path) => document.getElementById(fieldId(path))).find((element) => element !== null) ??
        (fallback ? document.querySelector<HTMLElement>(fallback) : null);
      target?.scrollIntoView({ block: 'center' });
      target?.focus({ preventScroll: true });
    }),
  );
}
