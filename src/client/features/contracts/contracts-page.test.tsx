// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContractsPage } from '#client/features/contracts/contracts-page.tsx';
import { contractFixture, fakeApi, renderScreen } from '#client/testing/render-screen.tsx';

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
      'GET /api/contracts': () => ({ body: stored }),
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
    answer(Response.json([contractFixture({ title: 'Arrivé' })]));
    expect(await screen.findByRole('heading', { name: 'Arrivé' })).toBeDefined();
    expect(screen.queryByTestId('contracts-loading')).toBeNull();
  });

  it('says when no contract matches the search, and clears it', async () => {
    fakeApi({ 'GET /api/contracts': { body: [contractFixture({ title: 'Campagne été' })] } });
    renderScreen(<ContractsPage />, { path: '/contracts?q=introuvable' });
    expect(await screen.findByRole('heading', { name: 'Aucun contrat ne correspond' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer la recherche et les filtres' }));
    expect(await screen.findByRole('heading', { name: 'Campagne été' })).toBeDefined();
  });

  it('shows the one empty state with its « Créer un contrat » link when the API has no contract', async () => {
    fakeApi({ 'GET /api/contracts': { body: [] } });
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
          : { body: [contractFixture({ title: 'Revenu' })] },
    });
    renderScreen(<ContractsPage />, { path: '/contracts' });
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Revenu' })).toBeDefined();
  });
});
