// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterpartySchema } from '#shared/api/counterparties.ts';
import { editorModeKey } from '#client/features/editor/guided/use-guided-mode.ts';
import { fieldId } from '#client/features/editor/lib/editor-values.ts';
import { MOBILE_QUERY } from '#client/lib/use-media-query.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { companyCreatorDetails, renderNewContract } from '#client/testing/render-new-contract.tsx';
import { type FakeAnswer, testUser } from '#client/testing/render-screen.tsx';

/**
 * The guided mode of the editor: five steps over the same form as « Mode expert ». A creator
 * acting through a company opens a new paid partnership, prefilled from the profile.
 */

const studio = companyCreatorDetails;

function openNewContract(routes: Record<string, FakeAnswer> = {}) {
  renderNewContract({ details: studio, routes });
}

const field = (path: string) => document.getElementById(fieldId(path)) as HTMLInputElement | null;
const stepHeading = () => screen.findByRole('heading', { level: 2, name: /^Étape \d sur 5/ });
const type = (path: string, value: string) => fireEvent.change(field(path) as HTMLInputElement, { target: { value } });
const modeButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Mode d’édition' })).getByRole('button', { name });

async function openStep(number: number) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Étape ${number} :`) }));
  const heading = await stepHeading();
  expect(heading.textContent).toMatch(new RegExp(`^Étape ${number} sur 5`));
  return heading;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(editorModeKey(testUser.id), 'guided');
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the guided mode', () => {
  it('goes through the five steps with Suivant and Précédent, the heading taking the focus', async () => {
    openNewContract();
    expect((await stepHeading()).textContent).toBe('Étape 1 sur 5 · Partenariat rémunéréType et parties');
    expect(screen.getByRole('button', { name: 'Étape 1 : Type et parties' }).getAttribute('aria-current')).toBe('step');
    const titles = ['Mission et publications', 'Rémunération', 'Droits et image', 'Vérification'];
    for (const [index, title] of titles.entries()) {
      fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
      await waitFor(() =>
        expect(document.activeElement?.textContent).toBe(`Étape ${index + 2} sur 5 · Partenariat rémunéré${title}`),
      );
    }
    expect(screen.queryByRole('button', { name: 'Suivant' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Étape 4 sur 5 · Partenariat rémunéréDroits et image'),
    );
  });

  it('shows each step’s own fields, the user’s side as a summary behind « Modifier »', async () => {
    openNewContract();
    await stepHeading();
    // Step 1: the brand's identity to type, the creator's company summarised from the profile.
    expect(field('parties.creator.name')).not.toBeNull();
    expect(field('parties.creator.taxResidenceConfirmed')).toBeNull();
    expect(field('parties.influencer.name')).toBeNull();
    expect(screen.getByText('Studio Lumière')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier : Vous : le créateur' }));
    expect(field('parties.influencer.name')?.value).toBe('Studio Lumière');
    expect(screen.queryByRole('button', { name: 'Camille Martin' })).toBeNull();
    expect(field('deliverables.partnershipObject')).toBeNull();

    await openStep(2);
    expect(field('deliverables.partnershipObject')).not.toBeNull();
    expect(field('declarations.forbiddenPromotionExcluded')).not.toBeNull();
    expect(field('deliverables.publications')).not.toBeNull();
    expect(field('parties.creator.name')).toBeNull();
    // Step 3: the pay and both tax residences, which fix the tax due on it.
    await openStep(3);
    expect(field('compensation.paymentAmount')).not.toBeNull();
    expect(field('compensation.vatTreatment')).toBeNull();
    expect(field('parties.creator.taxResidenceConfirmed')).not.toBeNull();
    expect(field('parties.influencer.taxResidenceConfirmed')).not.toBeNull();
    // Step 4: rights and image; a company creator names who creates, the signatory in one click.
    await openStep(4);
    expect(field('disclosure.mention')).not.toBeNull();
    expect(field('children.present')).not.toBeNull();
    expect(field('compensation.paymentAmount')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Camille Martin' }));
    expect(field('parties.intervenors.0.name')?.value).toBe('Camille Martin');
  });

  it('lists what still blocks on the review step; an item opens its step and focuses its field', async () => {
    openNewContract();
    await stepHeading();
    await openStep(5);
    const blocking = await screen.findByRole('region', {
      name: /^Il manque \d+ informations pour un contrat conforme$/,
    });
    expect(within(blocking).getByRole('link', { name: /Déclaration de la Marque/ })).toBeTruthy();
    fireEvent.click(within(blocking).getByRole('link', { name: /^Montant de la rémunération/ }));
    await waitFor(() => expect(document.activeElement?.id).toBe(fieldId('compensation.paymentAmount')));
    expect((await stepHeading()).textContent).toBe('Étape 3 sur 5 · Partenariat rémunéréRémunération');
  });

  it('switches to « Mode expert » on a field no step shows', async () => {
    openNewContract();
    await stepHeading();
    await openStep(5);
    fireEvent.click(screen.getByText(/points? à vérifier/));
    fireEvent.click(screen.getByRole('link', { name: /^Clause de juridiction entre non-commerçants/ }));
    await waitFor(() => expect(document.activeElement?.id).toBe(fieldId('parties.influencer.isMerchant')));
    expect(modeButton('Mode expert').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('heading', { level: 2, name: /^Étape/ })).toBeNull();
  });

  it('keeps what was typed when the mode changes, both ways, and remembers the choice', async () => {
    openNewContract();
    await stepHeading();
    type('parties.creator.name', 'Maison Lumen');
    fireEvent.click(modeButton('Mode expert'));
    await screen.findByRole('button', { name: /Conformité loi influenceurs/ });
    expect(field('parties.creator.name')?.value).toBe('Maison Lumen');
    expect(localStorage.getItem(editorModeKey(testUser.id))).toBe('expert');
    type('deliverables.partnershipObject', 'la promotion des thés de la Marque');
    fireEvent.click(modeButton('Mode guidé'));
    await openStep(2);
    expect(field('deliverables.partnershipObject')?.value).toBe('la promotion des thés de la Marque');
    await openStep(1);
    expect(field('parties.creator.name')?.value).toBe('Maison Lumen');
    expect(localStorage.getItem(editorModeKey(testUser.id))).toBe('guided');
  });
});

describe('the mode a new contract opens in, without a choice made', () => {
  it('is guided on a phone and expert on a wider screen', async () => {
    localStorage.clear();
    const phone = vi.spyOn(window, 'matchMedia');
    const asPhone = (query: string) => {
      const list = new EventTarget() as MediaQueryList;
      Object.assign(list, { matches: query === MOBILE_QUERY, media: query });
      return list;
    };
    phone.mockImplementation(asPhone);
    openNewContract();
    expect((await stepHeading()).textContent).toBe('Étape 1 sur 5 · Partenariat rémunéréType et parties');
    cleanup();
    phone.mockRestore();
    openNewContract();
    await screen.findByRole('button', { name: /Conformité loi influenceurs/ });
    expect(modeButton('Mode expert').getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(editorModeKey(testUser.id))).toBeNull();
  });

  it('fills the brand from the address book in its first step', async () => {
    const book = [
      counterpartySchema.parse({
        id: '00000000-0000-4000-8000-0000000000b1',
        side: 'creator',
        updatedAt: '2026-11-20T09:00:00.000Z',
        name: 'Maison Lumen',
        siret: '73282932000074',
        address: '4 rue de la Paix, 75002 Paris',
        email: 'partenariats@lumen.fr',
      }),
    ];
    openNewContract({ 'GET /api/counterparties': { body: book } });
    await stepHeading();
    const search = await screen.findByRole('combobox', { name: 'Rechercher dans mon carnet' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'lumen' } });
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Maison Lumen/ }));
    expect(field('parties.creator.name')?.value).toBe('Maison Lumen');
    expect(field('parties.creator.address')?.value).toBe('4 rue de la Paix, 75002 Paris');
    expect(field('parties.creator.email')?.value).toBe('partenariats@lumen.fr');
  });
});
