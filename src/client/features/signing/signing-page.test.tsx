// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SigningView, signingViewSchema } from '#shared/api/signatures.ts';
import { SigningPage } from '#client/features/signing/signing-page.tsx';
import { fakeApi, renderScreen } from '#client/testing/render-screen.tsx';
import { trackerFixture } from '#client/testing/tracker-fixture.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'lien-de-la-marque';

function signingView(overrides: Partial<SigningView> = {}): SigningView {
  return signingViewSchema.parse({
    contractTitle: 'Campagne printemps',
    ownerName: 'Camille Martin',
    state: 'completed',
    expiresAt: '2027-03-30T00:00:00.000Z',
    documentSha256: 'a'.repeat(64),
    signer: {
      name: 'Inès Durand',
      email: 'ines@lumiere.fr',
      state: 'signed',
      signedAt: '2027-03-01T10:00:00.000Z',
      isSender: false,
    },
    waitingForOthers: false,
    codeSentTo: null,
    codeVerified: true,
    codeAttemptsLeft: 5,
    otherSigners: [{ name: 'Camille Martin', state: 'signed' }],
    ...overrides,
  });
}

function renderPage() {
  renderScreen(
    <Routes>
      <Route path="/signer/:token" element={<SigningPage />} />
    </Routes>,
    { path: `/signer/${token}` },
  );
}

describe('the signing link once the contract is signed', () => {
  it('shows « Suivi du contrat » with the tracker of this link, and the buttons of the signer’s side', async () => {
    const { calls } = fakeApi({
      [`GET /api/sign/${token}`]: { body: signingView() },
      [`GET /api/sign/${token}/tracker`]: { body: trackerFixture({ side: 'brand', canEditSchedule: false }) },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Suivi du contrat' });
    expect(await within(section).findByRole('region', { name: 'Paiements' })).toBeDefined();
    expect(within(section).getByRole('button', { name: 'Déclarer le paiement envoyé' })).toBeDefined();
    expect(within(section).queryByRole('button', { name: 'Modifier l’échéancier' })).toBeNull();
    expect(calls.map((call) => call.path)).toContain(`/api/sign/${token}/tracker`);
  });

  it('asks for no tracker while the request still waits for signatures', async () => {
    const { calls } = fakeApi({
      [`GET /api/sign/${token}`]: {
        body: signingView({
          state: 'pending',
          otherSigners: [{ name: 'Camille Martin', state: 'pending' }],
        }),
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Vous avez signé ce contrat' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Suivi du contrat' })).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/tracker'))).toBe(false);
  });
});
