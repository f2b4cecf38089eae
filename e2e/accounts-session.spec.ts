import type { Page } from '@playwright/test';
import { expect, registerThroughApi, submitLogin, test, toast } from './support/accounts.ts';

/**
 * The client session of the architecture page: the access token in memory only, the refresh
 * token in an HttpOnly cookie, one refresh at a time, and what happens when it is refused.
 */

type ApiCall = { path: string; status: number; token: string };

/**
 * Makes the page's current access token stale, as if its 15 minutes had passed: from `expire()`
 * on, every API request that still carries it reaches the server with its signature spoilt, so
 * the server itself answers 401. Records what the server answered to each API request.
 */
async function controlAccessToken(page: Page) {
  let current = '';
  let stale: string | null = null;
  const calls: ApiCall[] = [];
  const refreshes: number[] = [];

  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes.push(Date.now());
  });
  page.on('response', async (response) => {
    if (!/\/api\/auth\/(login|refresh)$/.test(response.url()) || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as { accessToken?: string } | null;
    if (body?.accessToken) current = body.accessToken;
  });
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth/'),
    async (route) => {
      const headers = route.request().headers();
      const token = (headers.authorization ?? '').replace(/^Bearer /, '');
      const spoilt = stale !== null && token === stale;
      const response = await route.fetch({
        headers: spoilt ? { ...headers, authorization: `Bearer ${token.slice(0, -4)}AAAA` } : headers,
      });
      calls.push({ path: new URL(route.request().url()).pathname, status: response.status(), token });
      await route.fulfill({ response });
    },
  );

  return {
    calls,
    refreshes,
    currentToken: () => current,
    expire() {
      expect(current, 'la page doit avoir un jeton').not.toBe('');
      stale = current;
      calls.length = 0;
      refreshes.length = 0;
      return stale;
    },
  };
}

test('an expired access token is refreshed once while two requests wait, and both succeed', async ({ page }) => {
  const user = await registerThroughApi(page.request, 'jeton', { verified: true });
  const tokens = await controlAccessToken(page);
  await page.goto('/profile');
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profil', exact: true })).toBeVisible();

  // A token carries its issue time in whole seconds: a refresh within the same second as the
  // login would sign the very same token. Fifteen minutes later it never would; here, let the
  // second turn.
  const issuedAt = (
    JSON.parse(Buffer.from(tokens.currentToken().split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
    }
  ).iat;
  await page.waitForTimeout(Math.max(0, (issuedAt + 1) * 1000 - Date.now() + 50));
  const stale = tokens.expire();
  // The dashboard asks for several things at once (contracts, their count…), all with the stale token.
  const sidebar = page.getByRole('complementary', { name: 'Menu latéral' });
  await sidebar.getByRole('link', { name: 'Tableau de bord', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Bonjour, ${user.firstName}` })).toBeVisible();
  // Wait until every refused request has had its answer with a fresh token.
  const pendingReplays = () => {
    const fresh = tokens.currentToken();
    if (fresh === stale) return Number.POSITIVE_INFINITY;
    return tokens.calls.filter(
      (call) => call.token === stale && !tokens.calls.some((o) => o.path === call.path && o.token === fresh),
    ).length;
  };
  await expect.poll(() => tokens.calls.filter((call) => call.token === stale).length).toBeGreaterThanOrEqual(2);
  await expect.poll(pendingReplays).toBe(0);

  const refused = tokens.calls.filter((call) => call.token === stale);
  expect(refused.length, JSON.stringify(tokens.calls)).toBeGreaterThanOrEqual(2);
  for (const call of refused) expect(call.status).toBe(401);
  expect(tokens.refreshes).toHaveLength(1);
  const fresh = tokens.currentToken();
  expect(fresh).not.toBe(stale);
  // Every refused request was replayed once, with the new token, and succeeded.
  for (const call of refused) {
    const replays = tokens.calls.filter((other) => other.path === call.path && other.token === fresh);
    expect(replays.length, call.path).toBeGreaterThanOrEqual(1);
    expect(replays[0]?.status, call.path).toBe(200);
  }
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a refused refresh on a protected screen ends the session and goes home', async ({ page, context }) => {
  const user = await registerThroughApi(page.request, 'expire', { verified: true });
  const tokens = await controlAccessToken(page);
  await page.goto('/profile');
  await submitLogin(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Profil', exact: true })).toBeVisible();

  // The refresh cookie is gone (its 30 days are over): the next refresh is refused.
  await context.clearCookies();
  tokens.expire();
  await page.getByRole('complementary', { name: 'Menu latéral' }).getByRole('link', { name: 'Mes contrats' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Votre session a expiré. Veuillez vous reconnecter.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
  expect(tokens.refreshes).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('tokens stay out of localStorage; a reload signs in again through the HttpOnly cookie', async ({
  page,
  context,
}) => {
  const user = await registerThroughApi(page.request, 'stockage', { verified: true });
  const tokens = await controlAccessToken(page);
  await page.goto('/login');
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  expect(Object.keys(stored).sort()).toEqual(['user', 'userDetails']);
  expect(JSON.stringify(stored)).not.toContain(tokens.currentToken());
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'refresh_token');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('refresh_token');

  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('heading', { name: `Bonjour, ${user.firstName}` })).toBeVisible();
});
