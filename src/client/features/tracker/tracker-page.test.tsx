// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '#shared/messages.ts';
import { TrackerPage } from '#client/features/tracker/tracker-page.tsx';
import { fakeApi, renderScreen } from '#client/testing/render-screen.tsx';
import { trackerFixture, trackerIds } from '#client/testing/tracker-fixture.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const trackerUrl = `/api/contracts/${trackerIds.contract}/tracker`;

function renderPage() {
  renderScreen(
    <Routes>
      <Route path="/contracts/:id/suivi" element={<TrackerPage />} />
    </Routes>,
    { path: `/contracts/${trackerIds.contract}/suivi` },
  );
}

describe('the owner’s tracker page, against a fake API', () => {
  it('asks the tracker of the contract in the address and shows it under « Suivi du contrat »', async () => {
    const { calls } = fakeApi({ [`GET ${trackerUrl}`]: { body: trackerFixture() } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Suivi du contrat' })).toBeDefined();
    expect(screen.getByText('Chargement du suivi…')).toBeDefined();
    expect(await screen.findByRole('region', { name: 'Paiements' })).toBeDefined();
    expect(screen.getAllByText('Campagne printemps').length).toBeGreaterThan(0);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${trackerUrl}`]);
  });

  it('says the tracking starts at signature when the contract is not signed (409), and links to the contract', async () => {
    fakeApi({
      [`GET ${trackerUrl}`]: {
        status: 409,
        body: { error: { code: 'CONTRACT_NOT_SIGNED', message: 'Le suivi commence à la signature du contrat' } },
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Le suivi commence à la signature du contrat.' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Voir le contrat' }).getAttribute('href')).toBe(
      `/contract-preview?id=${trackerIds.contract}`,
    );
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('shows a failure with « Réessayer », which asks again and shows the tracker', async () => {
    let failing = true;
    const { calls } = fakeApi({
      [`GET ${trackerUrl}`]: () =>
        failing
          ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'indisponible' } } }
          : { body: trackerFixture() },
    });
    renderPage();
    expect(await screen.findByText(errorMessages.SERVICE_UNAVAILABLE)).toBeDefined();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Publications' })).toBeDefined();
    expect(calls).toHaveLength(2);
  });

  it('says when the contract is not found', async () => {
    fakeApi({});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Contrat introuvable' })).toBeDefined();
  });
});
