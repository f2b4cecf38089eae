// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages, messages } from '#shared/messages.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { ForgotPasswordPage } from '#client/features/auth/forgot-password-page.tsx';
import { fakeApi, renderScreen } from '#client/testing/render-screen.tsx';

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  renderScreen(
    <>
      <Routes>
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/login" element={<h1>Connexion</h1>} />
      </Routes>
      <Toaster />
    </>,
    { path: '/forgot-password' },
  );
}

function ask(email: string) {
  fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
}

describe('the forgotten password screen, against a fake API', () => {
  it('sends the address typed, says a link is on its way and goes back to login', async () => {
    const api = fakeApi({ 'POST /api/auth/forgot-password': { status: 204 } });
    renderPage();
    ask('camille@example.fr');

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeDefined();
    expect(await screen.findByText(messages.forgotPasswordSent)).toBeDefined();
    expect(api.calls).toMatchObject([
      { method: 'POST', path: '/api/auth/forgot-password', body: { email: 'camille@example.fr' } },
    ]);
  });

  it('never says whether the account exists: a refusal reads like a success', async () => {
    fakeApi({ 'POST /api/auth/forgot-password': { status: 404, body: { error: { code: 'NOT_FOUND' } } } });
    renderPage();
    ask('inconnu@example.fr');

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeDefined();
    expect(await screen.findByText(messages.forgotPasswordSent)).toBeDefined();
  });

  it('stays on the screen and says to wait when the server limits the requests', async () => {
    fakeApi({ 'POST /api/auth/forgot-password': { status: 429, body: { error: { code: 'RATE_LIMITED' } } } });
    renderPage();
    ask('camille@example.fr');

    expect(await screen.findByText(errorMessages.RATE_LIMITED)).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Mot de passe oublié' })).toBeDefined();
    expect(screen.queryByText(messages.forgotPasswordSent)).toBeNull();
  });

  it('says on the field when the address is not one, and sends nothing', async () => {
    const api = fakeApi({});
    renderPage();
    ask('camille.example.fr');

    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeDefined();
    expect(screen.getByLabelText('Adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });
});
