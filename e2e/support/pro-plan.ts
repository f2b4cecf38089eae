import { expect, type Page } from '@playwright/test';

/** Goes Pro through the sandbox checkout, from the profile's branding card. */
export async function goPro(page: Page): Promise<void> {
  await page.goto('/profile');
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Personnalisation' }) });
  await card.getByRole('button', { name: 'Passer en Pro' }).click();
  await expect(page.getByRole('heading', { name: 'Abonnement Pro mensuel' })).toBeVisible();
  await page.getByRole('button', { name: /^Payer 9,90/ }).click();
  await expect(page.getByRole('heading', { name: 'Votre plan Pro est actif' })).toBeVisible();
}
