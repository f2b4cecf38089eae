// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type UpcomingItem, upcomingSchema } from '#shared/api/tracker.ts';
import { UpcomingPanel } from '#client/features/dashboard/components/upcoming-panel.tsx';
import { fakeApi, renderScreen } from '#client/testing/render-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const contractA = '00000000-0000-4000-8000-00000000c001';
const contractB = '00000000-0000-4000-8000-00000000c002';

function item(overrides: Partial<UpcomingItem> & Pick<UpcomingItem, 'itemId' | 'label' | 'dueOn'>): UpcomingItem {
  return {
    contractId: contractA,
    contractTitle: 'Campagne printemps',
    kind: 'publication',
    late: false,
    statusLabel: 'À venir',
    ...overrides,
  };
}

const panel = () => screen.getByRole('region', { name: 'À venir' });

describe('the dashboard’s « À venir » panel', () => {
  it('lists the late items first, marked « En retard », each linking to its contract’s tracker', async () => {
    const upcoming = upcomingSchema.parse({
      lateCount: 1,
      items: [
        item({ itemId: '00000000-0000-4000-8000-0000000000a1', label: 'Instagram · Reel', dueOn: '2027-03-14' }),
        item({
          itemId: '00000000-0000-4000-8000-0000000000a2',
          label: 'Rémunération',
          kind: 'payment',
          dueOn: '2027-03-20',
          late: true,
          statusLabel: 'En retard',
          contractId: contractB,
          contractTitle: 'Lancement été',
        }),
        item({ itemId: '00000000-0000-4000-8000-0000000000a3', label: 'TikTok · Vidéo', dueOn: '2027-03-12' }),
      ],
    });
    fakeApi({ 'GET /api/tracker/upcoming': { body: upcoming } });
    renderScreen(<UpcomingPanel />, { path: '/dashboard' });

    const list = await within(panel()).findByRole('list', { name: 'Échéances à venir' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Rémunération.*Lancement été.*20 mars 2027.*En retard$/),
      expect.stringMatching(/^TikTok · Vidéo.*12 mars 2027$/),
      expect.stringMatching(/^Instagram · Reel.*14 mars 2027$/),
    ]);
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      `/contracts/${contractB}/suivi`,
      `/contracts/${contractA}/suivi`,
      `/contracts/${contractA}/suivi`,
    ]);
    expect(within(panel()).getByText('1 en retard')).toBeDefined();
  });

  it('says there is nothing to come when the list is empty', async () => {
    fakeApi({ 'GET /api/tracker/upcoming': { body: { items: [], lateCount: 0 } } });
    renderScreen(<UpcomingPanel />, { path: '/dashboard' });
    expect(await within(panel()).findByText(/Rien à venir pour l’instant/)).toBeDefined();
    expect(within(panel()).queryByRole('list')).toBeNull();
  });
});
