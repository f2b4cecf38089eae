import { type ChromiumPdfRenderer, createPdfRenderer } from '#server/pdf/pdf-renderer.ts';

/**
 * How long a render may take in the tests: two suites side by side on two cores can hold a
 * render for well over the product's 15 s. A limit, not a budget; the tests of the limit
 * itself set their own.
 */
export const TEST_RENDER_LIMIT_MS = 120_000;

/** A renderer for tests, with the tests' render limit unless the test sets one. */
export function createTestRenderer(options: Parameters<typeof createPdfRenderer>[0] = {}): ChromiumPdfRenderer {
  return createPdfRenderer({ renderTimeoutMs: TEST_RENDER_LIMIT_MS, ...options });
}
