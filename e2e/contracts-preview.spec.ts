import { randomUUID } from 'node:crypto';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { expect, test, uniqueTitle } from './support/contracts-account.ts';
import { chooseContractAction } from './support/contracts-list.ts';
import { holdSaves } from './support/editor.ts';

/** /contract-preview?id=…: a contract that is not there, and a signed one (read-only). */

test('says when the contract does not exist', async ({ sharedAccount }) => {
  const { page } = sharedAccount;
  await page.goto(`/contract-preview?id=${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Contrat introuvable' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Mes contrats' })).toHaveAttribute(
    'href',
    '/contracts',
  );
});

test('shows a signed contract without Modifier, still exportable, and Retour goes back', async ({ sharedAccount }) => {
  const { page, api } = sharedAccount;
  // Complete, so the law engine lets it export as the contract and be marked signed.
  const contract = await api.create({ ...createSampleContract('UGC'), title: uniqueTitle('Signé') });
  await api.export(contract.id);
  await page.goto('/contracts');
  await chooseContractAction(page, contract.title, 'Marquer comme signé');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Marquer comme signé' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await chooseContractAction(page, contract.title, 'Voir l’aperçu');
  const summary = page.getByRole('main').locator('dl');
  await expect(summary).toContainText('Signé');
  await expect(page.getByRole('button', { name: 'Exporter PDF' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/contracts$/);
});

test('shows the editor’s unsaved values full screen; export waits for a save; Modifier goes back', async ({
  sharedAccount,
}) => {
  const { page } = sharedAccount;
  const title = uniqueTitle('Pas encore sauvegardé');
  await page.goto('/create-contract-v2?type=GIFT');
  // The server cannot take the draft yet: it stays unsaved.
  await holdSaves(page);
  await page.getByLabel('Titre du contrat').fill(title);
  await page.getByRole('button', { name: 'Plein écran' }).first().click();
  await expect(page).toHaveURL(/\/contract-preview$/);
  await expect(page.getByText('Modifications non sauvegardées')).toBeVisible();
  await expect(page.getByRole('main').locator('dl')).toContainText(title);
  await expect(page.frameLocator('iframe[title^="Aperçu du contrat"]').locator('body')).toContainText(title);
  await expect(page.getByRole('button', { name: 'Exporter PDF' })).toBeDisabled();
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(/\/create-contract-v2\?type=GIFT$/);
  await expect(page.getByLabel('Titre du contrat')).toHaveValue(title);
});
