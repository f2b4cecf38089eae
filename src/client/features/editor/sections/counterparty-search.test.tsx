// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '#shared/api/auth.ts';
import { counterpartySchema } from '#shared/api/counterparties.ts';
import { fieldId } from '#client/features/editor/lib/editor-values.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { renderEditorForm } from '#client/testing/render-editor-form.tsx';
import { contractFixture, fakeApi } from '#client/testing/render-screen.tsx';

const creator: UserDetails = {
  role: 'creator',
  isPhysicalPerson: true,
  siret: null,
  companyName: null,
  address: '3 rue du Port',
  postalCode: '13002',
  city: 'Marseille',
  legalForm: null,
  signatoryCapacity: null,
  intendedPlan: null,
};

const entry = (fields: Record<string, unknown>) =>
  counterpartySchema.parse({ side: 'creator', updatedAt: '2026-11-20T09:00:00.000Z', ...fields });

const lumiere = entry({
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Maison Lumière',
  legalForm: 'SAS',
  siret: '73282932000074',
  address: '12 rue des Lilas, 75011 Paris',
  email: 'contact@lumiere.fr',
  signatory: { name: 'Claire Dupont', capacity: 'Présidente', email: 'claire@lumiere.fr' },
  isMerchant: true,
});
const lumen = entry({
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Lumen Studio',
  address: '1 quai Nord, 69001 Lyon',
});

function openForm(book: unknown[], details: UserDetails = creator) {
  fakeApi({ 'GET /api/counterparties': { body: book } });
  const form = renderEditorForm(contractFixture());
  sessionStore.setUserDetails(details);
  return form;
}

const fieldValue = (path: string) => (document.getElementById(fieldId(path)) as HTMLInputElement).value;

afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('« Rechercher dans mon carnet »', () => {
  it('lists the matches as the user types, and Enter on the second fills the brand’s whole block', async () => {
    const form = openForm([lumen, lumiere]);
    const search = await screen.findByRole('combobox', { name: 'Rechercher dans mon carnet' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'LUM' } });

    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Lumen StudioLyon',
      'Maison LumièreSIRET 732 829 320 00074 · Paris',
    ]);
    expect(search.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search, { key: 'Enter' });

    expect(fieldValue('parties.creator.name')).toBe('Maison Lumière');
    expect(fieldValue('parties.creator.siret')).toBe('73282932000074');
    expect(fieldValue('parties.creator.address')).toBe('12 rue des Lilas, 75011 Paris');
    expect(fieldValue('parties.creator.signatory.capacity')).toBe('Présidente');
    expect(form.getValues('parties.creator.isMerchant')).toBe(true);
    // Dirty, so the autosave sends it.
    expect(form.getFieldState('parties.creator.siret').isDirty).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Bloc rempli depuis votre carnet');
    expect(search.getAttribute('aria-expanded')).toBe('false');
  });

  it('finds a name typed without its accents, and closes on Escape without filling', async () => {
    openForm([lumen, lumiere]);
    const search = await screen.findByRole('combobox', { name: 'Rechercher dans mon carnet' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'lumiere' } });
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect(fieldValue('parties.creator.name')).toBe('');
  });

  it('fills on a click as well', async () => {
    openForm([lumiere]);
    const search = await screen.findByRole('combobox', { name: 'Rechercher dans mon carnet' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'mais' } });
    fireEvent.click(await screen.findByRole('option', { name: /Maison Lumière/ }));
    expect(fieldValue('parties.creator.email')).toBe('contact@lumiere.fr');
  });

  it('says the book is empty and how it fills', async () => {
    openForm([]);
    const search = await screen.findByRole('combobox', { name: 'Rechercher dans mon carnet' });
    fireEvent.focus(search);
    await waitFor(() => expect(search.getAttribute('aria-describedby')).toBeTruthy());
    const hint = document.getElementById(search.getAttribute('aria-describedby') ?? '');
    await waitFor(() => expect(hint?.textContent).toContain('Votre carnet est encore vide'));
  });

  it('sits on the content creator’s block for a brand, and nowhere before onboarding', async () => {
    openForm([], { ...creator, role: 'brand' });
    const search = await screen.findByRole('combobox', { name: 'Rechercher dans mon carnet' });
    expect(search.getAttribute('placeholder')).toContain('créateur');
    sessionStore.setUserDetails(null);
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Rechercher dans mon carnet' })).toBeNull());
  });
});
