import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { visitorHeaders } from './contexts.ts';

/**
 * Accounts for the account journeys: each test is a visitor of its own (its own address, so
 * the per-IP rate limits count per test), and mails are read from the local outbox
 * (GET /api/dev/mails?to=…), as a newcomer would read them on /dev/mails.
 */
export const test = base.extend({
  // An option fixture computed per test: every context of the test shares this visitor's address.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(visitorHeaders());
  },
});

export { expect };

export const PASSWORD = 'Lumiere-Contrat-2026!';

export type TestUser = { email: string; password: string; firstName: string; lastName: string };

export function newUser(label: string): TestUser {
  return {
    email: `${label}-${randomUUID().slice(0, 8)}@comptes.e2e.paraphe.test`,
    password: PASSWORD,
    firstName: 'Camille',
    lastName: 'Durand',
  };
}

/**
 * The newest link to `path` (verify-email or reset-password) mailed to `email`, as a path
 * with its query ("/verify-email?token=…"). Mails are written by the API in the same
 * transaction as the change that causes them, so the wait is short.
 */
export async function readMailLink(
  request: APIRequestContext,
  email: string,
  path: 'verify-email' | 'reset-password',
  options: { notIn?: string[] } = {},
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<]+/${path}\\?token=[^\\s"&<]+`);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await request.get('/api/dev/mails', { params: { to: email } });
    expect(response.ok()).toBe(true);
    const mails = (await response.json()) as Array<{ text: string }>;
    for (const mail of mails) {
      const link = pattern.exec(mail.text)?.[0];
      if (link) {
        const url = new URL(link);
        const relative = `${url.pathname}${url.search}`;
        if (!options.notIn?.includes(relative)) return relative;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Aucun lien ${path} envoyé à ${email}`);
}

/** Registers through the API; with `verified`, opens the confirmation link through the API too. */
export async function registerThroughApi(
  request: APIRequestContext,
  label: string,
  options: { verified: boolean },
): Promise<TestUser> {
  const user = newUser(label);
  const response = await request.post('/api/auth/register', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  if (options.verified) {
    const link = await readMailLink(request, user.email, 'verify-email');
    const token = new URL(link, 'http://x').searchParams.get('token');
    const verified = await request.post('/api/auth/verify-email', { data: { token } });
    expect(verified.ok(), await verified.text()).toBe(true);
  }
  return user;
}

/** Fills and sends the login form; the caller asserts where it leads. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The toasts (sonner) of the page. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/**
 * A newcomer through the screens: the sign-up form, the confirmation link from the dev
 * mailbox, then onboarding as a creator acting through a company with a complete profile.
 */
export async function signUpAsCompanyCreator(page: Page, label: string): Promise<TestUser> {
  const user = newUser(label);
  await page.goto('/register');
  await page.getByLabel('Prénom').fill(user.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(user.lastName);
  await page.getByLabel('Adresse e-mail').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/verify-required$/);
  await page.goto(await readMailLink(page.request, user.email, 'verify-email'));
  await page.getByRole('link', { name: 'Configurer mon compte' }).click();

  await onboardAsCompanyCreator(page, 'Studio Lumière');
  return user;
}

/**
 * The onboarding of a creator acting through a company (SAS, 12 rue des Lilas, 69003 Lyon,
 * signing as « Présidente »), on the free plan, from its first step to the dashboard.
 */
export async function onboardAsCompanyCreator(page: Page, companyName: string): Promise<void> {
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('radio', { name: 'Influenceur / Créateur' }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Numéro SIRET').fill('73282932000074');
  await page.getByLabel('Raison sociale').fill(companyName);
  await page.getByLabel('Forme juridique').fill('SAS');
  await page.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas');
  await page.getByLabel('Code postal').fill('69003');
  await page.getByLabel('Ville').fill('Lyon');
  await page.getByLabel('Votre qualité de signataire').fill('Présidente');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('radio', { name: 'Gratuit' }).click();
  const onboarded = page.waitForResponse((r) => r.url().endsWith('/api/user') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Commencer' }).click();
  expect((await onboarded).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
}
