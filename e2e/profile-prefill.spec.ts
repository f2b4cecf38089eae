import { expect, onboardAsCompanyCreator, registerThroughApi, submitLogin, test, toast } from './support/accounts.ts';
import { expectPreviewToContain, fieldLocator, openEditorFromPicker, saveStatus } from './support/editor.ts';

/**
 * The user's side of a contract comes from the profile: onboarded as a company, a creator
 * finds their block filled in a new contract (form and preview); a new address in the profile
 * reaches the saved draft.
 */

test('a new contract is prefilled from the profile, and its draft follows a new address', async ({ page }) => {
  const user = await registerThroughApi(page.request, 'preremplissage', { verified: true });
  await page.goto('/onboarding');
  await submitLogin(page, user.email, user.password);

  // Onboarding: a creator acting through a company, with its legal form and signatory capacity.
  await onboardAsCompanyCreator(page, 'Studio Lumière');

  // A new contract: the creator's block is filled, the brand's is left to type.
  await openEditorFromPicker(page, 'PAID');
  await expect(fieldLocator(page, 'parties.influencer.name')).toHaveValue('Studio Lumière');
  await expect(fieldLocator(page, 'parties.influencer.address')).toHaveValue('12 rue des Lilas, 69003 Lyon');
  await expect(fieldLocator(page, 'parties.influencer.email')).toHaveValue(user.email);
  await expect(fieldLocator(page, 'parties.influencer.legalForm')).toHaveValue('SAS');
  await expect(fieldLocator(page, 'parties.influencer.siret')).toHaveValue(/73282932000074|732 829 320 00074/);
  await expect(fieldLocator(page, 'parties.influencer.signatory.name')).toHaveValue('Camille Durand');
  await expect(fieldLocator(page, 'parties.influencer.signatory.capacity')).toHaveValue('Présidente');
  await expect(fieldLocator(page, 'parties.creator.name')).toHaveValue('');
  await expectPreviewToContain(page, 'Studio Lumière');
  await expectPreviewToContain(page, '12 rue des Lilas, 69003 Lyon');

  // The parties section at 390 px, to be looked at.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, shot] of [
    ['parties.influencer.name', 'parties-390-identity.png'],
    ['parties.influencer.signatory.name', 'parties-390-signatory.png'],
  ] as const) {
    await fieldLocator(page, path).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(shot) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const created = page.waitForResponse((r) => /\/api\/contracts$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sauvegarder' }).first().click();
  const contract = await (await created).json();
  await expect(page).toHaveURL(new RegExp(`id=${contract.id}`));
  await expect(saveStatus(page)).toHaveText(/^Enregistré/);

  // The profile gets a new address.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Modifier : Informations professionnelles' }).click();
  await expect(page.getByLabel('Forme juridique')).toHaveValue('SAS');
  await page.getByLabel('Adresse', { exact: true }).fill('3 place Bellecour');
  await page.getByLabel('Code postal').fill('69002');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Informations professionnelles mises à jour avec succès')).toBeVisible();
  await expect(page.getByText('3 place Bellecour, 69002 Lyon')).toBeVisible();
  await expect(page.getByText('Présidente')).toBeVisible();

  // The professional form at 390 px, to be looked at.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Modifier : Informations professionnelles' }).click();
  await page.getByLabel('Forme juridique').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('profile-390.png') });
  await page.getByRole('button', { name: 'Annuler' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The draft shows it, in the form and in the preview.
  await page.goto(`/create-contract-v2?id=${contract.id}`);
  await expect(fieldLocator(page, 'parties.influencer.address')).toHaveValue('3 place Bellecour, 69002 Lyon');
  await expect(fieldLocator(page, 'parties.influencer.name')).toHaveValue('Studio Lumière');
  await expectPreviewToContain(page, '3 place Bellecour, 69002 Lyon');
});
