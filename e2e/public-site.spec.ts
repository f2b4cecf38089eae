import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { visitorHeaders } from './support/contexts.ts';
import { test as accountTest, expect, registerVerifiedUser } from './support/contracts-account.ts';
import { exportThroughApi, fillWaitlist, LEGAL_PAGES, mailsTo } from './support/public-site.ts';
import { expectBelowTopBar } from './support/toasts.ts';

/** The public site of issue 7: the landing's waiting list, contact and support, legal pages, 404. */

// Each test is a visitor of its own address, so the per-address rate limits count per test.
const test = accountTest.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(visitorHeaders());
  },
});

function heroForm(page: Page) {
  return page.locator('#liste-attente');
}

function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The application's own chunks, and zod's and React Query's, which the prerendered pages never load. */
const APPLICATION_CHUNKS = /\/(main|zod|query|QueryClientProvider|session-store|api-client)-/;

/** The scripts a page loads and the errors it logs, from now on. */
function watchScriptsAndErrors(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { scripts, errors };
}

test.describe('the waiting list', () => {
  test('signs up: idle, then "Inscription...", then the thank-you; the multipart post stores the address once', async ({
    page,
  }) => {
    const user = await registerVerifiedUser(page.request, 'liste');
    await page.goto('/');
    await expect(page.getByText('Lancement prévu le 15 janvier 2027')).toBeVisible();

    // The request is held a moment, so that the submitting state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/waitlist'));
    await page.route('**/api/waitlist', async (route) => {
      await held;
      await route.continue();
    });

    const form = heroForm(page);
    await form.getByLabel('Votre adresse e-mail').fill(user.email.toUpperCase());
    await form.getByRole('button', { name: /Rejoindre la liste/ }).click();
    await expect(form.getByRole('button', { name: 'Inscription...' })).toBeDisabled();
    const request = await posted;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.postData() ?? '';
    expect(body).toContain(`name="EMAIL"\r\n\r\n${user.email}\r\n`);
    expect(body).toContain('name="locale"\r\n\r\nfr\r\n');
    expect(body).toContain('name="email_address_check"\r\n\r\n\r\n');
    release();
    await expect(form.getByText('Merci, votre inscription est bien prise en compte !')).toBeVisible();
    await expect(form.getByRole('status')).toBeFocused();

    // A second signup of the same address is thanked the same way and changes nothing.
    await page.unroute('**/api/waitlist');
    await page.reload();
    await heroForm(page).getByLabel('Votre adresse e-mail').fill(user.email);
    await heroForm(page)
      .getByRole('button', { name: /Rejoindre la liste/ })
      .click();
    await expect(heroForm(page).getByText('Merci, votre inscription est bien prise en compte !')).toBeVisible();

    const data = await exportThroughApi(page.request, user);
    expect(data.waitlist).toMatchObject({ email: user.email, locale: 'fr' });
  });

  test('a robot that fills the honeypot is thanked like anyone, and nothing is stored', async ({ page }) => {
    const user = await registerVerifiedUser(page.request, 'robot');
    await page.goto('/');
    const form = heroForm(page);
    // A person never sees this field: it is off screen and out of the tab order.
    const honeypot = form.locator('input[name="email_address_check"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await honeypot.fill('robot@spam.example', { force: true });
    await form.getByLabel('Votre adresse e-mail').fill(user.email);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/waitlist'));
    await form.getByRole('button', { name: /Rejoindre la liste/ }).click();
    expect((await answer).status()).toBe(200);
    await expect(form.getByText('Merci, votre inscription est bien prise en compte !')).toBeVisible();

    const data = await exportThroughApi(page.request, user);
    expect(data.waitlist).toBeNull();
  });

  test('a malformed address is said on the field, in French, and nothing is posted', async ({ page }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/waitlist')) posts += 1;
    });
    await page.goto('/');
    const form = heroForm(page);
    await form.getByRole('button', { name: /Rejoindre la liste/ }).click();
    await expect(form.getByText("L'adresse e-mail est obligatoire")).toBeVisible();
    await form.getByLabel('Votre adresse e-mail').fill('camille@');
    await form.getByRole('button', { name: /Rejoindre la liste/ }).click();
    await expect(form.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
    await expect(form.getByLabel('Votre adresse e-mail')).toBeFocused();
    expect(posts).toBe(0);
  });

  test('shows the real number of signups only once it is worth showing, rounded down', async ({ browser, request }) => {
    const visit = async () => {
      const context = await browser.newContext({ extraHTTPHeaders: visitorHeaders() });
      const page = await context.newPage();
      const stats = page.waitForResponse((response) => response.url().endsWith('/api/waitlist/stats'));
      await page.goto('/');
      const { count, display } = (await (await stats).json()) as { count: number; display: string };
      return { page, context, count, display };
    };
    const before = await visit();
    if (before.count < 100) {
      await expect(before.page.getByText('Lancement prévu le 15 janvier 2027')).toBeVisible();
      await expect(before.page.getByText(/déjà inscrits/)).toHaveCount(0);
    }
    await before.context.close();

    await fillWaitlist(request, 100, `nombre-${randomUUID().slice(0, 6)}`);
    const after = await visit();
    expect(after.count).toBeGreaterThanOrEqual(100);
    expect(after.display).toMatch(/^\d[\d\u202f]*00\+$/);
    await expect(after.page.getByText(`${after.display} créateurs et marques déjà inscrits`)).toBeVisible();
    await after.context.close();
  });
});

