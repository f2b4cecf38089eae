import type { Page } from '@playwright/test';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { expect, test, uniqueTitle } from './support/contracts-account.ts';

/** The contracts list: search, filters, delete, duplicate, mark signed, its empty and error states. */

/** A complete contract (the sample of its type, which the law engine passes) for the brand given. */
function draft(type: ContractType, title: string, brand: string): ContractDraft {
  const contract = createSampleContract(type);
  return {
    ...contract,
    title,
    parties: { ...contract.parties, creator: { ...contract.parties.creator, name: brand } },
  };
}

function cards(page: Page) {
  return page.getByRole('list', { name: 'Contrats' }).getByRole('article');
}

function card(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading').allInnerTexts();
}

test('searches on title or brand ignoring case and accents, filters by type and status', async ({ account }) => {
  const { page, api } = account;
  const gift = await api.create(draft('GIFT', 'Coffret de Noël', 'Œuvre & Cie'));
  await api.export(gift.id);
  await api.create(draft('UGC', 'Vidéos de la rentrée', 'Maison Lumière'));
  await api.create(draft('PAID', 'Campagne Été', 'Séphora Paris'));

  await page.goto('/contracts');
  // Most recently updated first (an export does not change the contract itself).
  await expect.poll(() => cardTitles(page)).toEqual(['Campagne Été', 'Vidéos de la rentrée', 'Coffret de Noël']);
  await expect(page.getByTestId('contracts-count')).toHaveText('3 contrats');
  await expect(card(page, 'Coffret de Noël').getByText('Cadeau', { exact: true })).toBeVisible();
  await expect(card(page, 'Coffret de Noël').getByText('Exporté', { exact: true })).toBeVisible();
  await expect(card(page, 'Campagne Été').getByText('Rémunéré', { exact: true })).toBeVisible();
  await expect(card(page, 'Campagne Été').getByText('Brouillon', { exact: true })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Rechercher un contrat par titre ou par marque' });
  await search.fill('SEPHORA');
  await expect.poll(() => cardTitles(page)).toEqual(['Campagne Été']);
  await search.fill('noel');
  await expect.poll(() => cardTitles(page)).toEqual(['Coffret de Noël']);
  await search.fill('lumière');
  await expect.poll(() => cardTitles(page)).toEqual(['Vidéos de la rentrée']);
  await expect(page.getByTestId('contracts-count')).toHaveText('1 contrat trouvé sur 3');

  // The search lives in the address: a reload finds the same list.
  await page.reload();
  await expect(search).toHaveValue('lumière');
  await expect.poll(() => cardTitles(page)).toEqual(['Vidéos de la rentrée']);

  await search.fill('introuvable');
  await expect(page.getByRole('heading', { name: 'Aucun contrat ne correspond' })).toBeVisible();
  await page.getByRole('button', { name: 'Effacer la recherche et les filtres' }).click();
  await expect(cards(page)).toHaveCount(3);
  await expect(search).toHaveValue('');

  await page.getByRole('button', { name: 'Filtres', exact: true }).click();
  await page.getByRole('checkbox', { name: 'UGC' }).click();
  await page.getByRole('checkbox', { name: 'Collaboration cadeau' }).click();
  await expect.poll(() => cardTitles(page)).toEqual(['Vidéos de la rentrée', 'Coffret de Noël']);
  await expect(page.getByRole('button', { name: 'Filtres, 2 actifs' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Exporté' }).click();
  await expect.poll(() => cardTitles(page)).toEqual(['Coffret de Noël']);
  await expect(page.getByRole('button', { name: 'Filtres, 3 actifs' })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/contracts-filters-desktop.png' });
  await page.getByRole('button', { name: 'Tout réinitialiser' }).click();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Filtres', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'mobile', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(cards(page)).toHaveCount(3);
    await page.screenshot({ path: `e2e/screenshots/contracts-list-${viewport.name}.png`, fullPage: true });
  }
});

test('deletes a contract only after confirmation', async ({ account }) => {
  const { page, api } = account;
  const keep = await api.create(draft('PAID', uniqueTitle('À garder'), 'Acme'));
  const doomed = await api.create(draft('UGC', uniqueTitle('À supprimer'), 'Acme'));
  await page.goto('/contracts');
  await expect(cards(page)).toHaveCount(2);

  await card(page, doomed.title)
    .getByRole('button', { name: `Supprimer « ${doomed.title} »` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Êtes-vous sûr ?' });
  await expect(dialog).toContainText('Cette action est irréversible.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(2);

  await card(page, doomed.title)
    .getByRole('button', { name: `Supprimer « ${doomed.title} »` })
    .click();
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(doomed.id));
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Contrat supprimé')).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual([keep.title]);
  expect((await api.list()).map((contract) => contract.id)).toEqual([keep.id]);
});

test('duplicates a contract as a new draft, opens the copy, and lists it at the top', async ({ account }) => {
  const { page, api } = account;
  const original = await api.create(draft('GIFT', uniqueTitle('Coffret'), 'Maison Lumière'));
  await page.goto('/contracts');
  await card(page, original.title)
    .getByRole('button', { name: `Dupliquer « ${original.title} »` })
    .click();
  await expect(page.getByText('Contrat dupliqué')).toBeVisible();
  await expect(page).toHaveURL(/\/create-contract-v2\?id=[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Titre du contrat')).toHaveValue(`Copie de ${original.title}`);
  await page.goto('/contracts');
  await expect.poll(() => cardTitles(page)).toEqual([`Copie de ${original.title}`, original.title]);
  const copy = card(page, `Copie de ${original.title}`);
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
  await expect(card(page, drafted.title).getByRole('link', { name: /^Modifier/ })).toBeVisible();
  await expect(card(page, drafted.title).getByRole('button', { name: /^Marquer comme signé/ })).toHaveCount(0);

  const target = card(page, exported.title);
  await expect(target.getByRole('link', { name: `Modifier le contrat « ${exported.title} »` })).toBeVisible();
  await target.getByRole('button', { name: `Marquer comme signé « ${exported.title} »` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Marquer comme signé ?' });
  await dialog.getByRole('button', { name: 'Marquer comme signé' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Contrat marqué comme signé')).toBeVisible();
  await expect(target.getByText('Signé', { exact: true })).toBeVisible();
  await expect(target.getByRole('link', { name: /^Modifier/ })).toHaveCount(0);
  await expect(target.getByText('Lecture seule')).toBeVisible();
  await expect(target.getByRole('button', { name: /^Marquer comme signé/ })).toHaveCount(0);
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
  await expect(page.getByText('Erreur lors du chargement de vos contrats')).toBeVisible({ timeout: 15_000 });
  failing = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect.poll(() => cardTitles(page)).toEqual([contract.title]);
});
