import { expect, registerThroughApi, submitLogin, test } from './support/accounts.ts';

/** The signed-in frame of spec section 2: the sidebar (a drawer on phones) and the top bar. */

test('on a phone, the drawer opens, navigates and closes itself', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await registerThroughApi(page.request, 'tiroir', { verified: true });
  await page.goto('/login');
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // No desktop column under 768 px: a top bar with the menu button and the plan.
  await expect(page.getByRole('complementary', { name: 'Menu latéral' })).toBeHidden();
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Gratuit')).toBeVisible();
  await banner.getByRole('button', { name: 'Ouvrir le menu' }).click();

  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
  await expect(drawer.getByText(user.email)).toBeVisible();
  await expect(drawer.getByText('3 exports restants')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  // The drawer slides in: its resting place is the left edge, within the phone's width.
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  expect((await drawer.boundingBox())?.width).toBeLessThanOrEqual(390);

  await drawer.getByRole('link', { name: 'Mes contrats' }).click();
  await expect(page).toHaveURL(/\/contracts$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Mes contrats', level: 1 })).toBeVisible();

  // Escape closes it too, and the focus returns to the menu button.
  await banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(drawer).toBeVisible();
  // The focus starts on the current screen's link.
  await expect(drawer.getByRole('link', { name: 'Mes contrats' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();

  // The browser's back button closes it as well.
  await banner.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(drawer).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(drawer).toBeHidden();
});

test('on a desktop, the sidebar folds to its icons and the keyboard reaches everything', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await registerThroughApi(page.request, 'barre', { verified: true });
  await page.goto('/login');
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const sidebar = page.getByRole('complementary', { name: 'Menu latéral' });
  await expect(sidebar.getByRole('link', { name: 'Tableau de bord', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.getByText('Gratuit')).toBeVisible();
  const wide = (await sidebar.boundingBox())?.width ?? 0;

  await sidebar.getByRole('button', { name: 'Réduire le menu' }).click();
  await expect(sidebar.getByRole('button', { name: 'Déplier le menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
  // Folded, each link keeps its name for screen readers and its place for the keyboard.
  const profile = sidebar.getByRole('link', { name: 'Profil' });
  await profile.focus();
  await expect(profile).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await sidebar.getByRole('button', { name: 'Déplier le menu' }).click();
  await expect(sidebar.getByText(user.email)).toBeVisible();

  // The first tab stop skips the navigation; focus is visible (an outline) on what it reaches.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Bonjour, ${user.firstName}` })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});

test('the public top bar shows the plan and exports left once signed in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await registerThroughApi(page.request, 'barre-haut', { verified: true });
  await page.goto('/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Tarifs' })).toBeVisible();
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/contact');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Gratuit')).toBeVisible();
  await expect(banner.getByText('3 exports restants')).toBeVisible();
  await banner.getByText('3 exports restants').hover();
  await expect(page.getByRole('tooltip')).toHaveText('3/3');
  await expect(banner.getByRole('link', { name: 'Paraphe, tableau de bord' })).toHaveAttribute('href', '/dashboard');
  await expect(banner.getByRole('link', { name: 'Tableau de bord', exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Profil' })).toBeVisible();

  // Logging out on a public screen stays there (spec section 4).
  await banner.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(banner.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
});

test('login and onboarding work with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await registerThroughApi(page.request, 'clavier', { verified: true });
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  // The "forgotten password" link sits between the label and the field: it comes after the e-mail.
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mot de passe', { exact: true })).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/onboarding');
  await expect(page.getByText('Étape 1 sur 3')).toBeVisible();
  await page.getByRole('radio', { name: 'Influenceur / Créateur' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Marque / Entreprise' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Marque / Entreprise' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Passer cette étape' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continuer' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The new step is announced: its heading takes the focus.
  await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Numéro SIRET')).toBeFocused();
  await page.keyboard.type('7328293200007');
  await page.keyboard.press('Enter');
  // Enter in a field sends the step: the first wrong field takes the focus back.
  await expect(page.getByText('Le numéro SIRET doit contenir 14 chiffres')).toBeVisible();
  await expect(page.getByLabel('Numéro SIRET')).toBeFocused();
});
