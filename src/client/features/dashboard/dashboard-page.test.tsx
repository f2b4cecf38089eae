// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '#client/features/dashboard/dashboard-page.tsx';
import { contractFixture, contractPage, fakeApi, renderScreen } from '#client/testing/render-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const balance = {
  remaining: 2,
  monthlyAllowance: 3,
  monthlyRemaining: 2,
  topupRemaining: 0,
  unlimited: false,
  periodEnd: '2026-12-01T00:00:00+01:00',
};

function recentSection() {
  return screen.getByRole('region', { name: 'Contrats récents' });
}

describe('the dashboard, against a fake API', () => {
  it('greets a new user and shows the month’s figures and the one empty state', async () => {
    fakeApi({
      'GET /api/contracts': { body: contractPage([]) },
      'GET /api/contracts/count': { body: { count: 0 } },
      'GET /api/credits/balance': { body: balance },
      'GET /api/signatures/rate': { body: { sent: 4, signed: 3, rate: 0.75, windowDays: 90 } },
    });
    renderScreen(<DashboardPage />, { path: '/dashboard' });

    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour, Camille' })).toBeDefined();
    expect((await screen.findByTestId('signature-rate')).textContent).toBe('75 %');
    expect((await screen.findByTestId('contracts-this-month')).textContent).toBe('0');
    expect(await within(recentSection()).findByRole('heading', { name: 'Aucun contrat pour l’instant' })).toBeDefined();
    expect(within(recentSection()).getByRole('link', { name: 'Créer un contrat' }).getAttribute('href')).toBe(
      '/create-contract',
    );
  });

  it('lists the five most recent contracts the API answers, each with its actions', async () => {
    const contracts = Array.from({ length: 6 }, (_, index) => contractFixture({ title: `Contrat ${index + 1}` }));
    // The API answers the page asked for: at most `limit` contracts.
    const api = fakeApi({
      'GET /api/contracts': ({ query }) => ({
        body: contractPage(contracts.slice(0, Number(query.get('limit') ?? 30)), { total: 6, nextCursor: 'suite' }),
      }),
      'GET /api/contracts/count': { body: { count: 6 } },
      'GET /api/credits/balance': { body: balance },
      'GET /api/signatures/rate': { body: { sent: 0, signed: 0, rate: null, windowDays: 90 } },
    });
    renderScreen(<DashboardPage />, { path: '/dashboard' });

    await within(recentSection()).findByText('Contrat 1');
    const listed = [...recentSection().querySelectorAll('li[data-contract-id]')].map((item) =>
      item.getAttribute('data-contract-id'),
    );
    expect(listed).toEqual(contracts.slice(0, 5).map((contract) => contract.id));
    expect(within(recentSection()).queryByText('Contrat 6')).toBeNull();
    expect(api.calls.filter((call) => call.path === '/api/contracts').map((call) => call.query.get('limit'))).toEqual([
      '5',
    ]);
    expect(
      within(recentSection()).getByRole('link', { name: 'Voir le contrat « Contrat 1 »' }).getAttribute('href'),
    ).toBe(`/contract-preview?id=${contracts[0]!.id}`);
    expect(screen.getByTestId('signature-rate').textContent).toBe('—');
  });
});
