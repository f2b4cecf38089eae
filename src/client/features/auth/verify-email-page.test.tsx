// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { VerifyEmailPage } from '#client/features/auth/verify-email-page.tsx';
import { sessionStore } from '#client/lib/session-store.ts';
import { fakeApi, renderScreen, testUser } from '#client/testing/render-screen.tsx';

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

function VerifyRequired() {
  const state = useLocation().state as { email?: string; reason?: string } | null;
  return (
    <h1>
      Lien refusé pour {state?.email} ({state?.reason})
    </h1>
  );
}

const unverified = { ...testUser, isEmailVerified: false };

function renderPage(path: string) {
  renderScreen(
    <>
      <Routes>
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/verify-required" element={<VerifyRequired />} />
      </Routes>
      <Toaster />
    </>,
    { path, user: unverified },
  );
}

describe('the e-mail confirmation screen, against a fake API', () => {
  it('sends the token once, then says the account is active and learns it in the session', async () => {
    const api = fakeApi({
      'POST /api/auth/verify-email': { status: 204 },
      'GET /api/me': { body: { ...unverified, isEmailVerified: true } },
    });
    renderPage('/verify-email?token=jeton-du-mail');

    expect(screen.getByRole('heading', { name: 'Vérification en cours' })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Configurer mon compte' }).getAttribute('href')).toBe('/onboarding');
    expect(await screen.findByText(messages.verifySucceeded)).toBeDefined();
    const verifications = api.calls.filter((call) => call.path === '/api/auth/verify-email');
    expect(verifications).toMatchObject([
      { method: 'POST', path: '/api/auth/verify-email', body: { token: 'jeton-du-mail' } },
    ]);
    await vi.waitFor(() => expect(sessionStore.getState().user?.isEmailVerified).toBe(true));
  });

  it('takes a refused link to the screen that explains it, with the address known', async () => {
    fakeApi({ 'POST /api/auth/verify-email': { status: 400, body: { error: { code: 'INVALID_TOKEN' } } } });
    renderPage('/verify-email?token=perime');

    expect(
      await screen.findByRole('heading', { name: `Lien refusé pour ${unverified.email} (invalid-link)` }),
    ).toBeDefined();
    expect(await screen.findByText(messages.verifyLinkInvalid)).toBeDefined();
  });

  it('sends nothing for a link without a token', async () => {
    const api = fakeApi({});
    renderPage('/verify-email');

    expect(await screen.findByRole('heading', { name: /^Lien refusé pour/ })).toBeDefined();
    expect(api.calls).toEqual([]);
  });
});
