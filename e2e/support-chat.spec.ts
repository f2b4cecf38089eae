import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { visitorHeaders } from './support/contexts.ts';
import { PASSWORD, registerVerifiedUser, signIn } from './support/contracts-account.ts';
import { goPro } from './support/pro-plan.ts';

/**
 * The priority chat of the Pro plan, both sides at once: a Pro user writes from a phone, an
 * operator answers from the console in another browser, the answer appears without a reload;
 * then, with the user gone, the next answer goes out by e-mail.
 */
// Two browsers share a loaded machine with the server: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.SUPPORT_SHOTS_DIR ?? 'test-results/support-chat';
mkdirSync(SHOTS, { recursive: true });
const OPERATOR = { email: 'ines@support.e2e.paraphe.test', password: PASSWORD, firstName: 'Inès', lastName: 'Martin' };

async function registerOperator(request: APIRequestContext): Promise<void> {
  const registered = await request.post('/api/auth/register', { data: OPERATOR });
  expect([201, 409]).toContain(registered.status());
  if (registered.status() === 409) return;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/mails', { params: { to: OPERATOR.email } })).json()) as Array<{
        text: string;
      }>;
      return mails.map((mail) => /verify-email\?token=([^\s"&<]+)/.exec(mail.text)?.[1]).find(Boolean) ?? '';
    })
    .not.toBe('');
  const mails = (await (await request.get('/api/dev/mails', { params: { to: OPERATOR.email } })).json()) as Array<{
    text: string;
  }>;
  const token = mails.map((mail) => /verify-email\?token=([^\s"&<]+)/.exec(mail.text)?.[1]).find(Boolean)!;
  const verified = await request.post('/api/auth/verify-email', { data: { token: decodeURIComponent(token) } });
  expect(verified.ok()).toBe(true);
}

test('a Pro user writes from a phone, an operator answers from the console, the answer appears live', async ({
  browser,
}) => {
  // Two browsers, a sign-up, a checkout and two sign-ins: longer than one journey.
  test.setTimeout(600_000);
  const userContext = await browser.newContext({ extraHTTPHeaders: visitorHeaders() });
  const operatorContext = await browser.newContext({
    extraHTTPHeaders: visitorHeaders(),
    viewport: { width: 1280, height: 900 },
  });
  const userPage = await userContext.newPage();
  const operatorPage = await operatorContext.newPage();
  await registerOperator(operatorContext.request);
  const user = await registerVerifiedUser(userContext.request, 'chat-pro');

  await signIn(userPage, user);
  await goPro(userPage);
  await userPage.setViewportSize({ width: 390, height: 844 });
  // The discreet button of the app shell leads to the chat.
  await userPage.goto('/dashboard');
  await userPage.getByRole('link', { name: 'Discuter avec le support' }).click();
  const chat = userPage.locator('#chat');
  await expect(chat.getByText('Prioritaire')).toBeVisible();
  await expect(chat.getByText('En direct')).toBeVisible();
  await chat.getByLabel('Écrire à l’équipe du support').fill('Bonjour, mon export PDF reste bloqué à 90 %.');
  await chat.getByRole('button', { name: 'Envoyer' }).click();
  // The message shows in the conversation at once; the field keeps the text until it is sent.
  const messages = chat.getByRole('log', { name: 'Messages de la conversation' });
  await expect(messages.getByText('Bonjour, mon export PDF reste bloqué à 90 %.')).toBeVisible();
  await expect(chat.getByText('Envoyé')).toBeVisible();
  await expect(chat.getByLabel('Écrire à l’équipe du support')).toHaveValue('');
  await userPage.screenshot({ path: `${SHOTS}/user-390.png`, fullPage: true });

  // Anybody but an operator finds no console.
  await userPage.goto('/support-console');
  await expect(userPage.getByRole('heading', { name: /Page introuvable/ })).toBeVisible();
  await userPage.goto('/support#chat');
  await expect(chat.getByText('En direct')).toBeVisible();

  await signIn(operatorPage, OPERATOR);
  await operatorPage.goto('/support-console');
  await expect(operatorPage.getByRole('heading', { name: 'Console du support' })).toBeVisible();
  const item = operatorPage.getByRole('button', { name: /Camille Testeuse/ }).first();
  await expect(item.getByText('Pro · prioritaire')).toBeVisible();
  await item.click();
  await expect(operatorPage.getByText('en ligne', { exact: false }).first()).toBeVisible();
  // The user's message turns « Lu » once the operator has opened it.
  await expect(chat.getByText('Lu', { exact: true })).toBeVisible();
  await operatorPage.getByLabel(/Votre réponse/).fill('Bonjour ! Je regarde votre export tout de suite.');
  await operatorPage.getByRole('button', { name: 'Répondre' }).click();
  await operatorPage.screenshot({ path: `${SHOTS}/console-1280.png`, fullPage: true });

  // Live, without a reload: the answer and the operator's first name only.
  await expect(chat.getByText('Bonjour ! Je regarde votre export tout de suite.')).toBeVisible();
  await expect(chat.getByText('Inès · Paraphe')).toBeVisible();
  await expect(chat.getByText(OPERATOR.email)).toHaveCount(0);
  await userPage.screenshot({ path: `${SHOTS}/user-390-answered.png`, fullPage: true });
  await userPage.setViewportSize({ width: 1280, height: 900 });
  await userPage.screenshot({ path: `${SHOTS}/user-1280.png`, fullPage: true });

  // The user leaves; the console says so, and the next answer goes out by e-mail.
  await userContext.close();
  await expect(operatorPage.getByText('hors ligne', { exact: false })).toBeVisible();
  await operatorPage.getByLabel(/Votre réponse/).fill('C’est corrigé, vous pouvez réessayer.');
  await operatorPage.getByRole('button', { name: 'Répondre' }).click();
  await expect
    .poll(async () => {
      const response = await operatorContext.request.get('/api/dev/mails', { params: { to: user.email } });
      const mails = (await response.json()) as Array<{ subject: string; text: string }>;
      return mails.find((mail) => mail.subject === 'Nouvelle réponse du support Paraphe')?.text ?? '';
    })
    .toContain('C’est corrigé, vous pouvez réessayer.');

  await operatorPage.getByRole('button', { name: 'Marquer comme résolue' }).click();
  await expect(operatorPage.getByText('Résolue', { exact: true })).toBeVisible();
  await operatorContext.close();
});
