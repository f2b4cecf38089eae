import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { type Account, expect, test, uniqueTitle } from './support/contracts-account.ts';
import { chooseContractAction } from './support/contracts-list.ts';
import { isPdf } from './support/pdf.ts';

/**
 * Plans and payments through the local sandbox (no Stripe keys): the order page, Payer, the
 * thank-you page, and what the payment brings — Pro's unlimited exports, or a pack of five.
 */

async function spendMonthlyCredits(account: Account): Promise<void> {
  for (let index = 0; index < 3; index += 1) {
    // Complete contracts: the law engine lets them export as contracts, each for a credit.
    const contract = await account.api.create({ ...createSampleContract('GIFT'), title: uniqueTitle('Épuisé') });
    await account.api.export(contract.id);
  }
}

function planCard(page: Page) {
  return page.getByTestId('exports-remaining').locator('xpath=ancestor::section[1]');
}

test('a free user with no export left goes Pro in the sandbox, then exports without limit', async ({ account }) => {
  const { page, api } = account;
  await spendMonthlyCredits(account);
  await page.goto('/dashboard');
  await expect(page.getByTestId('exports-remaining')).toContainText('0/3');

  await planCard(page)
    .getByRole('button', { name: /Passer en Pro — 9,90\s€ \/ mois/ })
    .click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Abonnement Pro mensuel' })).toBeVisible();
  await expect(page.getByText('Bac à sable de paiement')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/sandbox-checkout-desktop.png', fullPage: true });

  await page.getByRole('button', { name: /^Payer 9,90/ }).click();
  await expect(page).toHaveURL(/\/checkout-success\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Votre plan Pro est actif' })).toBeVisible();
  await expect(page.getByText(/Prochaine facture le \d{1,2} \S+ \d{4}\./)).toBeVisible();
  await expect(page.getByText('Un e-mail de confirmation vous a été envoyé.')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/checkout-success-desktop.png', fullPage: true });

  await page.getByRole('link', { name: 'Tableau de bord' }).first().click();
  await expect(page.getByText('Illimité')).toBeVisible();

  // A fourth export this month now goes through.
  const fourth = await api.create({ ...createSampleContract('PAID'), title: uniqueTitle('Après Pro') });
  await page.goto('/contracts');
  const download = page.waitForEvent('download');
  await chooseContractAction(page, fourth.title, 'Exporter PDF');
  const file = await readFile(await (await download).path());
  expect(isPdf(file)).toBe(true);
});

test('a pack of five exports is added on top of the month, and cancelling grants nothing', async ({ account }) => {
  const { page } = account;
  await spendMonthlyCredits(account);
  await page.goto('/dashboard');
  await expect(page.getByTestId('exports-remaining')).toContainText('0/3');

  // Cancelled first: back on the dashboard, nothing changed.
  await planCard(page)
    .getByRole('button', { name: /\+5 exports — 4,90/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Pack de 5 exports' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('exports-remaining')).toContainText('0/3');

  await planCard(page)
    .getByRole('button', { name: /\+5 exports — 4,90/ })
    .click();
  await page.getByRole('button', { name: /^Payer 4,90/ }).click();
  await expect(page.getByRole('heading', { name: '5 exports supplémentaires ajoutés' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('exports-remaining')).toContainText('5/8');
});

test('reaching the thank-you page without paying grants nothing', async ({ account }) => {
  const { page } = account;
  await page.goto('/checkout-success');
  await expect(page.getByRole('heading', { name: 'Aucun paiement confirmé' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('exports-remaining')).toContainText('3/3');
});
