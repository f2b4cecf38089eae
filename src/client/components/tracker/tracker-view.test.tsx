// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tracker } from '#shared/api/tracker.ts';
import { ownerTrackerApi, signerTrackerApi, type TrackerApi } from '#client/api/tracker.ts';
import { fakeApi, renderScreen } from '#client/testing/render-screen.tsx';
import { TrackerHarness } from '#client/testing/tracker-harness.tsx';
import { recordedPublication, trackerFixture, trackerIds } from '#client/testing/tracker-fixture.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ownerApi = ownerTrackerApi(trackerIds.contract);

async function renderTracker(tracker: Tracker, api: TrackerApi = ownerApi) {
  fakeApi({
    [`GET /api${api.path}`]: { body: tracker },
    [`GET /api${api.path}/publications/${trackerIds.publication}/screenshots/${trackerIds.shot}`]: { body: {} },
  });
  renderScreen(<TrackerHarness api={api} />);
  await screen.findByRole('heading', { name: 'Publications' });
}

function buttonsOf(sectionName: string): string[] {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .queryAllByRole('button')
    .map((button) => button.textContent?.trim() ?? '');
}

/** Every item in trouble at once: a publication recorded and waiting, a late payment, an expired right. */
const eventful = (side: Tracker['side']) =>
  trackerFixture({
    side,
    publication: recordedPublication,
    payment: {
      status: 'late',
      dueOn: '2027-02-01',
      late: {
        daysLate: 37,
        penalties: 14.37,
        indemnity: 40,
        total: 54.37,
        periods: [
          {
            from: '2027-02-02',
            to: '2027-03-10',
            days: 37,
            ratePercent: 12.15,
            ecbRate: 2.15,
            recorded: false,
            amount: 14.37,
          },
        ],
      },
    },
    right: { status: 'expired', endsOn: '2027-02-28' },
  });

