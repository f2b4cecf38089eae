import { expect, test } from '@playwright/test';

test.describe('the app shell', () => {
  test('serves the home page and a French 404 with no console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The browser notes the unknown page's status 404 in the console: that one is the point.
      const documentStatus =
        message.text().startsWith('Failed to load resource') &&
        new URL(message.location().url).pathname === '/une-page-qui-n-existe-pas';
      if (message.type() === 'error' && !documentStatus) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText('Paraphe').first()).toBeVisible();

    const response = await page.goto('/une-page-qui-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
    await expect(page.getByText(/n'existe pas|introuvable/i).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'mobile', width: 390, height: 844 },
  ]) {
    test(`takes a screenshot of the 404 page at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/nope');
      await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
      // « Écrivez-nous. » is never cut at its hyphen, whatever the width of its card.
      const writeToUs = page.getByText('Écrivez-nous.', { exact: true });
      expect(await writeToUs.evaluate((element) => element.getClientRects().length)).toBe(1);
      await page.screenshot({ path: `e2e/screenshots/not-found-${viewport.name}.png`, fullPage: true });
    });
  }
});
