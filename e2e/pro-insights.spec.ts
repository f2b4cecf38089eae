import type { Page } from '@playwright/test';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { type Account, expect, test, uniqueTitle } from './support/contracts-account.ts';
import { expectPreviewLaidOut, fieldLocator, holdSaves } from './support/editor.ts';

/**
 * What Pro brings besides exports: the history of each contract (list, read-only pages,
 * comparison, restore) and the dashboard's statistics; a free account sees both behind a
 * 'Pro' badge with the way to Pro.
 */

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/pro-${name}.png` });
}

/** Pro through the sandbox, from the teaser of the statistics, as a user would. */
async function goPro(page: Page): Promise<void> {
  await page.goto('/dashboard');
  const teaser = page.getByTestId('statistics-teaser');
  await expect(teaser).toBeVisible();
  await teaser.getByRole('button', { name: 'Passer en Pro' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: /^Payer 9,90/ }).click();
  await expect(page.getByRole('heading', { name: 'Votre plan Pro est actif' })).toBeVisible();
}

async function save(page: Page): Promise<number> {
  const answer = page.waitForResponse(
    // The first save of the contract opened sends it whole (PUT), the next ones what changed (PATCH).
    (response) =>
      ['PUT', 'PATCH'].includes(response.request().method()) && /\/api\/contracts\/[\w-]+$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Sauvegarder' }).first().click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { version: number }).version;
}

async function editThreeTimes(account: Account, original: string) {
  const { page, api } = account;
  const draft = createSampleContract('PAID');
  const contract = await api.create({ ...draft, title: original });
  await page.goto(`/create-contract-v2?id=${contract.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le contrat' })).toBeVisible();
  await fieldLocator(page, 'title').fill(`${original} (relu)`);
  expect(await save(page)).toBe(2);
  await page.getByRole('button', { name: 'Rémunération', exact: true }).click();
  await fieldLocator(page, 'compensation.paymentAmount').fill('1800');
  expect(await save(page)).toBe(3);
  await fieldLocator(page, 'title').fill(`${original} (final)`);
  expect(await save(page)).toBe(4);
  return contract.id;
}

