import type { Page } from '@playwright/test';

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
