import { expect, type Locator, type Page } from '@playwright/test';
import type { ContractType } from '#shared/contract/schema.ts';

/** The editor's live preview, read from the parent page (the sandboxed frame runs no script). */

const FRAME = '[data-testid="paged-preview"] iframe';

export function fieldLocator(page: Page, path: string) {
  return page.locator(`#champ-${path.replaceAll('.', '-')}`);
}

/** The text of the whole document, as the preview's first sheet holds it, spaces made plain. */
export async function previewText(page: Page): Promise<string> {
  const text = await page.evaluate((selector) => {
    const frame = document.querySelector<HTMLIFrameElement>(selector);
    return frame?.contentDocument?.querySelector('.pp-sheet .pp-flow')?.textContent ?? '';
  }, FRAME);
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

/**
 * Waits for a preview's first layout. Its first rendering parses the embedded fonts (about
 * 500 kB of CSS) and lays out every sheet: seconds on two cores shared with another suite.
 */
export async function expectPreviewLaidOut(preview: Locator): Promise<void> {
  await expect(preview).toHaveAttribute('data-page-count', /^\d+$/, { timeout: 60_000 });
}

export async function expectPreviewToContain(page: Page, text: string): Promise<void> {
  await expect.poll(() => previewText(page)).toContain(text);
}

/**
 * The page count once the preview is laid out in its final fonts: the fonts of the frame are
 * loaded, two frames have passed, and the count no longer moves.
 */
export async function settledPageCount(page: Page): Promise<number> {
  const preview = page.getByTestId('paged-preview').first();
  await expectPreviewLaidOut(preview);
  await page.waitForFunction((selector) => {
    const frame = document.querySelector<HTMLIFrameElement>(selector);
    const fonts = frame?.contentDocument?.fonts;
    return fonts !== undefined && fonts.status === 'loaded' && fonts.size > 0;
  }, FRAME);
  let previous = -1;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const count = Number(await preview.getAttribute('data-page-count'));
    if (count === previous) return count;
    previous = count;
  }
  return previous;
}

export async function openEditorFromPicker(page: Page, type: ContractType): Promise<void> {
  await page.goto('/create-contract');
  await page.locator(`[data-contract-type="${type}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/create-contract-v2\\?type=${type}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau contrat' })).toBeVisible();
  await expectPreviewLaidOut(page.getByTestId('paged-preview'));
}

/** The first sheet of the preview as an image, at its real size when the viewport allows. */
export async function screenshotFirstSheet(page: Page, path: string): Promise<void> {
  const clip = await page.evaluate((selector) => {
    const frame = document.querySelector<HTMLIFrameElement>(selector);
    const sheet = frame?.contentDocument?.querySelector('.pp-sheet');
    if (!frame || !sheet) return null;
    const outer = frame.getBoundingClientRect();
    const inner = sheet.getBoundingClientRect();
    return {
      x: outer.x + inner.x,
      y: outer.y + inner.y + window.scrollY,
      width: inner.width,
      height: inner.height,
    };
  }, FRAME);
  if (!clip) throw new Error('Aucune page dans l’aperçu');
  await page.screenshot({ path, clip, fullPage: true });
}

/**
 * Makes every save of a contract fail as if the network were down (the rest of the API still
 * answers), so the editor keeps unsaved input; the returned function lets saves through again.
 * Whatever a test leaves held is let through when it ends (`releaseHeldSaves`, run by the
 * fixtures of contracts-account.ts): the worker's shared page must not carry it to the next test.
 */
const held = new Set<() => Promise<void>>();

export async function holdSaves(page: Page): Promise<() => Promise<void>> {
  const pattern = /\/api\/contracts(\/[0-9a-f-]{36})?$/;
  const handler = async (route: import('@playwright/test').Route) => {
    const method = route.request().method();
    if (method === 'POST' || method === 'PUT' || method === 'PATCH') await route.abort('internetdisconnected');
    else await route.continue();
  };
  await page.route(pattern, handler);
  const release = async () => {
    held.delete(release);
    if (!page.isClosed()) await page.unroute(pattern, handler);
  };
  held.add(release);
  return release;
}

export async function releaseHeldSaves(): Promise<void> {
  for (const release of [...held]) await release();
}

/** The editor's save status in its header (« Enregistré il y a 2 s », « Hors ligne… »). */
export function saveStatus(page: Page) {
  return page.getByTestId('save-status');
}
