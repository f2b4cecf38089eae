import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { expect, test, uniqueTitle } from './support/contracts-account.ts';
import { openContractMenu } from './support/contracts-list.ts';
import { LEGAL_PAGES } from './support/public-site.ts';

/**
 * axe-core on the screens a visitor and a user go through (issue 7): no serious or critical
 * violation of WCAG 2.x A/AA. A failure names each rule, its impact and the elements at fault.
 */
async function expectNoSeriousViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // The contract preview is a sandboxed frame where no script may run, axe's neither: it is
    // checked as the frame element (its title) from the page, not from inside.
    .exclude('iframe[sandbox]:not([sandbox*="allow-scripts"])')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect.soft(serious, `${screen} : ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/**
 * Walks the first tab stops of the page with the keyboard: each one must show a focus ring
 * (an outline or a box shadow), and the walk must never get stuck on a control.
 */
async function expectVisibleFocus(page: Page, screen: string, stops = 30) {
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const seen: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body || !document.hasFocus()) return null;
      const style = window.getComputedStyle(element);
      const ring =
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '')
        .trim()
        .slice(0, 40);
      return { ring, label: `${element.tagName.toLowerCase()} « ${name} »` };
    });
    if (!focus) break;
    expect.soft(focus.ring, `${screen} : pas d’anneau de focus sur ${focus.label}`).toBe(true);
    seen.push(focus.label);
  }
  expect(seen.length, `${screen} : aucun élément atteint au clavier`).toBeGreaterThan(3);
}

// One test per screen: axe takes seconds on a long page, and a failure names its screen.
test('the landing page has no serious accessibility violation and a visible focus', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Lancement prévu le/)).toBeVisible();
  await expectNoSeriousViolations(page, 'accueil');
  await expectVisibleFocus(page, 'accueil');
});

test('the login and registration screens have no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expectNoSeriousViolations(page, 'connexion');

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'inscription');
});

test('the contact screen, with its errors shown, has no serious accessibility violation', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contactez-nous' })).toBeVisible();
  await expect(page.getByText('Lundi au vendredi, 9h–18h')).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Le prénom est obligatoire')).toBeVisible();
  await expectNoSeriousViolations(page, 'contact');
  await expectVisibleFocus(page, 'contact');
});

test('the legal pages and the unknown page have no serious accessibility violation', async ({ page }) => {
  for (const [path, title] of LEGAL_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('support@paraphe.local').first()).toBeVisible();
    await expectNoSeriousViolations(page, title);
  }

  await page.goto('/une-page-inconnue');
  await expect(page.getByRole('heading', { name: /Page introuvable/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'page introuvable');
});

test('the dashboard and the list have no serious accessibility violation', async ({ sharedAccount }) => {
  const { page, api } = sharedAccount;
  const title = uniqueTitle('Campagne accessible');
  await api.create({ ...createDefaultContract('PAID'), title });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Bonjour/ })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'tableau de bord');

  await page.goto('/contracts');
  await expect(page.getByRole('table', { name: 'Contrats' }).getByRole('link', { name: title })).toBeVisible();
  await expectNoSeriousViolations(page, 'liste des contrats');
  // With a row's menu open, and on a phone where the list is cards.
  await openContractMenu(page, title);
  await expectNoSeriousViolations(page, 'menu d’un contrat');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'liste des contrats sur téléphone');
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the editor, new and saved, has no serious accessibility violation and a visible focus', async ({
  sharedAccount,
}) => {
  const { page, api } = sharedAccount;
  const contract = await api.create({ ...createDefaultContract('PAID'), title: uniqueTitle('Campagne accessible') });

  await page.goto('/create-contract-v2?type=PAID');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau contrat' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Aperçu du contrat' }).locator('iframe').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'éditeur');
  await expectVisibleFocus(page, 'éditeur', 40);

  await page.goto(`/create-contract-v2?id=${contract.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le contrat' })).toBeVisible();
  await expectNoSeriousViolations(page, 'éditeur (contrat enregistré)');
});

test('the profile and its deletion dialog have no serious accessibility violation', async ({ sharedAccount }) => {
  const { page } = sharedAccount;
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
  await expectNoSeriousViolations(page, 'profil');
  await expectVisibleFocus(page, 'profil', 40);

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'suppression du compte');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
});

test('the editor on a phone, its guided step and its preview sheet, has no serious accessibility violation', async ({
  account,
}) => {
  const { page } = account;
  await page.setViewportSize({ width: 390, height: 844 });
  // A new user's new contract opens guided on a phone.
  await page.goto('/create-contract-v2?type=PAID');
  await expect(page.getByRole('heading', { level: 2, name: /^Étape 1 sur 5/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'mode guidé sur téléphone');

  await page.getByRole('navigation', { name: 'Actions du contrat' }).getByRole('button', { name: 'Aperçu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Aperçu du contrat' });
  await expect(sheet.locator('iframe').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'aperçu sur téléphone');
  await sheet.getByRole('button', { name: 'Fermer' }).click();
  await expect(sheet).toHaveCount(0);
});
