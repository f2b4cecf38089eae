import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { expect, test, uniqueTitle } from './support/contracts-account.ts';
import { fieldLocator } from './support/editor.ts';
import { chooseContractAction, contractEntry } from './support/contracts-list.ts';
import { isPdf } from './support/pdf.ts';
import { toastShown } from './support/toasts.ts';

/** The export flow (spec section 4) from the list, the dashboard and the preview page. */

/** A contract the law engine passes (the sample of each type): its export is the contract. */
function draft(type: ContractType, title: string): ContractDraft {
  return { ...createSampleContract(type), title };
}

function sidebarCounter(page: Page) {
  return page.getByRole('complementary', { name: 'Menu latéral' }).getByTestId('exports-remaining-count');
}

const noCreditsTitle = 'Vous avez utilisé vos 3 exports gratuits ce mois-ci';

test('exports from the list: the PDF downloads as Contrat-{id}.pdf and the row turns Exporté', async ({ account }) => {
  const { page, api } = account;
  const contract = await api.create(draft('PAID', uniqueTitle('Export liste')));
  await page.goto('/contracts');
  const target = contractEntry(page, contract.title);
  await expect(target.getByText('Brouillon', { exact: true })).toBeVisible();

  const exportedToast = toastShown(page, 'Contrat exporté en PDF');
  const download = page.waitForEvent('download');
  await chooseContractAction(page, contract.title, 'Exporter PDF');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Contrat(_[A-Za-z0-9]+)*_\d{4}-\d{2}\.pdf$/);
  expect(isPdf(await readFile(await file.path()))).toBe(true);
  await exportedToast;
  await expect(target.getByText('Exporté', { exact: true })).toBeVisible();
  expect((await api.get(contract.id)).status).toBe('exported');
});

test('the sidebar and the dashboard card count 3 then 2 exports right after an export, without reload', async ({
  account,
}) => {
  const { page, api } = account;
  const contract = await api.create(draft('UGC', uniqueTitle('Export tableau de bord')));
  await page.goto('/dashboard');
  await expect(sidebarCounter(page)).toContainText('3 exports restants');
  await expect(page.getByTestId('exports-remaining')).toContainText('3/3');
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Exporter PDF du contrat « ${contract.title} »` }).click();
  expect(isPdf(await readFile(await (await download).path()))).toBe(true);
  await expect(sidebarCounter(page)).toContainText('2 exports restants');
  await expect(page.getByTestId('exports-remaining')).toContainText('2/3');
  await sidebarCounter(page).hover();
  await expect(page.getByRole('tooltip')).toContainText('2/3');
  expect(navigations).toBe(0);
});

test('the preview page loads the credits, shows the pages read-only and exports', async ({ account }) => {
  const { page, api } = account;
  const contract = await api.create(draft('GIFT', uniqueTitle('Aperçu cadeau')));
  await page.goto('/contracts');
  await chooseContractAction(page, contract.title, 'Voir l’aperçu');
  await expect(page).toHaveURL(new RegExp(`/contract-preview\\?id=${contract.id}$`));
  // Spec section 8: the old preview page never loaded the balance. This one does.
  await expect(page.getByTestId('credits-line')).toHaveText('3 exports restants ce mois-ci');
  const summary = page.getByRole('main').locator('dl');
  await expect(summary).toContainText(contract.title);
  await expect(summary).toContainText('Maison Lumière');
  await expect(summary).toContainText('Brouillon');
  const sheet = page.frameLocator('iframe[title^="Aperçu du contrat"]').locator('body');
  await expect(sheet).toContainText('Maison Lumière');
  await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'mobile', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(sheet).toContainText('Maison Lumière');
    await page.screenshot({ path: `e2e/screenshots/contract-preview-${viewport.name}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Contrat(_[A-Za-z0-9]+)*_\d{4}-\d{2}\.pdf$/);
  expect(isPdf(await readFile(await file.path()))).toBe(true);
  await expect(page.getByTestId('credits-line')).toHaveText('2 exports restants ce mois-ci');
  await expect(summary).toContainText('Exporté');
});

