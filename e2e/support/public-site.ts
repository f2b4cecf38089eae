import { type APIRequestContext, expect } from '@playwright/test';
import type { DevMail } from '#shared/api/auth.ts';
import type { PersonalDataExport } from '#shared/api/privacy.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { appURL, registerVerifiedUser, type TestUser } from './contracts-account.ts';
import { visitorHeaders } from './contexts.ts';

/** What Paraphe holds on a user, read through the API as the profile's button downloads it. */
export async function exportThroughApi(request: APIRequestContext, user: TestUser): Promise<PersonalDataExport> {
  const login = await request.post(`${appURL}/api/auth/login`, {
    data: { email: user.email, password: user.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await request.get(`${appURL}/api/me/export`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as PersonalDataExport;
}

/** Signs addresses up to the waiting list as many visitors would (each post from an address of its own). */
export async function fillWaitlist(request: APIRequestContext, count: number, label: string): Promise<void> {
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, index) =>
      request.post(`${appURL}/api/waitlist`, {
        headers: visitorHeaders(),
        multipart: { EMAIL: `${label}-${start + index}@liste.e2e.paraphe.test`, locale: 'fr' },
      }),
    );
    for (const response of await Promise.all(batch)) expect(response.status()).toBe(200);
  }
}

/** The mails the local outbox holds for an address (GET /api/dev/mails). */
export async function mailsTo(request: APIRequestContext, to: string): Promise<DevMail[]> {
  const response = await request.get(`${appURL}/api/dev/mails`, { params: { to } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as DevMail[];
}

/** Another person's account with a contract of theirs, made through the API from an address of its own. */
export async function otherUserWithContract(
  playwright: typeof import('@playwright/test').request,
  title: string,
): Promise<{ user: TestUser; contractId: string }> {
  const request = await playwright.newContext({ extraHTTPHeaders: visitorHeaders() });
  try {
    const user = await registerVerifiedUser(request, 'autre');
    const login = await request.post(`${appURL}/api/auth/login`, {
      data: { email: user.email, password: user.password },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const response = await request.post(`${appURL}/api/contracts`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { ...createDefaultContract('UGC'), title },
    });
    expect(response.status(), await response.text()).toBe(201);
    return { user, contractId: ((await response.json()) as { id: string }).id };
  } finally {
    await request.dispose();
  }
}

/** The legal pages, each with the title of its heading. */
export const LEGAL_PAGES = [
  ['/conditions', 'Conditions générales d’utilisation'],
  ['/confidentialite', 'Politique de confidentialité'],
  ['/mentions-legales', 'Mentions légales'],
] as const;
