import type { Page } from '@playwright/test';
import { expect, newUser, readMailLink, test } from './support/accounts.ts';
import { expectBelowTopBar } from './support/toasts.ts';

/** Screenshots of every account screen at 1280 and 390 px, into e2e/screenshots/ (to be looked at). */

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

for (const viewport of viewports) {
  test(`account screens at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shoot = async (name: string, options: { fullPage?: boolean } = {}, target: Page = page) => {
      // Nothing may stick out sideways: a phone would scroll the whole page horizontally.
      const overflow = await target.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} déborde de ${overflow} px`).toBeLessThanOrEqual(0);
      // Toasts come and go: the screenshots show the screens themselves.
      await target.locator('[data-sonner-toast]').evaluateAll((toasts) => {
        for (const element of toasts) (element as HTMLElement).style.visibility = 'hidden';
      });
      await target.screenshot({
        path: `e2e/screenshots/accounts-${name}-${viewport.name}.png`,
        fullPage: options.fullPage ?? true,
      });
    };
    const user = newUser(`ecrans-${viewport.name}`);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await shoot('login');

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
    await shoot('forgot-password');

    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Lien invalide ou expiré' })).toBeVisible();
    await shoot('reset-password-invalid');

    await page.goto('/register');
    await page.getByLabel('Prénom').fill(user.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(user.lastName);
    await page.getByLabel('Adresse e-mail').fill(user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await expect(page.getByText(/Robustesse :/)).toBeVisible();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('heading', { name: 'Confirmez votre adresse e-mail' })).toBeVisible();
    await shoot('verify-required');

    // Register again with the same address: the field says why, and nothing typed is lost.
    await page.goto('/register');
    await page.getByLabel('Prénom').fill(user.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(user.lastName);
    await page.getByLabel('Adresse e-mail').fill(user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('court');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
    await shoot('register-errors');
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Un compte existe déjà avec cette adresse e-mail.')).toBeVisible();
    await expect(page.getByLabel('Prénom')).toHaveValue(user.firstName);

    // The verification link: its loading state is held a moment to be seen.
    const link = await readMailLink(page.request, user.email, 'verify-email');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/verify-email', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Vérification en cours' })).toBeVisible();
    await shoot('verify-email-loading');
    release();
    await expect(page.getByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeVisible();
    await shoot('verify-email-success');
    await page.getByRole('link', { name: 'Configurer mon compte' }).click();

    await expect(page.getByText('Étape 1 sur 3')).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Veuillez sélectionner votre rôle')).toBeVisible();
    await shoot('onboarding-1-error');
    await page.getByRole('radio', { name: 'Influenceur / Créateur' }).click();
    await shoot('onboarding-1');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Numéro SIRET').fill('7328293200');
    await page.getByLabel('Raison sociale').fill('Studio Lumière');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Le numéro SIRET doit contenir 14 chiffres')).toBeVisible();
    await shoot('onboarding-2-errors');
    await page.getByLabel('Numéro SIRET').fill('73282932000074');
    await page.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas');
    await page.getByLabel('Code postal').fill('69003');
    await page.getByLabel('Ville').fill('Lyon');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('radio', { name: 'Pro' }).click();
    await expect(page.getByText('Étape 3 sur 3')).toBeVisible();
    await shoot('onboarding-3');
    await page.getByRole('radio', { name: 'Gratuit' }).click();
    await page.getByRole('button', { name: 'Commencer' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Bonjour, ${user.firstName}` })).toBeVisible();
    await shoot('dashboard');

    if (viewport.name === 'mobile') {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot('drawer', { fullPage: false });
      await page.getByRole('dialog').getByRole('link', { name: 'Profil' }).click();
    } else {
      await page
        .getByRole('complementary', { name: 'Menu latéral' })
        .getByRole('button', { name: 'Réduire le menu' })
        .click();
      await shoot('sidebar-collapsed');
      await page
        .getByRole('complementary', { name: 'Menu latéral' })
        .getByRole('button', { name: 'Déplier le menu' })
        .click();
      await page.getByRole('complementary', { name: 'Menu latéral' }).getByRole('link', { name: 'Profil' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Profil', exact: true })).toBeVisible();
    await expect(page.getByText('Studio Lumière')).toBeVisible();
    await shoot('profile');

    await page.getByRole('button', { name: 'Modifier : Informations personnelles' }).click();
    await page.getByLabel('Prénom').fill('');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le prénom est obligatoire')).toBeVisible();
    await page.getByRole('button', { name: 'Modifier : Informations professionnelles' }).click();
    await shoot('profile-editing');

    // Reset from the profile, then the form of the link.
    await page.getByRole('button', { name: 'Réinitialiser mon mot de passe' }).click();
    const resetToast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Un lien de réinitialisation a été envoyé à votre adresse e-mail.' });
    await expect(resetToast).toBeVisible();
    // On a phone the application has a top bar (on a desktop, a sidebar): the toast stays below it.
    if (viewport.name === 'mobile') await expectBelowTopBar(page, resetToast);
    const resetLink = await readMailLink(page.request, user.email, 'reset-password');
    await page.goto(resetLink);
    await page.getByLabel('Nouveau mot de passe').fill('Nouvelle-Plume-2026?');
    await expect(page.getByText(/Robustesse :/)).toBeVisible();
    await shoot('reset-password');

    await page.goto('/conditions');
    await shoot('terms');
  });
}
