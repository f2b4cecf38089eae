// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContractsPage } from '#client/features/contracts/contracts-page.tsx';
import { contractFixture, contractPage, fakeApi, renderScreen } from '#client/testing/render-screen.tsx';

type HappyWindow = { happyDOM: { setViewport(viewport: { width: number; height: number }): void } };

// A phone: the list is cards (contracts-table.test.tsx covers the wide screen's table).
beforeEach(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width: 390, height: 844 }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contracts screen, against a fake API', () => {
  it('lists the contracts as cards whose title opens the editor, and deletes one from its menu once confirmed', async () => {
    const spring = contractFixture({ title: 'Campagne printemps' });
    const summer = contractFixture({ title: 'Campagne été', status: 'exported' });
    let stored = [spring, summer];
    const api = fakeApi({
      'GET /api/contracts': () => ({ body: contractPage(stored) }),
      [`DELETE /api/contracts/${spring.id}`]: () => {
        stored = [summer];
        return { status: 204 };
      },
    });
    renderScreen(<ContractsPage />, { path: '/contracts' });

    const list = await screen.findByRole('list', { name: 'Contrats' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Campagne printemps',
      'Campagne été',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Campagne printemps' }).getAttribute('href')).toBe(
      `/create-contract-v2?id=${spring.id}`,
    );
    expect(cards[1]!.textContent).toContain('Rémunéré');
    expect(cards[1]!.textContent).toContain('Exporté');
    // One labelled menu per card, no row of icon buttons.
    expect(
      within(cards[1]!)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Actions du contrat « Campagne été »']);

    const openMenu = async () => {
      fireEvent.keyDown(screen.getByRole('button', { name: 'Actions du contrat « Campagne printemps »' }), {
        key: ' ',
      });
      return screen.findByRole('menu', { name: 'Actions du contrat « Campagne printemps »' });
    };
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Le contrat « Campagne printemps » sera définitivement supprimé.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Supprimer' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/contracts/${spring.id}`,
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows card outlines while the list loads', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    renderScreen(<ContractsPage />, { path: '/contracts' });
    expect(await screen.findByText('Chargement de vos contrats…')).toBeDefined();
    answer(Response.json(contractPage([contractFixture({ title: 'Arrivé' })])));
    expect(await screen.findByRole('heading', { name: 'Arrivé' })).toBeDefined();
    expect(screen.queryByTestId('contracts-loading')).toBeNull();
  });

  it('says when no contract matches the search, and clears it', async () => {
    const summer = contractFixture({ title: 'Campagne été' });
    const api = fakeApi({
      'GET /api/contracts': ({ query }) => ({
        body: query.has('q') ? contractPage([], { total: 1, matching: 0 }) : contractPage([summer]),
      }),
    });
    renderScreen(<ContractsPage />, { path: '/contracts?q=introuvable' });
    expect(await screen.findByRole('heading', { name: 'Aucun contrat ne correspond' })).toBeDefined();
    expect(screen.getByTestId('contracts-count').textContent).toBe('0 contrat trouvé sur 1');
    expect(api.calls[0]?.query.get('q')).toBe('introuvable');
    fireEvent.click(screen.getByRole('button', { name: 'Effacer la recherche et les filtres' }));
    expect(await screen.findByRole('heading', { name: 'Campagne été' })).toBeDefined();
  });

  it('asks the server for the search once the typing pauses, with the filters, keeping the list meanwhile', async () => {
    const summer = contractFixture({ title: 'Campagne été' });
    const gift = contractFixture({ title: 'Coffret', type: 'GIFT' });
    const api = fakeApi({
      'GET /api/contracts': ({ query }) => {
        const found = query.get('q') === 'ete' ? [summer] : [summer, gift];
        return { body: contractPage(found, { total: 2, matching: found.length }) };
      },
    });
    renderScreen(<ContractsPage />, { path: '/contracts?type=PAID,UGC&statut=draft' });
    expect(await screen.findByRole('heading', { name: 'Coffret' })).toBeDefined();
    expect(api.calls[0]?.query.get('types')).toBe('PAID,UGC');
    expect(api.calls[0]?.query.get('statuses')).toBe('draft');

    const search = screen.getByRole('searchbox', { name: 'Rechercher un contrat par titre, marque ou créateur' });
    for (const typed of ['e', 'et', 'ete']) fireEvent.change(search, { target: { value: typed } });
    // What was typed shows at once; the list stays until the answer comes.
    expect((search as HTMLInputElement).value).toBe('ete');
    expect(screen.getByRole('heading', { name: 'Coffret' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Coffret' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Campagne été' })).toBeDefined();
    expect(screen.getByTestId('contracts-count').textContent).toBe('1 contrat trouvé sur 2');
    // One request for the pause, not one per letter.
    expect(api.calls.map((call) => call.query.get('q'))).toEqual([null, 'ete']);
  });

  it('loads the next page on « Afficher plus », and says so when it fails without losing the first', async () => {
    const first = [contractFixture({ title: 'Premier' }), contractFixture({ title: 'Deuxième' })];
    const last = contractFixture({ title: 'Troisième' });
    let failNext = true;
    const api = fakeApi({
      'GET /api/contracts': ({ query }) => {
        if (!query.has('cursor')) return { body: contractPage(first, { nextCursor: 'suite', total: 3 }) };
        if (failNext) {
          return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Indisponible' } } };
        }
        return { body: contractPage([last], { later: true }) };
      },
    });
    renderScreen(<ContractsPage />, { path: '/contracts' });
    expect(await screen.findByRole('heading', { name: 'Deuxième' })).toBeDefined();
    expect(screen.getByTestId('contracts-count').textContent).toBe('3 contrats');

    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de contrats (1)' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Les contrats suivants n’ont pas pu être chargés.',
    );
    expect(screen.getByRole('heading', { name: 'Premier' })).toBeDefined();

    failNext = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Troisième' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Premier',
      'Deuxième',
      'Troisième',
    ]);
    expect(screen.queryByTestId('more-contracts')).toBeNull();
    expect(api.calls.filter((call) => call.query.get('cursor') === 'suite')).toHaveLength(2);
  });

  it('shows the one empty state with its « Créer un contrat » link when the API has no contract', async () => {
    fakeApi({ 'GET /api/contracts': { body: contractPage([]) } });
    renderScreen(<ContractsPage />, { path: '/contracts' });
    expect(await screen.findByRole('heading', { name: 'Aucun contrat pour l’instant' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Créer un contrat' }).getAttribute('href')).toBe('/create-contract');
  });

  it('says the list could not be loaded when the API fails, and loads it again on « Réessayer »', async () => {
    let failing = true;
    fakeApi({
      'GET /api/contracts': () =>
        failing
          ? { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'Erreur interne' } } }
          : { body: contractPage([contractFixture({ title: 'Revenu' })]) },
    });
    renderScreen(<ContractsPage />, { path: '/contracts' });
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Revenu' })).toBeDefined();
  });
});
