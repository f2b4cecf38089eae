import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import type { Contract, ContractDraft } from '#shared/contract/schema.ts';
import type { ContractPage, ContractSummary } from '#shared/api/contracts.ts';

/**
 * Accounts for the contract journeys. A user is registered and verified through the API (the
 * verification link is read from the local outbox, GET /api/dev/mails), then signs in through
 * the login screen. The login, register and refresh answers are watched, so the tests can call
 * the API with the same bearer token as the page.
 */

import { visitorHeaders } from './contexts.ts';
import { releaseHeldSaves } from './editor.ts';

export const appURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
export const PASSWORD = 'Paraphe-Contrat-2026!';

export type TestUser = { email: string; password: string; firstName: string; lastName: string };

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@contrats.e2e.paraphe.test`.toLowerCase();
}

/** Sign-up and login are rate-limited per address: wait the Retry-After the server asks for. */
async function withRateLimitRetry(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await send();
    if (response.status() !== 429 || attempt >= 3) return response;
    const seconds = Number(response.headers()['retry-after'] ?? '20');
    await new Promise((resolve) => setTimeout(resolve, Math.min(65, Math.max(1, seconds)) * 1000));
  }
}

async function readVerificationToken(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await request.get(`${appURL}/api/dev/mails`, { params: { to: email } });
    const mails = (await response.json()) as Array<{ text: string; html: string }>;
    for (const mail of mails) {
      const match = /verify-email\?token=([^\s"&<]+)/.exec(`${mail.text} ${mail.html}`);
      if (match?.[1]) return decodeURIComponent(match[1]);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Aucun e-mail de vérification pour ${email}`);
}

export async function registerVerifiedUser(request: APIRequestContext, label: string): Promise<TestUser> {
  const user = { email: uniqueEmail(label), password: PASSWORD, firstName: 'Camille', lastName: 'Testeuse' };
  const registered = await withRateLimitRetry(() => request.post(`${appURL}/api/auth/register`, { data: user }));
  expect(registered.status(), await registered.text()).toBe(201);
  const token = await readVerificationToken(request, user.email);
  const verified = await request.post(`${appURL}/api/auth/verify-email`, { data: { token } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return user;
}

/** Keeps the access token of the page's latest login or refresh. */
export function watchAccessToken(page: Page): () => string {
  let token = '';
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\/api\/auth\/(login|refresh|register)$/.test(url) || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as { accessToken?: string } | null;
    if (body?.accessToken) token = body.accessToken;
  });
  return () => {
    if (!token) throw new Error('La page n’a pas encore de jeton d’accès');
    return token;
  };
}

export async function signIn(page: Page, user: TestUser): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill(user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const response = await answer;
    if (response.status() === 429) {
      const seconds = Number(response.headers()['retry-after'] ?? '20');
      await page.waitForTimeout(Math.min(65, Math.max(1, seconds)) * 1000);
      continue;
    }
    expect(response.status()).toBe(200);
    await expect(page).not.toHaveURL(/\/login/);
    return;
  }
  throw new Error('Connexion impossible : limite de tentatives');
}

/**
 * Renews the access token through the page, under the lock the app's own tabs take
 * (src/client/lib/token-refresh.ts). Refresh tokens rotate and a replayed one revokes the whole
 * session: a refresh sent from outside the browser could race one of the app's and sign every
 * tab out. A page caught navigating is asked again once it has loaded; a page away from the app
 * (a closed tab, a blank one) leaves the request to the context, where no tab can race it.
 */
async function refreshThroughPage(page: Page): Promise<string | null> {
  if (page.isClosed() || !page.url().startsWith(appURL)) {
    const response = await page.context().request.post(`${appURL}/api/auth/refresh`, { data: {} });
    return response.ok() ? ((await response.json()) as { accessToken: string }).accessToken : null;
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await page.evaluate(async () => {
        const send = async () => {
          const response = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' });
          return response.ok ? ((await response.json()) as { accessToken: string }).accessToken : null;
        };
        return navigator.locks ? navigator.locks.request('paraphe-token-refresh', send) : send();
      });
    } catch (error) {
      if (attempt >= 3 || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState();
    }
  }
}

