import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { type Account, expect, test, uniqueTitle } from './support/contracts-account.ts';
import { expectPreviewLaidOut, expectPreviewToContain } from './support/editor.ts';
import { isPdf } from './support/pdf.ts';
import { goPro } from './support/pro-plan.ts';

/**
 * What Pro unlocks in the contract itself: the advanced clauses (locked with a 'Pro' badge on
 * the free plan) and brand personalisation, both in the live preview and in the PDF.
 */

const SHOTS = process.env.PRO_SHOTS_DIR ?? 'test-results/pro-features';
mkdirSync(SHOTS, { recursive: true });

const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" rx="6" fill="#0f3d5e"/>' +
    '<text x="60" y="26" font-size="16" fill="#fff" text-anchor="middle" font-family="sans-serif">LUMIÈRE</text></svg>',
);

async function openAdvancedClauses(page: Page, account: Account): Promise<void> {
  const contract = await account.api.create({ ...createSampleContract('PAID'), title: uniqueTitle('Clauses Pro') });
  await page.goto(`/create-contract-v2?id=${contract.id}`);
  await expectPreviewLaidOut(page.getByTestId('paged-preview').first());
  const trigger = page.getByRole('button', { name: 'Clauses avancées' });
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  await expect(page.getByLabel(/Force majeure détaillée/)).toBeVisible();
}

test('a free user sees the advanced clauses with a Pro badge and is offered Pro instead of ticking one', async ({
  account,
}) => {
  const { page } = account;
  await openAdvancedClauses(page, account);
  const section = page.locator('#section-advanced');
  // Seven clauses: paid ads from the creator's account became an option of the paid-social use line.
  await expect(section.getByText('Pro', { exact: true })).toHaveCount(7);
  await expect(section.getByText('Réservées au plan Pro')).toBeVisible();

  const forceMajeure = page.getByLabel(/Force majeure détaillée/);
  await forceMajeure.click();
  const prompt = page.getByRole('dialog', { name: 'Clause réservée au plan Pro' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Passer en Pro' })).toBeVisible();
  await expect(forceMajeure).not.toBeChecked();
  await page.screenshot({ path: `${SHOTS}/free-prompt-desktop.png` });
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();

  // The keyboard gets the same answer.
  await page.getByLabel(/Validation préalable des contenus/).focus();
  await page.keyboard.press('Space');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Plus tard' }).click();
  await expect(page.getByLabel(/Validation préalable des contenus/)).not.toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/free-clauses-mobile.png` });
});

test('a Pro user adds force majeure and approval, brands the contract and exports it', async ({ account }) => {
  const { page } = account;
  await goPro(page);

  await page.goto('/profile');
  await page.getByTestId('logo-input').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: LOGO });
  await expect(page.getByRole('img', { name: 'Votre logo' })).toBeVisible();
  await page.getByLabel('Couleur d’accent').fill('#0f3d5e');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Couleur enregistrée')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/profile-branding-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText('Personnalisation').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-branding-mobile.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await openAdvancedClauses(page, account);
  await page.getByLabel(/Force majeure détaillée/).check();
  await page.getByLabel(/Validation préalable des contenus/).check();
  await page.getByLabel('Délai de réponse de la Marque').fill('4');
  await expectPreviewToContain(page, 'Validation préalable des Contenus (bon à publier)');
  await expectPreviewToContain(page, 'dans un délai de quatre (4) Jours ouvrés');
  await expectPreviewToContain(page, 'article 1218 du Code civil, il y a force majeure');
  const logo = page.frameLocator('[data-testid="paged-preview"] iframe').locator('.brand-logo').first();
  // The SVG uploaded is stored and printed as the PNG drawn from it (docs/decisions/013).
  await expect(logo).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.screenshot({ path: `${SHOTS}/pro-editor-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Délai de réponse de la Marque').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/pro-editor-mobile.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Sauvegarder' }).first().click();
  await expect(page.getByTestId('save-status').first()).toHaveText(/^Enregistré/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter PDF' }).first().click();
  const file = await (await download).path();
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toMatch(/ARTICLE \d+ – VALIDATION PRÉALABLE DES CONTENUS \(BON À PUBLIER\)/);
  expect(text).toContain('quatre (4) Jours ouvrés');
  expect(text).toMatch(/ARTICLE \d+ – FORCE MAJEURE/);
  expect(text).toContain('article 1218 du Code civil, il y a force majeure');
  const pdf = readFileSync(file);
  expect(isPdf(pdf)).toBe(true);
  // Kept beside the screenshots, to look at its first page with pdftoppm.
  writeFileSync(`${SHOTS}/branded.pdf`, pdf);
});
