import type { Page } from '@playwright/test';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { formatDateShort } from '#shared/format/dates.ts';
import { expect, test, uniqueTitle } from './support/contracts-account.ts';
import {
  chooseContractAction,
  contractActions,
  contractEntries,
  contractEntry,
  contractMenuButton,
  listedTitles,
} from './support/contracts-list.ts';

/**
 * The contracts list: a table at 1280 px and cards at 390 px, each contract with one « … » menu;
 * search, filters, delete, duplicate, mark signed, its empty and error states.
 */

/** A complete contract (the sample of its type, which the law engine passes) for the brand given. */
function draft(type: ContractType, title: string, brand: string): ContractDraft {
  const contract = createSampleContract(type);
  return {
    ...contract,
    title,
    parties: { ...contract.parties, creator: { ...contract.parties.creator, name: brand } },
  };
}

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** The text of each cell of the contract's row, header first (the actions cell is empty). */
function rowCells(page: Page, title: string): Promise<string[]> {
  return contractEntry(page, title).getByRole('cell').allInnerTexts();
}

test('searches on title or brand ignoring case and accents, filters by type and status', async ({ account }) => {
  const { page, api } = account;
  const gift = await api.create(draft('GIFT', 'Coffret de Noël', 'Œuvre & Cie'));
  await api.export(gift.id);
  await api.create(draft('UGC', 'Vidéos de la rentrée', 'Maison Lumière'));
  await api.create(draft('PAID', 'Campagne Été', 'Séphora Paris'));

  await page.goto('/contracts');
  // Most recently updated first (an export does not change the contract itself).
  await expect.poll(() => listedTitles(page)).toEqual(['Campagne Été', 'Vidéos de la rentrée', 'Coffret de Noël']);
  await expect(page.getByTestId('contracts-count')).toHaveText('3 contrats');
  await expect(contractEntry(page, 'Coffret de Noël').getByText('Cadeau', { exact: true })).toBeVisible();
  await expect(contractEntry(page, 'Coffret de Noël').getByText('Exporté', { exact: true })).toBeVisible();
  await expect(contractEntry(page, 'Campagne Été').getByText('Rémunéré', { exact: true })).toBeVisible();
  await expect(contractEntry(page, 'Campagne Été').getByText('Brouillon', { exact: true })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Rechercher un contrat par titre, marque ou créateur' });
  await search.fill('SEPHORA');
  await expect.poll(() => listedTitles(page)).toEqual(['Campagne Été']);
  await search.fill('noel');
  await expect.poll(() => listedTitles(page)).toEqual(['Coffret de Noël']);
  await search.fill('lumière');
  await expect.poll(() => listedTitles(page)).toEqual(['Vidéos de la rentrée']);
  await expect(page.getByTestId('contracts-count')).toHaveText('1 contrat trouvé sur 3');

  // The search lives in the address: a reload finds the same list.
  await page.reload();
  await expect(search).toHaveValue('lumière');
  await expect.poll(() => listedTitles(page)).toEqual(['Vidéos de la rentrée']);

  await search.fill('introuvable');
  await expect(page.getByRole('heading', { name: 'Aucun contrat ne correspond' })).toBeVisible();
  await page.getByRole('button', { name: 'Effacer la recherche et les filtres' }).click();
  await expect(contractEntries(page)).toHaveCount(3);
  await expect(search).toHaveValue('');

  await page.getByRole('button', { name: 'Filtres', exact: true }).click();
  await page.getByRole('checkbox', { name: 'UGC' }).click();
  await page.getByRole('checkbox', { name: 'Collaboration cadeau' }).click();
  await expect.poll(() => listedTitles(page)).toEqual(['Vidéos de la rentrée', 'Coffret de Noël']);
  await expect(page.getByRole('button', { name: 'Filtres, 2 actifs' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Exporté' }).click();
  await expect.poll(() => listedTitles(page)).toEqual(['Coffret de Noël']);
  await expect(page.getByRole('button', { name: 'Filtres, 3 actifs' })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/contracts-filters-desktop.png' });
  await page.getByRole('button', { name: 'Tout réinitialiser' }).click();
  await expect(contractEntries(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Filtres', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('shows a table at 1280 px and cards at 390 px, each contract with one « … » menu of labelled actions', async ({
  account,
}) => {
  const { page, api } = account;
  const signed = await api.create(draft('UGC', 'Vidéos de la rentrée', 'Maison Lumière'));
  await api.export(signed.id);
  await api.markSigned(signed.id);
  const exported = await api.create(draft('GIFT', 'Coffret de Noël', 'Œuvre & Cie'));
  await api.export(exported.id);
  const longTitle = 'Campagne Été — lancement de la gamme solaire et des vidéos de plage';
  const drafted = await api.create(draft('PAID', longTitle, 'Séphora Paris, département marketing d’influence'));

  await page.setViewportSize(desktop);
  await page.goto('/contracts');
  const table = page.getByRole('table', { name: 'Contrats' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Titre',
    'Marque',
    'Type',
    'Statut',
    'Modifié le',
    'Actions',
  ]);
  await expect.poll(() => listedTitles(page)).toEqual([longTitle, 'Coffret de Noël', 'Vidéos de la rentrée']);
  // The user has no role yet: the counterparty is the brand (parties.creator).
  expect(await rowCells(page, longTitle)).toEqual([
    'Séphora Paris, département marketing d’influence',
    'Rémunéré',
    'Brouillon',
    formatDateShort(drafted.updatedAt),
    '',
  ]);
  expect((await rowCells(page, 'Coffret de Noël')).slice(1, 3)).toEqual(['Cadeau', 'Exporté']);
  expect((await rowCells(page, 'Vidéos de la rentrée')).slice(1, 3)).toEqual(['UGC', 'Signé']);
  await expect(page.getByText('Payé', { exact: true })).toHaveCount(0);
  await expect(table.getByRole('link', { name: longTitle })).toHaveAttribute(
    'href',
    `/create-contract-v2?id=${drafted.id}`,
  );

  expect(await contractActions(page, longTitle)).toEqual([
    'Modifier',
    'Voir l’aperçu',
    'Exporter PDF',
    'Dupliquer',
    'Archiver',
    'Supprimer',
  ]);
  expect(await contractActions(page, 'Coffret de Noël')).toEqual([
    'Modifier',
    'Voir l’aperçu',
    'Exporter PDF',
    'Envoyer pour signature',
    'Marquer comme signé',
    'Dupliquer',
    'Archiver',
    'Supprimer',
  ]);
  expect(await contractActions(page, 'Vidéos de la rentrée')).toEqual([
    'Ouvrir en lecture seule',
    'Voir l’aperçu',
    'Suivi du contrat',
    'Exporter PDF',
    'Suivi de signature',
    'Dupliquer',
    'Archiver',
  ]);

  // The keyboard: Tab goes from a title to its row's « … », Enter opens the menu on its first
  // item, the arrows move, Escape closes it and gives the focus back; Space opens it too.
  await table.getByRole('link', { name: longTitle }).focus();
  await page.keyboard.press('Tab');
  await expect(contractMenuButton(page, longTitle)).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Actions du contrat « ${longTitle} »` });
  await expect(menu.getByRole('menuitem', { name: 'Modifier' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Voir l’aperçu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(contractMenuButton(page, longTitle)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(table.getByRole('link', { name: 'Coffret de Noël' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press(' ');
  await expect(page.getByRole('menu', { name: 'Actions du contrat « Coffret de Noël »' })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/contracts-list-menu-desktop.png' });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'e2e/screenshots/contracts-list-desktop.png', fullPage: true });
  // From 1024 px, beside the sidebar, the six columns still fit without a horizontal scroll.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(table).toBeVisible();
  expect(await table.evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
  await page.screenshot({ path: 'e2e/screenshots/contracts-list-1024.png', fullPage: true });

  await page.setViewportSize(phone);
  await expect(table).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Contrats' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  const card = page.getByRole('article', { name: longTitle, exact: true });
  await expect(card.getByRole('link', { name: longTitle })).toHaveAttribute(
    'href',
    `/create-contract-v2?id=${drafted.id}`,
  );
  // One labelled button per card, no row of icons.
  await expect(card.getByRole('button')).toHaveAccessibleName(`Actions du contrat « ${longTitle} »`);
  await expect(card).toContainText('Marque : Séphora Paris');
  await expect(card).toContainText(`Modifié le ${formatDateShort(drafted.updatedAt)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.screenshot({ path: 'e2e/screenshots/contracts-list-mobile.png', fullPage: true });
  await contractMenuButton(page, 'Coffret de Noël').click();
  const phoneMenu = page.getByRole('menu', { name: 'Actions du contrat « Coffret de Noël »' });
  await expect(phoneMenu.getByRole('menuitem')).toHaveCount(8);
  const box = await phoneMenu.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
  await page.screenshot({ path: 'e2e/screenshots/contracts-list-menu-mobile.png' });
  await phoneMenu.getByRole('menuitem', { name: 'Voir l’aperçu' }).click();
  await expect(page).toHaveURL(new RegExp(`/contract-preview\\?id=${exported.id}$`));

  // The no-match state on a phone.
  await page.goto('/contracts?q=introuvable');
  await expect(page.getByRole('heading', { name: 'Aucun contrat ne correspond' })).toBeVisible();
  await page.getByRole('button', { name: 'Effacer la recherche et les filtres' }).click();
  await expect(cards).toHaveCount(3);
});

test('deletes a contract only after confirmation', async ({ account }) => {
  const { page, api } = account;
  const keep = await api.create(draft('PAID', uniqueTitle('À garder'), 'Acme'));
  const doomed = await api.create(draft('UGC', uniqueTitle('À supprimer'), 'Acme'));
  await page.goto('/contracts');
  await expect(contractEntries(page)).toHaveCount(2);

  await chooseContractAction(page, doomed.title, 'Supprimer');
  const dialog = page.getByRole('alertdialog', { name: 'Êtes-vous sûr ?' });
  await expect(dialog).toContainText('Cette action est irréversible.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  // The focus is back on the menu's button it left from.
  await expect(contractMenuButton(page, doomed.title)).toBeFocused();
  await expect(contractEntries(page)).toHaveCount(2);

  await chooseContractAction(page, doomed.title, 'Supprimer');
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(doomed.id));
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  expect((await deleted).status()).toBe(204);
  // The toast comes with the answer; the dialog closes once the list is read again.
  await expect(page.getByText('Contrat supprimé')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => listedTitles(page)).toEqual([keep.title]);
  expect((await api.list()).map((contract) => contract.id)).toEqual([keep.id]);
});

test('duplicates a contract as a new draft, opens the copy, and lists it at the top', async ({ account }) => {
  const { page, api } = account;
  const original = await api.create(draft('GIFT', uniqueTitle('Coffret'), 'Maison Lumière'));
  await page.goto('/contracts');
  await chooseContractAction(page, original.title, 'Dupliquer');
  await expect(page.getByText('Contrat dupliqué')).toBeVisible();
  await expect(page).toHaveURL(/\/create-contract-v2\?id=[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Titre du contrat')).toHaveValue(`Copie de ${original.title}`);
  await page.goto('/contracts');
  await expect.poll(() => listedTitles(page)).toEqual([`Copie de ${original.title}`, original.title]);
  const copy = contractEntry(page, `Copie de ${original.title}`);
  await expect(copy.getByText('Brouillon', { exact: true })).toBeVisible();
  await expect(copy.getByText('Cadeau', { exact: true })).toBeVisible();
  expect(await api.list()).toHaveLength(2);
});

test('marks an exported contract signed, which makes it read-only', async ({ account }) => {
  const { page, api } = account;
  const exported = await api.create(draft('PAID', uniqueTitle('Signé dehors'), 'Acme'));
  await api.export(exported.id);
  const drafted = await api.create(draft('UGC', uniqueTitle('Encore brouillon'), 'Acme'));
  await page.goto('/contracts');

  // A draft cannot be signed yet: the action is not offered.
  expect(await contractActions(page, drafted.title)).not.toContain('Marquer comme signé');

  const target = contractEntry(page, exported.title);
  expect(await contractActions(page, exported.title)).toContain('Modifier');
  await chooseContractAction(page, exported.title, 'Marquer comme signé');
  const dialog = page.getByRole('alertdialog', { name: 'Marquer comme signé ?' });
  await dialog.getByRole('button', { name: 'Marquer comme signé' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Contrat marqué comme signé')).toBeVisible();
  await expect(target.getByText('Signé', { exact: true })).toBeVisible();
  // Read-only from now on: the menu opens it, no longer modifies it, and does not sign it twice.
  const actions = await contractActions(page, exported.title);
  expect(actions).toContain('Ouvrir en lecture seule');
  expect(actions).not.toContain('Modifier');
  expect(actions).not.toContain('Marquer comme signé');
  expect((await api.get(exported.id)).status).toBe('signed');
});

test('shows the empty list, then the loading and error states with a retry', async ({ account }) => {
  const { page, api } = account;
  await page.goto('/contracts');
  await expect(page.getByRole('heading', { name: 'Aucun contrat pour l’instant' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Créer un contrat' }).first()).toBeVisible();
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'mobile', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `e2e/screenshots/contracts-empty-${viewport.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const contract = await api.create(draft('PAID', uniqueTitle('Après la panne'), 'Acme'));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let failing = true;
  await page.route('**/api/contracts', async (route) => {
    if (route.request().method() !== 'GET' || !failing) return route.fallback();
    await held;
    await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL_ERROR', message: 'Erreur' } } });
  });
  await page.reload();
  await expect(page.getByTestId('contracts-loading')).toBeVisible();
  release();
  // A 5xx is retried twice (one then two seconds apart) before the error shows.
  await expect(page.getByText('Erreur lors du chargement de vos contrats')).toBeVisible({ timeout: 45_000 });
  failing = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect.poll(() => listedTitles(page)).toEqual([contract.title]);
});

test('shows 30 contracts, then the next ones as the list is scrolled to its end, on a phone', async ({ account }) => {
  const { page, api } = account;
  const titles: string[] = [];
  for (let index = 1; index <= 33; index += 1) {
    const title = `Contrat n° ${String(index).padStart(2, '0')}`;
    await api.create(draft('PAID', title, 'Acme'));
    titles.unshift(title);
  }
  await page.setViewportSize(desktop);
  await page.goto('/contracts');
  await expect(page.getByTestId('contracts-count')).toHaveText('33 contrats');
  await expect(contractEntries(page)).toHaveCount(30);
  await expect(page.getByRole('button', { name: 'Afficher plus de contrats (3)' })).toBeAttached();
  await page.screenshot({ path: 'e2e/screenshots/contracts-more-desktop.png', fullPage: true });

  await page.setViewportSize(phone);
  await page.reload();
  await expect(contractEntries(page)).toHaveCount(30);
  // Scrolling, not a click: the end of the list coming into view brings the next page.
  await contractEntries(page).nth(29).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(contractEntries(page)).toHaveCount(33);
  expect(await listedTitles(page)).toEqual(titles);
  await expect(page.getByTestId('more-contracts')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/screenshots/contracts-more-mobile.png', fullPage: false });
});
