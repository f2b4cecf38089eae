import { readFile } from 'node:fs/promises';
import type { PersonalDataExport } from '#shared/api/privacy.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { appURL, expect, test, uniqueTitle } from './support/contracts-account.ts';
import { otherUserWithContract } from './support/public-site.ts';

/** The rights of issue 7 from the profile: the data export and the deletion of the account. */

function toast(page: import('@playwright/test').Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test("'Exporter mes données' downloads the user's JSON: their contract, nothing of anyone else", async ({
  account,
  playwright,
}) => {
  const { page, api, user } = account;
  const mine = await api.create({ ...createDefaultContract('PAID'), title: uniqueTitle('Campagne à moi') });
  const other = await otherUserWithContract(playwright.request, uniqueTitle('Contrat d’un autre'));

  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter mes données' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^paraphe-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(toast(page, 'Vos données ont été téléchargées.')).toBeVisible();

  const text = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(text) as PersonalDataExport;
  expect(data.format).toBe('paraphe-donnees/1');
  expect(data.account).toMatchObject({ email: user.email, firstName: user.firstName, lastName: user.lastName });
  expect(data.contracts.map((contract) => contract.id)).toEqual([mine.id]);
  expect(data.contracts[0]?.title).toBe(mine.title);
  expect(text).not.toContain(other.contractId);
  expect(text).not.toContain(other.user.email);
  // No secret travels in the file.
  expect(text).not.toMatch(/passwordHash|tokenHash|argon2/);
});

test('deleting the account: a wrong password is refused on the field, the right one erases it for good', async ({
  account,
}) => {
  const { page, user, context } = account;
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer votre compte ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Ce qui est effacé')).toBeVisible();
  await expect(dialog.getByText(/Les factures de vos paiements, anonymisées/)).toBeVisible();

  const password = dialog.getByLabel('Confirmez avec votre mot de passe');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Le mot de passe est obligatoire')).toBeVisible();

  await password.fill('pas-le-bon-mot-de-passe');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Le mot de passe est incorrect.')).toBeVisible();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  // Cancel keeps everything; opening again starts blank.
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(password).toHaveValue('');

  await password.fill(user.password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(toast(page, 'Votre compte a été supprimé. Merci d’avoir utilisé Paraphe.')).toBeVisible();
  await expect(page).toHaveURL(`${appURL}/`);
  await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

  // The account can no longer sign in, through the screen or the API.
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toast(page, 'Erreur de connexion. Vérifiez vos identifiants.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const login = await context.request.post(`${appURL}/api/auth/login`, {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(401);
});