/** The contract API with the page's own bearer token. */
export function contractsApi(page: Page, token: () => string) {
  const request = page.context().request;
  // A worker's shared account outlives an access token (15 min): on a 401, the page's refresh
  // cookie gets a fresh one, as the app itself does, and the call is made again.
  let renewed: string | null = null;
  const headers = () => ({ Authorization: `Bearer ${renewed ?? token()}` });
  const withRenewal = async (send: () => Promise<APIResponse>): Promise<APIResponse> => {
    const response = await send();
    if (response.status() !== 401) return response;
    const accessToken = await refreshThroughPage(page);
    if (!accessToken) return response;
    renewed = accessToken;
    return send();
  };
  return {
    async create(draft: ContractDraft): Promise<Contract> {
      const response = await withRenewal(() =>
        request.post(`${appURL}/api/contracts`, { data: draft, headers: headers() }),
      );
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as Contract;
    },
    /** Every current contract's summary, page after page. */
    async list(): Promise<ContractSummary[]> {
      const summaries: ContractSummary[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
        const response = await withRenewal(() =>
          request.get(`${appURL}/api/contracts${query}`, { headers: headers() }),
        );
        expect(response.ok()).toBe(true);
        const page = (await response.json()) as ContractPage;
        summaries.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return summaries;
    },
    async get(id: string): Promise<Contract> {
      const response = await withRenewal(() => request.get(`${appURL}/api/contracts/${id}`, { headers: headers() }));
      expect(response.ok()).toBe(true);
      return (await response.json()) as Contract;
    },
    /** Spends a credit (first export of this version) and answers the PDF's address. */
    async export(id: string): Promise<string> {
      const response = await withRenewal(() =>
        request.post(`${appURL}/api/contracts/${id}/export`, { headers: headers() }),
      );
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { downloadUrl: string }).downloadUrl;
    },
    /** Sends an exported contract for signature to the signatories it names. */
    async send(id: string): Promise<void> {
      const response = await withRenewal(() =>
        request.post(`${appURL}/api/contracts/${id}/signature-requests`, {
          data: { ordered: false, expiresInDays: 30 },
          headers: headers(),
        }),
      );
      expect(response.status(), await response.text()).toBe(201);
    },
    /** An exported or sent contract, marked signed by hand (signed outside Paraphe). */
    async markSigned(id: string): Promise<Contract> {
      const response = await withRenewal(() =>
        request.post(`${appURL}/api/contracts/${id}/mark-signed`, { headers: headers() }),
      );
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as Contract;
    },
    async download(downloadUrl: string): Promise<Buffer> {
      const response = await withRenewal(() => request.get(`${appURL}${downloadUrl}`, { headers: headers() }));
      expect(response.status()).toBe(200);
      return response.body();
    },
  };
}

export type Account = {
  user: TestUser;
  context: BrowserContext;
  page: Page;
  api: ReturnType<typeof contractsApi>;
};

async function openAccount(browser: import('@playwright/test').Browser, label: string): Promise<Account> {
  const context = await browser.newContext({
    extraHTTPHeaders: visitorHeaders(),
    baseURL: appURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  // Leaving with unsaved changes: the browser's own prompt is accepted (the tests that check it listen too).
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  const token = watchAccessToken(page);
  const user = await registerVerifiedUser(context.request, label);
  await signIn(page, user);
  return { user, context, page, api: contractsApi(page, token) };
}

/**
 * `account`: a user of its own for each test (a fresh credit allowance, an empty list).
 * `sharedAccount`: one user per worker, signed in once, for the journeys that only add their
 * own uniquely named contracts: it spares the rate-limited sign-up and login.
 */
export const test = base.extend<{ account: Account; releaseSaves: undefined }, { sharedAccount: Account }>({
  // After each test: the saves it held (support/editor.ts) go through again.
  releaseSaves: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(undefined);
      await releaseHeldSaves();
    },
    { auto: true },
  ],
  account: async ({ browser }, use, testInfo) => {
    const account = await openAccount(browser, `t${testInfo.workerIndex}`);
    await use(account);
    await account.context.close();
  },
  sharedAccount: [
    async ({ browser }, use, workerInfo) => {
      const account = await openAccount(browser, `w${workerInfo.workerIndex}`);
      await use(account);
      await account.context.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { expect };

export function uniqueTitle(label: string): string {
  return `${label} ${randomUUID().slice(0, 6)}`;
}
