import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '#server/app-error.ts';
import type { ChromiumPdfRenderer, PdfRendererOptions } from '#server/pdf/pdf-renderer.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { contractDocument, META, paragraphs, pdfText } from '#server/pdf/pdf-test-tools.ts';
import { descendantsOf } from '#server/pdf/process-tree.ts';

const SMALL = contractDocument({ body: '<p>Petit contrat, rendu en un clin d’œil.</p>' });
/** Thousands of pages: far longer to lay out and print than any limit used here. */
const HUGE = contractDocument({ body: paragraphs(40_000) });

const renderers: ChromiumPdfRenderer[] = [];
function renderer(options: PdfRendererOptions): ChromiumPdfRenderer {
  // The tests' render limit (beside another suite a render outlasts the product's 15 s), unless a test sets its own.
  const created = createTestRenderer(options);
  renderers.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((created) => created.close()));
});

/** What `ps` lists of these pids: "pid state" lines, zombies included. */
function psList(pids: readonly number[]): string[] {
  const result = spawnSync('ps', ['-o', 'pid=,stat=', '-p', pids.join(',')], { encoding: 'utf8' });
  return result.stdout.split('\n').filter((line) => line.trim() !== '');
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('Chromium pool under trouble', () => {
  it('turns a render away with 503 and Retry-After once the queue is full', async () => {
    const pool = renderer({ poolSize: 1, maxWaiting: 1 });
    const first = pool.render(SMALL, META);
    const second = pool.render(SMALL, META);
    const error = await rejection(pool.render(SMALL, META));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.statusCode).toBe(503);
    expect(Number(error.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    await expect(first).resolves.toMatchObject({ pages: 1 });
    await expect(second).resolves.toMatchObject({ pages: 1 });
    expect(pool.stats()).toMatchObject({ rejected: 1, rendered: 2 });
  });

  it('fails a render over the time limit cleanly, and the next one works', async () => {
    // HUGE takes minutes to print; SMALL, on a warm page, a fraction of the limit even on a
    // loaded machine. The launch is bounded by its own limit (warmUp), not this one.
    const pool = renderer({ poolSize: 1, renderTimeoutMs: 10_000 });
    await pool.warmUp();
    const error = await rejection(pool.render(HUGE, META));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toMatch(/interrompu après 10000 ms/);
    await pool.warmUp();
    const next = await pool.render(SMALL, META);
    expect(pdfText(next.pdf)).toContain('Petit contrat');
    expect(pool.stats()).toMatchObject({ timeouts: 1, launches: 1 });
  });

  it('fails the render under way when Chromium is killed, then relaunches it', async () => {
    let killed = 0;
    // The pool says a page is printing: Chromium is killed at that moment, whatever the machine's speed.
    const pool = renderer({ poolSize: 1, onPrinting: () => killed && process.kill(killed, 'SIGKILL') });
    await pool.warmUp();
    killed = pool.stats().browserPid!;
    expect(killed).toBeGreaterThan(0);
    const doomed = pool.render(HUGE, META);
    const error = await rejection(doomed);
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.headers?.['Retry-After']).toBe('1');
    const relaunched = killed;
    killed = 0;
    const next = await pool.render(SMALL, META);
    expect(pdfText(next.pdf)).toContain('Petit contrat');
    expect(pool.stats()).toMatchObject({ crashes: 1, launches: 2 });
    expect(pool.stats().browserPid).not.toBe(relaunched);
  });

  it('relaunches a browser that died between two renders', async () => {
    const pool = renderer({ poolSize: 1 });
    await pool.render(SMALL, META);
    const killed = pool.stats().browserPid!;
    process.kill(killed, 'SIGKILL');
    await expect.poll(() => pool.stats().crashes, { timeout: 60_000 }).toBe(1);
    await expect(pool.render(SMALL, META)).resolves.toMatchObject({ pages: 1 });
    expect(pool.stats().browserPid).not.toBe(killed);
  });

  it('replaces the browser after N renders without failing the renders under way', async () => {
    // Ten renders wait on two pages while browsers are relaunched: on a busy machine that can
    // take longer than the default wait, which is not what this test is about.
    const pool = renderer({ poolSize: 2, recycleAfter: 3 });
    const results = await Promise.all(Array.from({ length: 10 }, () => pool.render(SMALL, META)));
    expect(results.every((result) => result.pages === 1)).toBe(true);
    const stats = pool.stats();
    expect(stats.recycles).toBeGreaterThanOrEqual(2);
    expect(stats.launches).toBe(stats.recycles + 1);
    expect(stats.failed).toBe(0);
  }, 90_000);

  it('replaces a page after its share of renders, in the same browser', async () => {
    const pool = renderer({ poolSize: 1, recyclePageAfter: 3 });
    for (let index = 0; index < 10; index += 1) {
      const { pdf } = await pool.render(SMALL, META);
      expect(pdfText(pdf)).toContain('Petit contrat');
    }
    // Pages opened for renders 1, 4, 7 and 10: three replaced.
    expect(pool.stats()).toMatchObject({ pageRecycles: 3, launches: 1, recycles: 0, failed: 0 });
  });

  it('closes Chromium and every process it started, zombies included', async () => {
    const pool = renderer({ poolSize: 2 });
    await Promise.all([pool.render(SMALL, META), pool.render(SMALL, META)]);
    const browser = pool.stats().browserPid!;
    const tree = [browser, ...descendantsOf(browser)];
    expect(psList(tree).length).toBeGreaterThan(2);

    await pool.close();
    // Nothing runs any more, and Node has reaped its own child at once.
    expect(psList(tree).filter((line) => !/\sZ/.test(line))).toEqual([]);
    expect(psList([browser])).toEqual([]);
    // Chromium's helpers were re-parented to init when the browser exited; init reaps them.
    await expect.poll(() => psList(tree).length, { timeout: 60_000 }).toBe(0);
    await expect(pool.render(SMALL, META)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
