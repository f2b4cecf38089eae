// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Counterparty, counterpartySchema } from '#shared/api/counterparties.ts';
import { AddressBookCard } from '#client/features/profile/components/address-book-card.tsx';
import { sessionStore } from '#client/lib/session-store.ts';
import { fakeApi, renderScreen } from '#client/testing/render-screen.tsx';

const lumiere = counterpartySchema.parse({
  id: '00000000-0000-4000-8000-0000000000b1',
  side: 'creator',
  updatedAt: '2026-11-20T09:00:00.000Z',
  name: 'Maison Lumière',
  siret: '73282932000074',
  address: '12 rue des Lilas, 75011 Paris',
  email: 'contact@lumiere.fr',
});
const cafe = counterpartySchema.parse({
  ...lumiere,
  id: '00000000-0000-4000-8000-0000000000b2',
  name: 'Café Noisette',
  siret: '',
});
const url = (entry: Counterparty) => `/api/counterparties/${entry.id}`;

afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the « Carnet d’adresses » card', () => {
  it('lists the entries with their SIRET and town', async () => {
    fakeApi({ 'GET /api/counterparties': { body: [cafe, lumiere] } });
    renderScreen(<AddressBookCard />);
    const list = await screen.findByRole('list', { name: 'Fiches du carnet' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Café Noisette'), expect.stringContaining('SIRET 732 829 320 00074 · Paris')]);
  });

  it('says the book is empty and how it fills', async () => {
    fakeApi({ 'GET /api/counterparties': { body: [] } });
    renderScreen(<AddressBookCard />);
    expect(await screen.findByText(/Votre carnet est vide pour l’instant/)).toBeTruthy();
  });

  it('edits an entry in a dialog and saves it', async () => {
    let book = [lumiere];
    const { calls } = fakeApi({
      'GET /api/counterparties': () => ({ body: book }),
      [`PUT ${url(lumiere)}`]: ({ body }) => {
        book = [counterpartySchema.parse({ ...lumiere, ...(body as object) })];
        return { body: book[0] };
      },
    });
    renderScreen(<AddressBookCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier la fiche Maison Lumière' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la fiche' });
    fireEvent.change(within(dialog).getByLabelText(/Adresse e-mail/), { target: { value: 'presse@lumiere.fr' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Maison Lumière',
      email: 'presse@lumiere.fr',
      siret: '73282932000074',
    });
    expect(await screen.findByText(/presse@lumiere\.fr/)).toBeTruthy();
  });

  it('shows a wrong SIRET at its field before any request, and the server’s error at its field, keeping what was typed', async () => {
    const { calls } = fakeApi({
      'GET /api/counterparties': { body: [cafe, lumiere] },
      [`PUT ${url(cafe)}`]: {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'Une autre fiche du carnet désigne déjà cette partie',
            fields: [{ path: 'siret', message: 'Une autre fiche de votre carnet porte déjà ce numéro SIRET.' }],
          },
        },
      },
    });
    renderScreen(<AddressBookCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier la fiche Café Noisette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la fiche' });
    const siret = within(dialog).getByLabelText(/Numéro SIRET/);

    fireEvent.change(siret, { target: { value: '73282932000075' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Ce numéro SIRET n’existe pas : vérifiez les 14 chiffres.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(siret, { target: { value: '732 829 320 00074' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Une autre fiche de votre carnet porte déjà ce numéro SIRET.')).toBeTruthy();
    expect(siret.getAttribute('aria-invalid')).toBe('true');
    expect((siret as HTMLInputElement).value).toBe('732 829 320 00074');
    expect(screen.getByRole('dialog', { name: 'Modifier la fiche' })).toBeTruthy();
  });

  it('deletes an entry only once the user confirms', async () => {
    let book = [cafe, lumiere];
    const { calls } = fakeApi({
      'GET /api/counterparties': () => ({ body: book }),
      [`DELETE ${url(cafe)}`]: () => {
        book = [lumiere];
        return { status: 204 };
      },
    });
    renderScreen(<AddressBookCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer la fiche Café Noisette' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Supprimer cette fiche ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la fiche Café Noisette' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Supprimer cette fiche ?' });
    expect(confirm.textContent).toContain('« Café Noisette » sera retirée de votre carnet');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([url(cafe)]);
    await waitFor(() => expect(screen.queryByText('Café Noisette')).toBeNull());
    expect(screen.getByText('Maison Lumière')).toBeTruthy();
  });
});
