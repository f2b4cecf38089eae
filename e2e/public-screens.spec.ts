import type { Page } from '@playwright/test';
import { visitorHeaders } from './support/contexts.ts';
import { test as accountTest, expect } from './support/contracts-account.ts';

/** Screenshots of the public site and the deletion dialog at 1280 and 390 px, into e2e/screenshots/ (to be looked at). */

const test = accountTest.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(visitorHeaders());
  },
});

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

async function shoot(page: Page, name: string, viewport: string, options: { fullPage?: boolean } = {}) {
  // Nothing may stick out sideways: a phone would scroll the whole page horizontally.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} déborde de ${overflow} px`).toBeLessThanOrEqual(0);
  await page.locator('[data-sonner-toast]').evaluateAll((toasts) => {
    for (const element of toasts) (element as HTMLElement).style.visibility = 'hidden';
  });
  if (options.fullPage ?? true) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/screenshots/public-${name}-${viewport}.png`, fullPage: options.fullPage ?? true });
}

for (const viewport of viewports) {
  test(`public screens at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });

    await page.goto('/');
    await expect(page.getByText(/Lancement prévu le/)).toBeVisible();
    await shoot(page, 'landing', viewport.name);
    await page.locator('#liste-attente').getByLabel('Votre adresse e-mail').fill('camille@exemple.fr');
    await page
      .locator('#liste-attente')
      .getByRole('button', { name: /Rejoindre la liste/ })
      .click();
    await expect(page.getByText('Merci, votre inscription est bien prise en compte !').first()).toBeVisible();
    await shoot(page, 'landing-thanks', viewport.name, { fullPage: false });

    await page.goto('/contact');
    await expect(page.getByText('Lundi au vendredi, 9h–18h')).toBeVisible();
    await shoot(page, 'contact', viewport.name);
    await page.getByLabel('Adresse e-mail').fill('camille@');
    await page.getByLabel('Message').fill('Bonjour');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Le prénom est obligatoire')).toBeVisible();
    await shoot(page, 'contact-errors', viewport.name);
    await page.getByLabel('Prénom').fill('Camille');
    await page.getByLabel('Nom', { exact: true }).fill('Durand');
    await page.getByLabel('Adresse e-mail').fill('camille.durand@exemple.fr');
    await page.getByLabel('Sujet').selectOption('support-technique');
    await page.getByLabel('Message').fill('Bonjour, je ne retrouve plus le contrat exporté hier soir.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('heading', { name: 'Message envoyé avec succès !' })).toBeVisible();
    await shoot(page, 'contact-sent', viewport.name);

    for (const [path, name, title] of [
      ['/conditions', 'terms', 'Conditions générales d’utilisation'],
      ['/confidentialite', 'privacy', 'Politique de confidentialité'],
      ['/mentions-legales', 'legal-notice', 'Mentions légales'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('support@paraphe.local').first()).toBeVisible();
      await shoot(page, name, viewport.name);
    }
  });

  test(`profile and the deletion dialog at ${viewport.width} px`, async ({ account }) => {
    const { page } = account;
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Exporter mes données' })).toBeVisible();
    await shoot(page, 'profile', viewport.name);
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Confirmez avec votre mot de passe').fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(dialog.getByText('Le mot de passe est incorrect.')).toBeVisible();
    await shoot(page, 'delete-account', viewport.name, { fullPage: false });
  });
}
