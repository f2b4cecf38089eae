import { randomUUID } from 'node:crypto';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { expect, test } from './support/contracts-account.ts';
import { contractEntries } from './support/contracts-list.ts';

/** The dashboard: greeting, the three cards, quick actions, the five latest contracts. */

function draft(type: ContractType, title: string): ContractDraft {
  const contract = createDefaultContract(type);
  return {
    ...contract,
    title,
    parties: { ...contract.parties, creator: { ...contract.parties.creator, name: 'Acme' } },
  };
}

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

test('a new user sees the greeting, the three cards, the quick actions and the empty state', async ({ account }) => {
  const { page } = account;
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Bonjour, Camille' })).toBeVisible();
  await expect(page.getByTestId('exports-remaining')).toContainText('3/3');
  await expect(page.getByTestId('contracts-this-month')).toHaveText('0');
  await expect(page.getByTestId('signature-rate')).toHaveText('—');
  const quick = main.getByRole('region', { name: 'Actions rapides' });
  await expect(quick.getByRole('link', { name: /Créer un contrat/ })).toHaveAttribute('href', '/create-contract');
  await expect(quick.getByRole('link', { name: /Mes contrats/ })).toHaveAttribute('href', '/contracts');
  await expect(quick.getByRole('button', { name: /Passer en Pro/ })).toBeVisible();
  const recent = main.getByRole('region', { name: 'Contrats récents' });
  await expect(recent.getByRole('heading', { name: 'Aucun contrat pour l’instant' })).toBeVisible();
  await expect(recent.getByRole('link', { name: 'Créer un contrat' })).toBeVisible();

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `e2e/screenshots/dashboard-empty-${viewport.name}.png`, fullPage: true });
  }
});

test('lists the five most recently updated contracts with their actions, and Voir tout', async ({ account }) => {
  const { page, api } = account;
  const tag = randomUUID().slice(0, 4);
  const titles: string[] = [];
  const types: ContractType[] = ['PAID', 'UGC', 'GIFT', 'PAID', 'UGC', 'GIFT'];
  for (const [index, type] of types.entries()) {
    const title = `Contrat ${index + 1} ${tag}`;
    await api.create(draft(type, title));
    titles.push(title);
  }
  await page.goto('/dashboard');
  const recent = page.getByRole('main').getByRole('region', { name: 'Contrats récents' });
  const rows = recent.getByRole('listitem');
  await expect(rows).toHaveCount(5);
  // Newest first; the oldest of the six is left for the full list.
  await expect(rows.getByRole('heading', { level: 3 })).toHaveText(titles.slice(1).reverse());
  await expect(page.getByTestId('contracts-this-month')).toHaveText('6');
  const newest = titles[5] ?? '';
  await expect(recent.getByRole('link', { name: `Voir le contrat « ${newest} »` })).toBeVisible();
  await expect(recent.getByRole('link', { name: `Modifier le contrat « ${newest} »` })).toBeVisible();
  await expect(recent.getByRole('button', { name: `Exporter PDF du contrat « ${newest} »` })).toBeVisible();

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expect(rows).toHaveCount(5);
    await page.screenshot({ path: `e2e/screenshots/dashboard-${viewport.name}.png`, fullPage: true });
  }
  await page.setViewportSize(viewports[0] ?? { width: 1280, height: 800 });

  await recent.getByRole('link', { name: 'Voir tout' }).click();
  await expect(page).toHaveURL(/\/contracts$/);
  await expect(page.getByRole('table', { name: 'Contrats' })).toBeVisible();
  await expect(contractEntries(page)).toHaveCount(6);
});
