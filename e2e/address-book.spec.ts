import AxeBuilder from '@axe-core/playwright';
import { expect, onboardAsCompanyCreator, registerThroughApi, submitLogin, test, toast } from './support/accounts.ts';
import { expectPreviewToContain, fieldLocator, openEditorFromPicker, saveStatus } from './support/editor.ts';

/**
 * The address book: a brand named in a saved contract is found again from three letters in the
 * next contract, fills the whole block (form and preview), and is corrected from the profile.
 */

test('a brand of an earlier contract fills the next one from the address book, and is edited from the profile', async ({
  page,
}) => {
  const user = await registerThroughApi(page.request, 'carnet', { verified: true });
  await page.goto('/onboarding');
  await submitLogin(page, user.email, user.password);
  await onboardAsCompanyCreator(page, 'Studio Nord');

  // A first contract, saved with its brand.
  await openEditorFromPicker(page, 'PAID');
  await fieldLocator(page, 'parties.creator.name').fill('Maison Lumière');
  await fieldLocator(page, 'parties.creator.legalForm').fill('SAS');
  await fieldLocator(page, 'parties.creator.siret').fill('55210055400013');
  await fieldLocator(page, 'parties.creator.address').fill('8 quai des Brumes, 75019 Paris');
  await fieldLocator(page, 'parties.creator.email').fill('contact@lumiere.fr');
  await fieldLocator(page, 'parties.creator.signatory.name').fill('Claire Dupont');
  await fieldLocator(page, 'parties.creator.signatory.capacity').fill('Présidente');
  // The autosave may have created it already while typing: « Sauvegarder » saves what is left.
  await page.getByRole('button', { name: 'Sauvegarder' }).first().click();
  await expect(page).toHaveURL(/id=[0-9a-f-]{36}/);
  await expect(saveStatus(page)).toHaveText(/^Enregistré/);

  // A new contract: three letters, the brand, the whole block.
  await openEditorFromPicker(page, 'PAID');
  await expect(fieldLocator(page, 'parties.creator.name')).toHaveValue('');
  const search = page.getByRole('combobox', { name: 'Rechercher dans mon carnet' });
  await search.click();
  await search.pressSequentially('lum');
  const option = page.getByRole('option', { name: /Maison Lumière/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('SIRET 552 100 554 00013 · Paris');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await search.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('combobox-1280.png') });
  // The open combobox and its list, as a screen reader meets them.
  const audit = await new AxeBuilder({ page })
    .include('#section-parties')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(audit.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Bloc rempli depuis votre carnet' })).toBeVisible();
  await expect(fieldLocator(page, 'parties.creator.name')).toHaveValue('Maison Lumière');
  await expect(fieldLocator(page, 'parties.creator.siret')).toHaveValue(/55210055400013|552 100 554 00013/);
  await expect(fieldLocator(page, 'parties.creator.address')).toHaveValue('8 quai des Brumes, 75019 Paris');
  await expect(fieldLocator(page, 'parties.creator.signatory.name')).toHaveValue('Claire Dupont');
  await expectPreviewToContain(page, 'Maison Lumière');
  await expectPreviewToContain(page, '8 quai des Brumes, 75019 Paris');
  // The filled block is a change like any other: the autosave creates the contract.
  await expect(saveStatus(page)).toHaveText(/^Enregistré/);

  // The combobox open on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await search.scrollIntoViewIfNeeded();
  await search.click();
  await search.pressSequentially('mai');
  await expect(option).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('combobox-390.png') });
  await search.press('Escape');
  await expect(option).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The profile: the entry, corrected.
  await page.goto('/profile');
  const card = page.getByRole('list', { name: 'Fiches du carnet' });
  await expect(card.getByText('Maison Lumière')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('address-book-1280.png') });
  await page.getByRole('button', { name: 'Modifier la fiche Maison Lumière' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la fiche' });
  await dialog.getByLabel('Adresse e-mail').fill('presse@lumiere.fr');
  await page.screenshot({ path: test.info().outputPath('address-book-dialog-1280.png') });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Fiche du carnet enregistrée')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('presse@lumiere.fr');

  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('address-book-390.png') });
  await page.getByRole('button', { name: 'Modifier la fiche Maison Lumière' }).click();
  await page.screenshot({ path: test.info().outputPath('address-book-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
});