describe('the tracker view, by the side looking', () => {
  it('shows its three sections, each item with its status, and the dossier of proof', async () => {
    await renderTracker(trackerFixture());
    for (const name of ['Publications', 'Paiements', 'Droits d’exploitation']) {
      expect(screen.getByRole('region', { name })).toBeDefined();
    }
    const publication = screen.getByRole('article', { name: 'Instagram · Reel' });
    expect(publication.textContent).toContain('À publier cette semaine');
    expect(publication.textContent).toContain('Entre le 8 mars 2027 et le 14 mars 2027');
    const payment = screen.getByRole('article', { name: 'Rémunération' });
    expect(payment.textContent).toContain('1\u202f000,00\u00a0€\u00a0HT');
    expect(payment.textContent).toContain('1\u202f200,00\u00a0€\u00a0TTC');
    expect(payment.textContent).toContain('15 avril 2027');
    expect(screen.getByRole('article', { name: 'Publicité en ligne' }).textContent).toContain('En cours');
    expect(screen.getByRole('button', { name: 'Dossier de preuves (PDF)' })).toBeDefined();
  });

  it('gives the creator the record, the payment received, the invoice, the reminder and the notice, not the brand’s buttons', async () => {
    await renderTracker(eventful('influencer'));
    expect(buttonsOf('Publications')).toEqual(['Modifier la déclaration']);
    expect(buttonsOf('Paiements')).toEqual([
      'Modifier l’échéancier',
      'Déclarer le paiement reçu',
      'Créer la facture',
      'Facture émise ailleurs',
      'Préparer la relance',
      'Mise en demeure (PDF)',
    ]);
    // The owner renews an expired use by an amendment.
    expect(buttonsOf('Droits d’exploitation')).toEqual(['Renouveler par avenant']);
    expect(screen.getByRole('region', { name: 'Droits d’exploitation' }).textContent).toContain(
      'la Marque doit retirer les contenus',
    );
  });

  it('gives the brand the review, the payment sent and the withdrawal, never the creator’s invoice or reminder', async () => {
    await renderTracker(eventful('brand'));
    expect(buttonsOf('Publications')).toEqual(['Approuver', 'Demander une correction']);
    expect(buttonsOf('Paiements')).toEqual(['Modifier l’échéancier', 'Déclarer le paiement envoyé']);
    expect(buttonsOf('Droits d’exploitation')).toEqual(['Confirmer le retrait des contenus', 'Renouveler par avenant']);
    const link = screen.getByRole('link', { name: /instagram\.com\/p\/reel-printemps/ });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/p/reel-printemps');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(await screen.findByRole('img', { name: 'Capture 1 de « Instagram · Reel »' })).toBeDefined();
  });

  it('lets an observer read everything and act on nothing', async () => {
    await renderTracker(
      { ...eventful('observer'), canEditSchedule: false, canRenew: false },
      signerTrackerApi('jeton-du-lien'),
    );
    for (const name of ['Publications', 'Paiements', 'Droits d’exploitation']) expect(buttonsOf(name)).toEqual([]);
    expect(screen.getByTestId('late-payment')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Dossier de preuves (PDF)' })).toBeDefined();
  });

  it('keeps the schedule to the owner: the other party, by the signing link, cannot split the payment', async () => {
    await renderTracker(trackerFixture({ side: 'brand', canEditSchedule: false }), signerTrackerApi('jeton-du-lien'));
    expect(buttonsOf('Paiements')).toEqual(['Déclarer le paiement envoyé']);
  });

  it('offers « Modifier l’échéancier » on the server’s word alone, not on its own reading of the payments', async () => {
    await renderTracker(trackerFixture({ canEditSchedule: false }));
    expect(buttonsOf('Paiements')).toEqual(['Déclarer le paiement reçu', 'Créer la facture', 'Facture émise ailleurs']);
    cleanup();
    await renderTracker(trackerFixture({ side: 'brand', canEditSchedule: true }), signerTrackerApi('jeton-du-lien'));
    expect(buttonsOf('Paiements')).toEqual(['Modifier l’échéancier', 'Déclarer le paiement envoyé']);
  });

  it('no longer offers to split the payment once it has been invoiced', async () => {
    await renderTracker(
      trackerFixture({
        canEditSchedule: false,
        payment: { invoice: { number: 'F-0001', issuedOn: '2027-03-01', external: false } },
      }),
    );
    expect(buttonsOf('Paiements')).toEqual(['Déclarer le paiement reçu', 'Facture F-0001 (PDF)']);
  });

  it('renews a use near its end by an amendment, and opens its draft in the editor', async () => {
    const { calls } = fakeApi({
      [`GET /api${ownerApi.path}`]: { body: trackerFixture({ right: { status: 'ending-soon' } }) },
      [`POST /api${ownerApi.path}/rights/${trackerIds.right}/renew`]: {
        status: 201,
        body: { id: '99999999-9999-4999-8999-999999999999' },
      },
    });
    renderScreen(
      <Routes>
        <Route path="/" element={<TrackerHarness api={ownerApi} />} />
        <Route path="/create-contract-v2" element={<EditorProbe />} />
      </Routes>,
    );
    const renew = await screen.findByRole('button', { name: 'Renouveler par avenant' });
    fireEvent.click(renew);
    expect(await screen.findByTestId('editor-probe')).toHaveProperty(
      'textContent',
      '?id=99999999-9999-4999-8999-999999999999',
    );
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/renew'))).toBe(true);
    cleanup();
    // A use still running far from its end, or the other party's link: nothing to renew.
    await renderTracker(trackerFixture());
    expect(buttonsOf('Droits d’exploitation')).toEqual([]);
  });

  it('records an invoice issued outside Paraphe: its number and date, from which the payment term runs', async () => {
    const tracker = trackerFixture();
    const { calls } = fakeApi({
      [`GET /api${ownerApi.path}`]: { body: tracker },
      [`POST /api${ownerApi.path}/payments/${trackerIds.payment}/external-invoice`]: (call) => {
        const body = call.body as { number: string; issuedOn: string };
        return { body: trackerFixture({ payment: { invoice: { ...body, external: true } } }) };
      },
    });
    renderScreen(<TrackerHarness api={ownerApi} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Facture émise ailleurs' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la facture' }));
    expect(await within(dialog).findByText('Indiquez le numéro de la facture.')).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Numéro de la facture'), { target: { value: 'LD-2027-014' } });
    fireEvent.change(within(dialog).getByLabelText('Date de la facture'), { target: { value: '2027-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la facture' }));
    const payment = await screen.findByRole('article', { name: 'Rémunération' });
    await vi.waitFor(() => expect(payment.textContent).toContain('Émise hors de Paraphe'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      number: 'LD-2027-014',
      issuedOn: '2027-03-01',
    });
    // Paraphe prints only its own invoices.
    expect(within(payment).queryByRole('button', { name: /PDF/ })).toBeNull();
  });
});

function EditorProbe() {
  return <p data-testid="editor-probe">{useLocation().search}</p>;
}
