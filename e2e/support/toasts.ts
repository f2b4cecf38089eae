import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Watches for a toast from now on. A toast lives 5 s; under load, the steps between an action
 * and a later check (a download read, an address checked) can take longer, and a check made
 * then finds it gone. Start the watch before the action, await it after.
 */
export function toastShown(page: Page, text: string): Promise<void> {
  const shown = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  // Awaited later by the test, which then gets the failure: no unhandled rejection meanwhile.
  shown.catch(() => undefined);
  return shown;
}

/**
 * The toast ends below the page's top bar: its menu and links stay in reach. A toast slides down
 * into place, so once it is below the bar it stays there.
 */
export async function expectBelowTopBar(page: Page, toast: Locator): Promise<void> {
  const bar = page.locator('header:visible').first();
  await expect
    .poll(async () => {
      const [toastBox, barBox] = await Promise.all([toast.boundingBox(), bar.boundingBox()]);
      return toastBox && barBox ? toastBox.y - (barBox.y + barBox.height) : Number.NEGATIVE_INFINITY;
    })
    .toBeGreaterThanOrEqual(0);
}
