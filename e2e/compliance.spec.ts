import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueTitle } from './support/contracts-account.ts';
import { fieldLocator } from './support/editor.ts';
import { isPdf } from './support/pdf.ts';

/**
 * The law engine in the editor: a paid partnership started from empty is completed by following
 * nothing but the checklist's links (each opens its section and focuses its field), until the
 * checklist says it is compliant. On the way, the export gives a draft marked « PROJET ».
 */

const SHOTS = 'e2e/screenshots';

/** What a person would type in the field a finding names. */
const VALUES: Record<string, string> = {
  'compensation.paymentAmount': '1500',
  'parties.creator.name': 'Maison Lumen',
  'parties.creator.address': '12 rue de la Paix, 75002 Paris',
  'parties.creator.email': 'partenariats@maison-lumen.example',
  'parties.influencer.name': 'Léa Dubois',
  'parties.influencer.address': '8 quai Saint-Vincent, 69001 Lyon',
  'parties.influencer.email': 'lea@lea-cuisine.example',
  'deliverables.partnershipObject': 'la promotion de la nouvelle gamme de thés de la Marque',
  'deliverables.timetable': 'Une publication par semaine pendant la durée du contrat',
};

/** Completes the field that has the focus, as its kind asks: a box is ticked, a list gets an item. */
async function completeFocusedField(page: Page, path: string) {
  const field = page.locator(':focus');
  const role = await field.getAttribute('role');
  const tag = await field.evaluate((element) => element.tagName.toLowerCase());
  if (role === 'checkbox' || (await field.getAttribute('type')) === 'checkbox') {
    await page.keyboard.press('Space');
    await expect(field).toBeChecked();
    return;
  }
  if (path === 'deliverables.publications') {
    // The list's « Ajouter une publication » has the focus: a new row, then its platform and format.
    await expect(field).toHaveAccessibleName(/Ajouter une publication/);
    await page.keyboard.press('Enter');
    await fieldLocator(page, 'deliverables.publications.0.platform').selectOption('Instagram');
    await fieldLocator(page, 'deliverables.publications.0.format').selectOption('Reel');
    return;
  }
  expect(['input', 'textarea'], `champ inattendu pour ${path} : ${tag}`).toContain(tag);
  const value = VALUES[path];
  expect(value, `aucune valeur prévue pour ${path}`).toBeDefined();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value!);
}

async function blockingLinks(checklist: Locator) {
  return checklist.locator('li[data-severity="blocking"] a');
}

test('a contract filled from empty by following only the checklist becomes compliant; before that it exports as a PROJET', async ({
  sharedAccount,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const { page } = sharedAccount;
  await page.goto('/create-contract-v2?type=PAID');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau contrat' })).toBeVisible();
  await fieldLocator(page, 'title').fill(uniqueTitle('Conformité'));

  const checklist = page.getByRole('region', { name: 'Conformité loi influenceurs' });
  await checklist.getByRole('button', { name: /Conformité loi influenceurs/ }).click();
  const summary = checklist.getByTestId('compliance-summary');
  await expect(summary).toHaveText(/^Il manque \d+ informations?$/);

  // Blocked, the export says it gives a draft, spends nothing, and every page says PROJET.
  const exportButton = page.getByRole('button', { name: /^Exporter un projet PDF/ }).first();
  await expect(exportButton).toBeVisible();
  const credits = page.getByText(/exports? restants?/).first();
  const creditsBefore = await credits.textContent();
  const download = page.waitForEvent('download');
  await exportButton.click();
  const file = await download;
  // Read before the PDF is taken apart below: the toast leaves after a few seconds.
  await expect(page.getByText('Projet exporté', { exact: false }).first()).toBeVisible();
  const pdfPath = await file.path();
  expect(isPdf(readFileSync(pdfPath))).toBe(true);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' }))![1]);
  for (let number = 1; number <= pages; number += 1) {
    const text = execFileSync('pdftotext', ['-f', String(number), '-l', String(number), pdfPath, '-'], {
      encoding: 'utf8',
    });
    expect(text.replace(/\s+/g, ' '), `page ${number}`).toContain('PROJET — non conforme');
  }
  execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '70', '-png', pdfPath, `${SHOTS}/projet-page`]);
  await expect(credits).toHaveText(creditsBefore ?? '');

  // Every blocking point, one after the other, from its link only.
  const visited: string[] = [];
  for (let step = 0; step < 30; step += 1) {
    const links = await blockingLinks(checklist);
    if ((await links.count()) === 0) break;
    const link = links.first();
    const path = ((await link.getAttribute('href')) ?? '').slice(1);
    expect(path, 'un lien de la liste sans champ').not.toBe('');
    await link.click();
    // The section opened and the named field has the focus.
    await expect(page.locator(':focus')).toHaveAttribute('id', `champ-${path.replaceAll('.', '-')}`);
    await completeFocusedField(page, path);
    visited.push(path);
    // The point leaves the list once the field holds what it asked for.
    await expect(checklist.locator(`li[data-severity="blocking"] a[href="#${path}"]`)).toHaveCount(0);
  }
  expect(visited.length).toBeGreaterThanOrEqual(8);
  // Over 1,000 € HT the mentions of art. 8 I became blocking: the identity of both parties was asked for.
  expect(visited).toEqual(expect.arrayContaining(['parties.creator.name', 'parties.influencer.name']));
  await expect(summary).not.toHaveText(/Il manque/);
  await expect(page.getByRole('button', { name: /^Exporter PDF$/ }).first()).toBeVisible();
  await checklist.screenshot({ path: `${SHOTS}/compliance-done-1280.png` });
});