test('a Pro user compares a contract with an older version and restores it, then reads the statistics', async ({
  account,
}) => {
  test.setTimeout(480_000);
  const { page } = account;
  await goPro(page);
  const original = uniqueTitle('Historique');
  await editThreeTimes(account, original);

  // Unsaved typing (the server cannot take it): the restore must ask before it is lost.
  const release = await holdSaves(page);
  await fieldLocator(page, 'title').fill('Saisie non sauvegardée');
  await page.getByRole('button', { name: 'Historique' }).click();
  const panel = page.getByRole('dialog', { name: 'Historique des versions' });
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByTestId('history-version-4')).toContainText('Version actuelle');
  await expect(panel.getByTestId('history-version-1')).toContainText(original);
  await expect(panel.getByTestId('history-version-1')).toContainText(
    /\d{1,2} \S+ \d{4} à \d{2}:\d{2}, par Camille Testeuse/,
  );
  await shoot(page, 'history-panel-1280');

  await panel.getByRole('button', { name: 'Comparer la version 1 avec la version actuelle' }).click();
  const viewer = page.getByRole('dialog', { name: 'Version 1' });
  const diff = viewer.getByTestId('version-diff');
  await expect(diff).toContainText('2 différences');
  await expect(diff.getByRole('listitem').filter({ hasText: 'Titre' })).toContainText(`${original}`);
  await expect(diff.getByRole('listitem').filter({ hasText: 'Titre' })).toContainText(`${original} (final)`);
  await expect(diff.getByRole('listitem').filter({ hasText: 'Montant de la rémunération' })).toContainText(
    /1\s500,00\s€.*1\s800,00\s€/,
  );
  await expect(viewer.getByText('sans vos modifications non sauvegardées')).toBeVisible();
  await shoot(page, 'history-compare-1280');

  await viewer.getByRole('tab', { name: 'Aperçu' }).click();
  await expectPreviewLaidOut(viewer.getByTestId('paged-preview'));
  await shoot(page, 'history-preview-1280');

  await viewer.getByRole('button', { name: 'Restaurer cette version' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restaurer la version 1 ?' });
  await expect(confirm).toContainText('Les changements que vous n’avez pas sauvegardés seront perdus.');
  const restored = page.waitForResponse((response) => response.url().endsWith('/versions/1/restore'));
  await confirm.getByRole('button', { name: 'Abandonner mes changements et restaurer' }).click();
  expect((await restored).status()).toBe(200);
  await expect(page.getByText('Version 1 restaurée')).toBeVisible();
  await expect(fieldLocator(page, 'title')).toHaveValue(original);
  await expect(fieldLocator(page, 'compensation.paymentAmount')).toHaveValue(/^1\s?500$/);
  await release();
  await expect(page.getByTestId('save-status')).toHaveText(/^Enregistré/);

  // The restore is version 5, and a later save goes on from it.
  await page.getByRole('button', { name: 'Historique' }).click();
  await expect(panel.getByTestId('history-version-5')).toContainText('Restauration de la version 1');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'history-panel-390');
  await panel.getByRole('button', { name: 'Comparer la version 4 avec la version actuelle' }).click();
  await expect(page.getByRole('dialog', { name: 'Version 4' }).getByTestId('version-diff')).toContainText(
    '2 différences',
  );
  await shoot(page, 'history-compare-390');
  await page.getByRole('dialog', { name: 'Version 4' }).getByRole('button', { name: 'Fermer' }).click();
  await panel.getByRole('button', { name: 'Fermer l’historique' }).click();
  await expect(panel).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await fieldLocator(page, 'title').fill(`${original} (après restauration)`);
  expect(await save(page)).toBe(6);

  await page.goto('/dashboard');
  const chart = page.getByTestId('monthly-chart');
  await expect(chart).toBeVisible();
  await expect(chart.getByRole('listitem')).toHaveCount(12);
  // The current month, last bar: the one contract of this journey.
  await expect(chart.getByRole('listitem').last()).toContainText(/ : 1 contrat/);
  await expect(page.getByTestId('amounts-by-type')).toContainText(/Partenariat rémunéré · 1 contrat\s*1\s500,00\s€/);
  const totals = page.getByTestId('counterparty-totals');
  await expect(totals.getByRole('row', { name: /Maison Lumière/ })).toContainText('Seuil de 1\u202f000 € HT atteint');
  await expect(page.getByTestId('exports-this-month')).toContainText('0 export PDF ce mois-ci');
  await page.getByRole('heading', { name: 'Statistiques avancées' }).scrollIntoViewIfNeeded();
  await shoot(page, 'statistics-1280');
  await totals.scrollIntoViewIfNeeded();
  await shoot(page, 'statistics-totals-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: 'Statistiques avancées' }).scrollIntoViewIfNeeded();
  await shoot(page, 'statistics-390');
  await totals.scrollIntoViewIfNeeded();
  await shoot(page, 'statistics-totals-390');
});

test('a free user sees the history and the statistics as Pro features, with the way to Pro', async ({ account }) => {
  const { page, api } = account;
  await page.goto('/dashboard');
  const teaser = page.getByTestId('statistics-teaser');
  await expect(teaser).toContainText('Suivez votre activité sur 12 mois');
  await expect(teaser.getByText('Plan Pro', { exact: true })).toBeVisible();
  await expect(page.getByTestId('monthly-chart')).toHaveCount(0);
  await teaser.scrollIntoViewIfNeeded();
  await shoot(page, 'statistics-teaser-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await teaser.scrollIntoViewIfNeeded();
  await shoot(page, 'statistics-teaser-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  const contract = await api.create({ ...createSampleContract('GIFT'), title: uniqueTitle('Gratuit') });
  await page.goto(`/create-contract-v2?id=${contract.id}`);
  const history = page.getByRole('button', { name: /Historique/ });
  await expect(history).toContainText('Pro');
  await history.click();
  const prompt = page.getByRole('dialog', { name: /Historique des versions/ });
  await expect(prompt).toContainText('Avec le plan Pro');
  await expect(prompt.getByRole('button', { name: 'Passer en Pro pour consulter l’historique' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'history-free-390');
  await prompt.getByRole('button', { name: 'Passer en Pro pour consulter l’historique' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
});
