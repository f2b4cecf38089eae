// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractsPage } from '#client/features/contracts/contracts-page.tsx';
import { contractFixture, fakeApi, renderScreen } from '#client/testing/render-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contracts screen, against a fake API', () => {
  it('lists the contracts the API answers, and deletes one only once the dialog is confirmed', async () => {
    const spring = contractFixture({ title: 'Campagne printemps' });
    const summer = contractFixture({ title: 'Campagne été' });
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
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Campagne printemps »' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Le contrat « Campagne printemps » sera définitivement supprimé.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Campagne printemps »' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/contracts/${spring.id}`,
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
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
