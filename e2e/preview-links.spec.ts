import type { Page } from '@playwright/test';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { expect, test, uniqueTitle } from './support/contracts-account.ts';
import { expectPreviewLaidOut, fieldLocator } from './support/editor.ts';

/**
 * The preview follows the form: the field being typed in highlights its clause and brings it
 * into sight; a click on a clause opens its field. A zoom makes the page readable at 1,280 px.
 */

const SHOTS = 'test-results/preview-links';

const preview = (page: Page) => page.frameLocator('iframe[title="Aperçu du contrat"]');

/** The anchors the preview highlights now: its highlight rule names them. */
async function highlighted(page: Page): Promise<string> {
  return (await preview(page).locator('style[data-role="highlight"]').textContent()) ?? '';
}

test('a field highlights its clause in the preview, and a clause opens its field', async ({ sharedAccount }) => {
  const { page, api } = sharedAccount;
  const contract = await api.create({ ...createSampleContract('PAID'), title: uniqueTitle('Liens') });
  await page.goto(`/create-contract-v2?id=${contract.id}`);
  await expectPreviewLaidOut(page.getByTestId('paged-preview').first());
  const aside = page.getByRole('complementary', { name: 'Aperçu du contrat' });

  // The pay is far down the contract: focusing its amount scrolls the preview to it.
  const before = await aside.evaluate((element) => element.scrollTop);
  await page
    .getByRole('button', { name: /^Rémunération/ })
    .first()
    .click();
  await fieldLocator(page, 'compensation.paymentAmount').focus();
  await expect.poll(() => highlighted(page)).toContain('[data-link="article-pay"]');
  await expect.poll(() => aside.evaluate((element) => element.scrollTop)).toBeGreaterThan(before + 200);
  const pay = preview(page).locator('[data-link="article-pay"]').first();
  await expect(pay).toHaveCSS('background-color', 'rgba(254, 243, 199, 0.85)');
  await page.screenshot({ path: `${SHOTS}/pay-highlighted-1280.png` });

  // The brand's block, clicked in the preview, opens the brand's name.
  await preview(page).locator('[data-link="party-creator"]').first().click();
  await expect(fieldLocator(page, 'parties.creator.name')).toBeFocused();
  await expect.poll(() => highlighted(page)).toContain('[data-link="party-creator"]');

  // A clause of a closed section opens it: the term opens « Durée » and its start date.
  await preview(page).locator('[data-link="article-term"]').first().click();
  await expect(fieldLocator(page, 'clauses.duration.startDate')).toBeFocused();
});

test('the preview zooms in to the printed size and back to the width', async ({ sharedAccount }) => {
  const { page, api } = sharedAccount;
  const contract = await api.create({ ...createSampleContract('GIFT'), title: uniqueTitle('Zoom') });
  await page.goto(`/create-contract-v2?id=${contract.id}`);
  const frame = page.locator('iframe[title="Aperçu du contrat"]');
  await expectPreviewLaidOut(page.getByTestId('paged-preview').first());
  const zoom = page.getByRole('group', { name: 'Zoom de l’aperçu' });
  await expect(zoom.getByRole('status')).toHaveText('Ajusté');
  const fitted = (await frame.boundingBox())?.width ?? 0;

  await zoom.getByRole('button', { name: 'Agrandir l’aperçu' }).click();
  await expect(zoom.getByRole('status')).toHaveText('100 %');
  // At the printed size a sheet is 210 mm: 794 px, wider than the column at 1,280 px.
  await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeGreaterThan(794);
  await page.screenshot({ path: `${SHOTS}/zoom-100-1280.png` });

  await zoom.getByRole('button', { name: 'Ajuster l’aperçu à la largeur' }).click();
  await expect(zoom.getByRole('status')).toHaveText('Ajusté');
  await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(Math.round(fitted));
});