test('the last free export asks first; the fourth shows a dialog with the renewal date, the packs and Pro', async ({
  account,
}) => {
  const { page, api } = account;
  const spent = await Promise.all([1, 2].map((n) => api.create(draft('PAID', uniqueTitle(`Déjà exporté ${n}`)))));
  for (const contract of spent) await api.export(contract.id);
  const third = await api.create(draft('PAID', uniqueTitle('Le troisième')));
  const fourth = await api.create(draft('UGC', uniqueTitle('Le quatrième')));

  // The last free export of the month: a word first, with the renewal date.
  await page.goto('/contracts');
  await expect(sidebarCounter(page)).toContainText('1 export restant');
  await chooseContractAction(page, third.title, 'Exporter PDF');
  const last = page.getByRole('dialog', { name: 'Dernier export gratuit du mois' });
  await expect(last).toContainText(/se renouvellent le 1er \S+ \d{4}/);
  const download = page.waitForEvent('download');
  await last.getByRole('button', { name: 'Utiliser mon dernier export' }).click();
  await download;
  await expect(sidebarCounter(page)).toContainText('0 export restant');
  const exportFourth = () => chooseContractAction(page, fourth.title, 'Exporter PDF');

  // None left: from the list, only the server knows whether this export would be the contract
  // (a credit) or a free draft (a contract the law blocks). It refuses with 402 NO_CREDITS and
  // the dialog opens, never an error toast.
  const firstRefusal = page.waitForResponse((r) => r.url().endsWith(`/contracts/${fourth.id}/export`));
  await exportFourth();
  expect((await firstRefusal).status()).toBe(402);
  const dialog = page.getByRole('dialog', { name: noCreditsTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/se renouvellent le 1er \S+ \d{4}/);
  await expect(dialog.getByRole('button', { name: /\+5 exports/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Passer en Pro — 9,90/ })).toBeVisible();
  await expect(page.getByText('Erreur lors du téléchargement du fichier')).toHaveCount(0);

  // Even when the balance cannot be read, the server's 402 NO_CREDITS ends in the same dialog.
  await dialog.getByRole('button', { name: 'Plus tard' }).click();
  await expect(dialog).toBeHidden();
  await page.route('**/api/credits/balance', (route) => route.abort());
  const refused = page.waitForResponse((r) => r.url().endsWith(`/contracts/${fourth.id}/export`));
  await exportFourth();
  expect((await refused).status()).toBe(402);
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Erreur lors du téléchargement du fichier')).toHaveCount(0);
  expect((await api.get(fourth.id)).status).toBe('draft');

  // Its way out goes straight to the payment page; cancelling comes back to the list.
  await dialog.getByRole('button', { name: /Passer en Pro/ }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Abonnement Pro mensuel' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(/\/contracts$/);
});

test('exports from the editor through the same flow, and stays in the editor', async ({ account }) => {
  const { page, api } = account;
  const contract = await api.create(draft('PAID', uniqueTitle('Export éditeur')));
  await page.goto(`/create-contract-v2?id=${contract.id}`);
  const exportedToast = toastShown(page, 'Contrat exporté en PDF');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter PDF' }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Contrat(_[A-Za-z0-9]+)*_\d{4}-\d{2}\.pdf$/);
  expect(isPdf(await readFile(await file.path()))).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/create-contract-v2\\?id=${contract.id}$`));
  await exportedToast;
  await expect(sidebarCounter(page)).toContainText('2 exports restants');
});

test('Exporter PDF right after the first save, while the next save is still on its way, exports what was typed', async ({
  sharedAccount,
}) => {
  const { page, api } = sharedAccount;
  const title = uniqueTitle('Export juste après');
  await page.goto('/create-contract-v2?type=PAID');
  await fieldLocator(page, 'title').fill(title);
  await page.getByRole('button', { name: 'Sauvegarder' }).first().click();
  await expect(page).toHaveURL(/\/create-contract-v2\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';

  // The next save is held on its way to the server until the export has been asked for.
  let releaseSave = () => {};
  const saveHeld = new Promise<void>((resolve) => {
    releaseSave = resolve;
  });
  const order: string[] = [];
  await page.route(`**/api/contracts/${id}`, async (route) => {
    // This editor wrote the contract (the save above): its next save sends what changed.
    if (route.request().method() !== 'PATCH') return route.continue();
    await saveHeld;
    await route.continue();
    order.push('save');
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`/api/contracts/${id}/export`)) order.push('export');
  });
  // The autosave sends the change a moment after typing stops.
  const saving = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith(id));
  await fieldLocator(page, 'title').fill(`${title} v2`);
  await saving;

  // A save in flight does not disable the export: the click is taken, and waits for the save.
  const exportButton = page.getByRole('button', { name: /^Exporter (un projet )?PDF/ }).first();
  await expect(exportButton).toBeEnabled();
  const download = page.waitForEvent('download');
  await exportButton.click();
  releaseSave();
  const file = await download;
  expect(isPdf(await readFile(await file.path()))).toBe(true);
  expect(order).toEqual(['save', 'export']);
  await expect(page).toHaveURL(new RegExp(`/create-contract-v2\\?id=${id}$`));
  expect((await api.get(id)).title).toBe(`${title} v2`);
});