test('the landing has its sections, the one price, an FAQ that opens, and none of the application code', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [anchor, title] of [
    ['how-it-works', 'Comment ça marche'],
    ['fonctionnalites', 'Fonctionnalités'],
    ['pricing', 'Un tarif simple'],
    ['faq', 'Questions fréquentes'],
  ]) {
    await expect(page.locator(`#${anchor}`).getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Les avantages des premiers inscrits' })).toBeVisible();
  for (const benefit of ['Accès anticipé', '3 mois de Pro offerts', 'Un prix spécial à vie', 'Votre avis compte']) {
    await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
  }
  await expect(page.locator('#pricing').getByText('9,90 €', { exact: true })).toBeVisible();

  // The top bar's links lead to the anchors.
  await page
    .getByRole('navigation', { name: 'Sections de la page d’accueil' })
    .getByRole('link', { name: 'FAQ' })
    .click();
  await expect(page).toHaveURL(/#faq$/);
  const question = page.locator('#faq details').filter({ hasText: 'À quoi sert la liste d’attente ?' });
  await expect(question.getByText(/prévenus en premier/)).toBeHidden();
  await question.getByText('À quoi sert la liste d’attente ?').click();
  await expect(question.getByText(/prévenus en premier/)).toBeVisible();

  // Only the landing's own chunks: not the editor, the contract screens or the dashboard.
  expect(scripts.some((path) => /landing-page-/.test(path))).toBe(true);
  expect(scripts.filter((path) => /(editor|contracts-page|dashboard|preview-page|profile)/.test(path))).toEqual([]);
});

test.describe('the prerendered pages', () => {
  test('the landing and the legal pages are readable with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: visitorHeaders() });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveTitle('Paraphe — contrats d’influence conformes au droit français');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Vos contrats d’influence/);
    await expect(page.locator('#faq').getByRole('heading', { level: 2, name: 'Questions fréquentes' })).toBeVisible();
    await expect(page.locator('#liste-attente').getByLabel('Votre adresse e-mail')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Pied de page' }).getByRole('link', { name: 'CGU' }),
    ).toHaveAttribute('href', '/conditions');
    for (const [path, title] of LEGAL_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await context.close();
  });

  test('the home page hydrates without an error, and loads neither the application, zod nor React Query', async ({
    page,
  }) => {
    const { scripts, errors } = watchScriptsAndErrors(page);
    await page.goto('/');
    // The signup count and launch date come from an island once it runs.
    await expect(page.getByText('Lancement prévu le 15 janvier 2027')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => APPLICATION_CHUNKS.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the contact page and the 404 page are readable with JavaScript turned off, the 404 with its status', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: visitorHeaders() });
    const page = await context.newPage();
    const contact = await page.goto('/contact');
    expect(contact?.status()).toBe(200);
    await expect(page).toHaveTitle('Contact · Paraphe');
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    for (const label of ['Prénom', 'Nom', 'Adresse e-mail', 'Sujet', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    // Until a script runs, Enter cannot post the form natively and lose what was typed.
    await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Consulter la FAQ' })).toHaveAttribute('href', '/#faq');

    const missing = await page.goto('/nulle-part/encore');
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle('Page introuvable · Paraphe');
    await expect(page.getByRole('heading', { level: 1, name: /Page introuvable/ })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Accueil', exact: true })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: /Support/ })).toHaveAttribute('href', '/contact');
    await context.close();
  });

  test('on a phone, the menu opens, leads to a section and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // The menu is an island: it opens once the page is hydrated.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const sections = page.getByRole('navigation', { name: 'Sections de la page d’accueil' });
    await sections.getByRole('link', { name: 'Tarifs' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 2, name: 'Un tarif simple' })).toBeInViewport();
    await page.getByRole('link', { name: 'Connexion' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  });

  test('a signed-in user gets the application on the home page, with the account in the bar', async ({ account }) => {
    const { page } = account;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Vos contrats d’influence/);
    await expect(page.getByRole('link', { name: 'Tableau de bord' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Paraphe, tableau de bord' })).toBeVisible();
  });
});

test.describe('contact', () => {
  test('from /contact: the form says what is missing, sends, confirms, and "send another" keeps the names', async ({
    page,
  }) => {
    const email = `contact-${randomUUID().slice(0, 8)}@visiteurs.e2e.paraphe.test`;
    const { scripts, errors } = watchScriptsAndErrors(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contactez-nous' })).toBeVisible();
    await expect(page.getByText('support@paraphe.local')).toBeVisible();
    await expect(page.getByText('Lundi au vendredi, 9h–18h')).toBeVisible();
    await expect(page.getByText('Sous 24 heures en général')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Consulter la FAQ' })).toHaveAttribute('href', '/#faq');

    const send = page.getByRole('button', { name: 'Envoyer le message' });
    await send.click();
    const missing = toast(page, 'Veuillez remplir tous les champs obligatoires');
    await expect(missing).toBeVisible();
    await expectBelowTopBar(page, missing);
    await expect(page.getByText('Le prénom est obligatoire')).toBeVisible();
    await expect(page.getByText('Veuillez choisir un sujet')).toBeVisible();
    await expect(page.getByLabel('Prénom')).toBeFocused();

    await page.getByLabel('Prénom').fill('Inès');
    await page.getByLabel('Nom', { exact: true }).fill('Morel');
    await page.getByLabel('Adresse e-mail').fill('ines@');
    await page.getByLabel('Sujet').selectOption({ label: 'Question de facturation' });
    await page.getByLabel('Message').fill('Bonjour');
    await expect(page.getByText('7/10 caractères minimum')).toBeVisible();
    await send.click();
    await expect(toast(page, 'Veuillez saisir une adresse e-mail valide')).toBeVisible();
    await expect(page.getByText('Le message doit contenir au moins 10 caractères')).toBeVisible();

    await page.getByLabel('Adresse e-mail').fill(email);
    const message = 'Bonjour, ma facture de novembre est introuvable dans mon espace.';
    await page.getByLabel('Message').fill(message);
    await expect(page.getByText(`${message.length}/5\u202f000 caractères`)).toBeVisible();
    await send.click();
    await expect(page.getByRole('heading', { name: 'Message envoyé avec succès !' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Message envoyé avec succès !' })).toBeFocused();
    await expect(page.getByText(/sous 24 heures, à l’adresse/)).toBeVisible();
    // The prerendered page's island did it all: none of the application's code, zod or React Query.
    expect(scripts.some((path) => /public-contact-page-/.test(path))).toBe(true);
    expect(scripts.filter((path) => APPLICATION_CHUNKS.test(path))).toEqual([]);
    expect(errors).toEqual([]);

    // The support inbox has it; the sender has the acknowledgement.
    const support = await mailsTo(page.request, 'support@paraphe.local');
    expect(
      support.some((mail) => mail.text.includes(message) && mail.subject.includes('Question de facturation')),
    ).toBe(true);
    expect((await mailsTo(page.request, email)).length).toBe(1);

    await page.getByRole('button', { name: 'Envoyer un autre message' }).click();
    await expect(page.getByLabel('Prénom')).toHaveValue('Inès');
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Morel');
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
    await expect(page.getByLabel('Sujet')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');

    await page.getByRole('link', { name: 'Consulter la FAQ' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.getByRole('heading', { name: 'Questions fréquentes' })).toBeInViewport();
  });

  test('too many messages: the refusal is said in French and nothing typed is lost', async ({ page }) => {
    const email = `rafale-${randomUUID().slice(0, 8)}@visiteurs.e2e.paraphe.test`;
    const sent = {
      firstName: 'Léa',
      lastName: 'Roux',
      email,
      subject: 'autre',
      message: 'Un message de test, assez long.',
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await page.request.post('/api/contact', { data: sent });
      expect(response.status()).toBe(201);
    }
    await page.goto('/contact');
    await page.getByLabel('Prénom').fill('Léa');
    await page.getByLabel('Nom', { exact: true }).fill('Roux');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Sujet').selectOption('partenariat');
    await page.getByLabel('Message').fill('Une proposition de partenariat pour votre outil.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(toast(page, 'Trop de tentatives. Patientez une minute avant de réessayer.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Votre message est conservé' })).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('Une proposition de partenariat pour votre outil.');
    await expect(page.getByLabel('Sujet')).toHaveValue('partenariat');
  });

  test('a signed-in user gets the application on /contact, the form prefilled from the session', async ({
    account,
  }) => {
    const { page, user } = account;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contactez-nous' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Paraphe, tableau de bord' })).toBeVisible();
    await expect(page.getByLabel('Prénom')).toHaveValue(user.firstName);
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(user.lastName);
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(user.email);
  });

  test('/support is prefilled from the session, and the message is tied to the account', async ({ account }) => {
    const { page, user } = account;
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Contactez-nous' })).toBeVisible();
    // In the application's layout: the sidebar is there.
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page.getByLabel('Prénom')).toHaveValue(user.firstName);
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(user.lastName);
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(user.email);

    await page.getByLabel('Sujet').selectOption({ label: 'Problème avec un contrat' });
    await page.getByLabel('Message').fill('Mon export PDF ne reprend pas la dernière version du contrat.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('heading', { name: 'Message envoyé avec succès !' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour au tableau de bord' })).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer un autre message' }).click();
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(user.email);
    await expect(page.getByLabel('Message')).toHaveValue('');

    const data = await exportThroughApi(account.context.request, user);
    expect(data.contactMessages.map((message) => message.subject)).toEqual(['probleme-contrat']);
  });
});

test('the legal pages are reached from the footer, with the values of the configuration', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Pied de page' });

  await footer.getByRole('link', { name: 'CGU' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' })).toBeVisible();
  await expect(page.getByText(/Paraphe est un outil de rédaction, et non un cabinet d’avocats/)).toBeVisible();
  await expect(page.getByText(/9,90\s€ TTC par mois/)).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Sommaire' });
  await contents.getByRole('link', { name: 'Droit applicable et litiges' }).click();
  await expect(page).toHaveURL(/#droit-applicable$/);
  await expect(page.getByRole('heading', { name: /Droit applicable et litiges/ })).toBeInViewport();

  await footer.getByRole('link', { name: 'Confidentialité' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Réclamation auprès de la CNIL/ })).toBeVisible();
  await expect(page.getByText(/Exporter mes données/).first()).toBeVisible();

  await footer.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  // Not configured on this test server: the page says which variable to set, never a made-up name.
  await expect(page.getByText('À configurer (PUBLISHER_NAME)')).toBeVisible();
  await expect(page.getByText('À configurer (PUBLICATION_DIRECTOR)')).toBeVisible();
  await expect(page.getByText('À configurer (HOST_NAME)')).toBeVisible();

  await footer.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'Contactez-nous' })).toBeVisible();
});

test.describe('the 404 page', () => {
  test('for a visitor: home, back, and support through the contact page', async ({ page }) => {
    const response = await page.goto('/nulle-part');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /Page introuvable/ })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Accueil', exact: true })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: /Support/ })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: /Créer un contrat/ })).toHaveAttribute('href', '/create-contract');
    await expect(main.getByRole('link', { name: /Mes contrats/ })).toHaveAttribute('href', '/contracts');
    // Opened directly, 'back' has nowhere to go back to: it goes home (once the page's script runs).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await main.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('for a signed-in user: the dashboard and the support page', async ({ account }) => {
    const { page } = account;
    await page.goto('/dashboard');
    const response = await page.goto('/nulle-part');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Tableau de bord', exact: true })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(main.getByRole('link', { name: /Support/ })).toHaveAttribute('href', '/support');
    await main.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
