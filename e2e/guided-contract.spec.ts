import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signUpAsCompanyCreator, test } from './support/accounts.ts';
import { expectPreviewLaidOut, fieldLocator } from './support/editor.ts';
import { InputCounter } from './support/input-counter.ts';
import { isPdf } from './support/pdf.ts';

/**
 * Issue « A contract in two minutes, and never a word lost »: a new creator, on a phone, goes
 * from sign-up to an exported compliant paid partnership through the guided mode, in at most
 * 15 inputs. Screenshots of every step at 390 px and of the guided mode at 1280 px go to
 * e2e/screenshots/, to be looked at.
 */

const SHOTS = 'e2e/screenshots';
const MAX_INPUTS = 15;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/**
 * Each step fits a phone screen: as it opens, the step, from its indicator to its buttons, is
 * no taller than the room between the top bar and the action bar.
 */
async function expectFitsScreen(page: Page) {
  const step = await page.locator('section[data-guided-step]').boundingBox();
  const top = await page.locator('header').first().boundingBox();
  const bar = await page.getByRole('navigation', { name: 'Actions du contrat' }).boundingBox();
  if (!step || !top || !bar) throw new Error('L’étape, la barre du haut ou la barre d’actions n’est pas affichée');
  const room = bar.y - (top.y + top.height);
  expect(step.height, `étape de ${Math.round(step.height)} px pour ${Math.round(room)} px d’écran`).toBeLessThanOrEqual(
    room,
  );
}

async function expectStep(page: Page, number: number, title: string) {
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^Étape ${number} sur 5`) });
  await expect(heading).toHaveText(`Étape ${number} sur 5 · Partenariat rémunéré${title}`);
  await expect(heading).toBeFocused();
  // What the phone shows once the step opens: its heading at the top of the screen.
  await page.screenshot({ path: `${SHOTS}/guided-${number}-390.png` });
  await expectFitsScreen(page);
}

test('a new creator exports a compliant paid partnership through the guided mode on a phone', async ({ page }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  await signUpAsCompanyCreator(page, 'guide');

  await page.goto('/create-contract');
  await page.locator('[data-contract-type="PAID"]').click();
  await expect(page).toHaveURL(/\/create-contract-v2\?type=PAID$/);
  const counter = new InputCounter();
  const next = page.getByRole('button', { name: 'Suivant' });

  // A new contract on a phone opens guided, the creator's company summarised from the profile.
  const firstStep = page.getByRole('heading', { level: 2, name: /^Étape 1 sur 5/ });
  await expect(firstStep).toHaveText('Étape 1 sur 5 · Partenariat rémunéréType et parties');
  await expect(page.getByRole('button', { name: 'Mode guidé' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Studio Lumière')).toBeVisible();
  await firstStep.evaluate((heading) => heading.closest('section')?.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/guided-1-390.png` });
  await page.screenshot({ path: `${SHOTS}/guided-1-390-full.png`, fullPage: true });
  await expectFitsScreen(page);

  // 1. The brand.
  await counter.fill(fieldLocator(page, 'parties.creator.name'), 'Maison Lumen');
  await counter.fill(fieldLocator(page, 'parties.creator.address'), '12 rue de la Paix, 75002 Paris');
  await counter.fill(fieldLocator(page, 'parties.creator.email'), 'partenariats@maison-lumen.example');
  await counter.navigate(next);

  // 2. The mission: its object, one reel on Instagram (dated today), the art. 4 declaration.
  await expectStep(page, 2, 'Mission et publications');
  await counter.fill(
    fieldLocator(page, 'deliverables.partnershipObject'),
    'la promotion de la gamme de thés de la Marque',
  );
  await counter.pick(page.getByRole('button', { name: 'Ajouter une publication' }));
  await counter.select(fieldLocator(page, 'deliverables.publications.0.platform'), 'Instagram');
  await counter.select(fieldLocator(page, 'deliverables.publications.0.format'), 'Reel');
  await counter.check(fieldLocator(page, 'declarations.forbiddenPromotionExcluded'));
  await counter.navigate(next);

  // 3. The pay, over 1,000 € HT: every mention of art. 8 I is now required; both tax residences.
  await expectStep(page, 3, 'Rémunération');
  await counter.fill(fieldLocator(page, 'compensation.paymentAmount'), '1500');
  await expect(page.getByTestId('guided-threshold')).toContainText('contrat écrit obligatoire');
  await counter.check(fieldLocator(page, 'parties.influencer.taxResidenceConfirmed'));
  await counter.check(fieldLocator(page, 'parties.creator.taxResidenceConfirmed'));
  await counter.navigate(next);

  // 4. Rights and image: the defaults stand; the company names who creates, its signatory in one tap.
  await expectStep(page, 4, 'Droits et image');
  await counter.pick(page.getByRole('button', { name: 'Camille Durand' }));
  await expect(fieldLocator(page, 'parties.intervenors.0.name')).toHaveValue('Camille Durand');
  await counter.navigate(next);

  // 5. Nothing blocks: the export gives the contract itself.
  await expectStep(page, 5, 'Vérification');
  await expect(page.getByText('Le contrat est conforme')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Il manque/ })).toHaveCount(0);
  const exportButton = page.getByRole('button', { name: 'Exporter le contrat (PDF)' });
  const download = page.waitForEvent('download');
  await counter.navigate(exportButton);
  const pdfPath = await (await download).path();
  expect(isPdf(readFileSync(pdfPath))).toBe(true);
  const text = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Maison Lumen');
  expect(text).toContain('Studio Lumière');
  expect(text).not.toContain('PROJET');
  expect(text).not.toMatch(/non conforme/i);

  console.log(`\nMode guidé, 390 px : ${counter.inputs} saisies, ${counter.navigation} clics de navigation\n`);
  expect(counter.inputs).toBeLessThanOrEqual(MAX_INPUTS);

  // The same contract at 1280 px: the steps beside the preview.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Étape 2 : Mission et publications' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Étape 2 sur 5/ })).toBeFocused();
  await expectPreviewLaidOut(
    page.getByRole('complementary', { name: 'Aperçu du contrat' }).getByTestId('paged-preview'),
  );
  await page.screenshot({ path: `${SHOTS}/guided-2-1280.png` });
});
