/**
 * Keystroke-to-preview timing, read by the browser tests: `preview:input` is marked on every
 * input of the editor form, `preview:painted` once the pages of the preview are laid out,
 * and each `preview` measure spans from the first input not yet shown to that paint.
 */

let pendingInputStart: number | null = null;

export function markPreviewInput(): void {
  const mark = performance.mark('preview:input');
  pendingInputStart ??= mark.startTime;
}

export function markPreviewPainted(): void {
  const mark = performance.mark('preview:painted');
  if (pendingInputStart === null) return;
  performance.measure('preview', { start: pendingInputStart, end: mark.startTime });
  pendingInputStart = null;
}

/** Runs after the browser has rendered the frame that follows the current one. */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(callback, 0);
  });
}
