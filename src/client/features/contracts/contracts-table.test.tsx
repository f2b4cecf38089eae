// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '#shared/contract/schema.ts';
import { ContractsPage } from '#client/features/contracts/contracts-page.tsx';
import { contractFixture, contractPage, fakeApi, renderScreen, testUser } from '#client/testing/render-screen.tsx';

/** The list on a 1280 px screen: a table, one « … » menu per row. */

type HappyWindow = { happyDOM: { setViewport(viewport: { width: number; height: number }): void } };
const setViewportWidth = (width: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

beforeEach(() => setViewportWidth(1280));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function withParties(overrides: Partial<Contract>, brand: string, creator: string): Contract {
  const contract = contractFixture(overrides);
  return {
    ...contract,
    parties: {
      ...contract.parties,
      creator: { ...contract.parties.creator, name: brand },
      influencer: { ...contract.parties.influencer, name: creator },
    },
  };
}

function EditorProbe() {
  const location = useLocation();
  return <h1>Éditeur {location.search}</h1>;
}

function renderList(user = testUser) {
  renderScreen(
    <Routes>
      <Route path="/contracts" element={<ContractsPage />} />
      <Route path="/create-contract-v2" element={<EditorProbe />} />
    </Routes>,
    { path: '/contracts', user },
  );
}

/** Opens a row's menu from the keyboard, as Radix listens to it, and returns its item names. */
async function openMenu(title: string) {
  const trigger = await screen.findByRole('button', { name: `Actions du contrat « ${title} »` });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  const menu = await screen.findByRole('menu', { name: `Actions du contrat « ${title} »` });
  return {
    trigger,
    menu,
    items: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}

describe('the contracts table, against a fake API', () => {
  it('shows one row per contract with title link, brand, type, status and the Paris date, for a creator', async () => {
    const paid = withParties(
      { title: 'Campagne été', type: 'PAID', updatedAt: '2026-11-30T23:30:00.000Z' },
      'Maison Lumière',
      'Léa Martin',
    );
    const gift = withParties({ title: 'Coffret', type: 'GIFT', status: 'signed' }, '', 'Léa Martin');
    fakeApi({ 'GET /api/contracts': { body: contractPage([paid, gift]) } });
    renderList();

    const table = await screen.findByRole('table', { name: 'Contrats' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Titre', 'Marque', 'Type', 'Statut', 'Modifié le', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(cells(first!)).toEqual(['Maison Lumière', 'Rémunéré', 'Brouillon', '01/12/2026', '']);
    expect(cells(second!)).toEqual(['Marque à renseigner', 'Cadeau', 'Signé', '20/11/2026', '']);
    expect(within(first!).getByRole('link', { name: 'Campagne été' }).getAttribute('href')).toBe(
      `/create-contract-v2?id=${paid.id}`,
    );
    expect(screen.queryByText('Payé')).toBeNull();
  });

  it('names the creator (parties.influencer) as the counterparty for a brand', async () => {
    const contract = withParties({ title: 'Lancement' }, 'Maison Lumière', 'Léa Martin');
    fakeApi({ 'GET /api/contracts': { body: contractPage([contract]) } });
    renderList({ ...testUser, role: 'brand' });

    const table = await screen.findByRole('table', { name: 'Contrats' });
    expect(within(table).getByRole('columnheader', { name: 'Créateur' })).toBeDefined();
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('cell', { name: 'Léa Martin' })).toBeDefined();
    expect(within(row).queryByText('Maison Lumière')).toBeNull();
  });

  it('offers in each row’s menu the labelled actions its status allows', async () => {
    const contracts = [
      contractFixture({ title: 'Brouillon A', status: 'draft' }),
      contractFixture({ title: 'Exporté B', status: 'exported' }),
      contractFixture({ title: 'Envoyé C', status: 'sent' }),
      contractFixture({ title: 'Signé D', status: 'signed' }),
      contractFixture({ title: 'Archivé E', status: 'signed', archivedAt: '2026-11-21T09:00:00.000Z' }),
    ];
    fakeApi({ 'GET /api/contracts': { body: contractPage(contracts) } });
    renderList();

    const expected: Record<string, string[]> = {
      'Brouillon A': ['Modifier', 'Voir l’aperçu', 'Exporter PDF', 'Dupliquer', 'Archiver', 'Supprimer'],
      'Exporté B': [
        'Modifier',
        'Voir l’aperçu',
        'Exporter PDF',
        'Envoyer pour signature',
        'Marquer comme signé',
        'Dupliquer',
        'Archiver',
        'Supprimer',
      ],
      'Envoyé C': [
        'Ouvrir en lecture seule',
        'Voir l’aperçu',
        'Exporter PDF',
        'Suivi de signature',
        'Marquer comme signé',
        'Dupliquer',
        'Archiver',
      ],
      'Signé D': [
        'Ouvrir en lecture seule',
        'Voir l’aperçu',
        'Suivi du contrat',
        'Exporter PDF',
        'Suivi de signature',
        'Dupliquer',
        'Archiver',
      ],
      'Archivé E': [
        'Ouvrir en lecture seule',
        'Voir l’aperçu',
        'Suivi du contrat',
        'Exporter PDF',
        'Suivi de signature',
        'Dupliquer',
        'Désarchiver',
      ],
    };
    for (const [title, items] of Object.entries(expected)) {
      const menu = await openMenu(title);
      expect(menu.items, title).toEqual(items);
      fireEvent.keyDown(menu.menu, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      expect(document.activeElement).toBe(menu.trigger);
    }
  });

  it('opens « Envoyer pour signature » once the whole contract has come, and not at all when it cannot', async () => {
    const ready = contractFixture({ title: 'Prêt à signer', status: 'exported' });
    const gone = contractFixture({ title: 'Disparu', status: 'exported' });
    const api = fakeApi({
      'GET /api/contracts': { body: contractPage([ready, gone]) },
      [`GET /api/contracts/${ready.id}`]: { body: ready },
    });
    renderList();

    let { menu } = await openMenu('Disparu');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Envoyer pour signature' }));
    // The list holds summaries: the signatories come with the contract itself, here a 404.
    await waitFor(() => expect(api.calls.some((call) => call.path === `/api/contracts/${gone.id}`)).toBe(true));
    await waitFor(() => expect(screen.queryByText('Chargement du contrat…')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Envoyer pour signature' })).toBeNull();

    ({ menu } = await openMenu('Prêt à signer'));
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Envoyer pour signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer pour signature' });
    expect(dialog.textContent).toContain(ready.parties.creator.signatory.name);
  });

  it('duplicates from the menu and opens the copy in the editor', async () => {
    const original = contractFixture({ title: 'Campagne printemps' });
    const copy = contractFixture({ title: 'Copie de Campagne printemps' });
    const api = fakeApi({
      'GET /api/contracts': { body: contractPage([original]) },
      [`POST /api/contracts/${original.id}/duplicate`]: { status: 201, body: copy },
    });
    renderList();

    const { menu } = await openMenu('Campagne printemps');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Dupliquer' }));
    expect(await screen.findByRole('heading', { name: `Éditeur ?id=${copy.id}` })).toBeDefined();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/contracts/${original.id}/duplicate`,
    ]);
  });

  it('deletes from the menu only once the dialog is confirmed', async () => {
    const spring = contractFixture({ title: 'Campagne printemps' });
    const summer = contractFixture({ title: 'Campagne été' });
    let stored = [spring, summer];
    const api = fakeApi({
      'GET /api/contracts': () => ({ body: contractPage(stored) }),
      [`DELETE /api/contracts/${spring.id}`]: () => {
        stored = [summer];
        return { status: 204 };
      },
    });
    renderList();

    let { menu, trigger } = await openMenu('Campagne printemps');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Le contrat « Campagne printemps » sera définitivement supprimé.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The focus is back on the row's « … » button.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    ({ menu, trigger } = await openMenu('Campagne printemps'));
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Supprimer' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Campagne printemps' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Campagne été' })).toBeDefined();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/contracts/${spring.id}`,
    ]);
  });
});
