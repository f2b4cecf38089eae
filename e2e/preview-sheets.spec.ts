import type { Page } from '@playwright/test';
import type { ContractType } from '#shared/contract/schema.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { expect, test, uniqueTitle } from './support/contracts-account.ts';
import { settledPageCount } from './support/editor.ts';

/**
 * Each sheet of the preview lays out a copy of the contract up to the page after its own only
 * (`cutsOf` in preview-frame.ts): what it shows must be, pixel for pixel, what the whole copy
 * shows, for every page of every type of contract.
 */

const preview = (page: Page) => page.frameLocator('iframe[title="Aperçu du contrat"]');

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The two templates apart: GIFT shares PAID's. */
const TYPES: ContractType[] = ['PAID', 'UGC'];

for (const type of TYPES) {
  test(`every sheet of a ${type} contract shows its page as the whole contract does`, async ({ sharedAccount }) => {
    const { page, api } = sharedAccount;
    const contract = await api.create({ ...createSampleContract(type), title: uniqueTitle('Feuilles') });
    await page.goto(`/create-contract-v2?id=${contract.id}`);
    const pages = await settledPageCount(page);
    expect(pages).toBeGreaterThan(3);
    const cuts = preview(page).locator('style[data-role="cuts"]');
    // The sheets far from the end do leave parts out.
    await expect.poll(async () => (await cuts.textContent()) ?? '').toContain('display: none');

    for (let number = 2; number <= pages; number += 1) {
      const sheet = preview(page).locator(`.pp-sheet[data-page="${number}"]`);
      await sheet.scrollIntoViewIfNeeded();
      await expect(sheet).toHaveAttribute('data-shown', '');
      await nextFrames(page);
      const cut = await sheet.screenshot();
      const rules = await cuts.evaluate((style) => {
        const text = style.textContent ?? '';
        style.textContent = '';
        return text;
      });
      await nextFrames(page);
      const whole = await sheet.screenshot();
      await cuts.evaluate((style, text) => {
        style.textContent = text;
      }, rules);
      expect(cut.equals(whole), `page ${number} of ${pages}`).toBe(true);
    }
  });
}
