// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tracker } from '#shared/api/tracker.ts';
import { errorMessages } from '#shared/messages.ts';
import { ownerTrackerApi } from '#client/api/tracker.ts';
import { holdRequests } from '#client/testing/hold-requests.ts';
import { fakeApi, renderScreen } from '#client/testing/render-screen.tsx';
import { TrackerHarness } from '#client/testing/tracker-harness.tsx';
import { trackerFixture, trackerIds } from '#client/testing/tracker-fixture.ts';

const api = ownerTrackerApi(trackerIds.contract);
const base = `/api${api.path}`;
const payment = `${base}/payments/${trackerIds.payment}`;

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

function renderTracker(tracker: Tracker, routes: Parameters<typeof fakeApi>[0] = {}) {
  const fake = fakeApi({ [`GET ${base}`]: { body: tracker }, ...routes });
  renderScreen(<TrackerHarness api={api} />);
  return fake;
}

const paymentCard = () => screen.getByRole('article', { name: 'Rémunération' });

describe('declaring and confirming a payment', () => {
  it('lets the brand declare the transfer sent on a day, then shows who said so', async () => {
    const declared = trackerFixture({
      side: 'brand',
      payment: { declared: { by: 'brand', paidOn: '2027-03-08', at: '2027-03-10T10:00:00.000Z' } },
    });
    const { calls } = renderTracker(trackerFixture({ side: 'brand' }), {
      [`POST ${payment}/declare`]: { body: declared },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Déclarer le paiement envoyé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déclarer le paiement envoyé' });
    const day = within(dialog).getByLabelText('Envoyé le') as HTMLInputElement;
    expect(day.value).toBe('2027-03-10');
    fireEvent.change(day, { target: { value: '2027-03-08' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déclarer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `${payment}/declare`,
      body: { paidOn: '2027-03-08' },
    });
    expect(await screen.findByText('Paiement déclaré')).toBeDefined();
    expect(paymentCard().textContent).toContain('Envoyé le 8 mars 2027, selon la Marque');
    expect(paymentCard().textContent).toContain('En attente de confirmation par le Créateur');
    expect(screen.queryByRole('button', { name: 'Déclarer le paiement envoyé' })).toBeNull();
  });

  it('lets the creator confirm the brand’s transfer, the button waiting for the answer', async () => {
    const sent = { declared: { by: 'brand', paidOn: '2027-03-08', at: '2027-03-10T10:00:00.000Z' } } as const;
    const confirmed = trackerFixture({ payment: { ...sent, status: 'paid', confirmedAt: '2027-03-10T11:00:00.000Z' } });
    const { calls } = renderTracker(trackerFixture({ payment: sent }), {
      [`POST ${payment}/confirm`]: { body: confirmed },
    });
    const release = holdRequests('POST');
    const confirm = await screen.findByRole('button', { name: 'Confirmer la réception' });
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    release();

    expect(await screen.findByText('Paiement confirmé')).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`${payment}/confirm`]);
    expect(paymentCard().textContent).toContain('Payée');
    expect(paymentCard().textContent).toContain('Confirmé le 10 mars 2027');
  });

  it('says why the server refused, in French', async () => {
    const sent = { declared: { by: 'brand', paidOn: '2027-03-08', at: '2027-03-10T10:00:00.000Z' } } as const;
    renderTracker(trackerFixture({ payment: sent }), {
      [`POST ${payment}/confirm`]: { status: 403, body: { error: { code: 'FORBIDDEN', message: 'refusé' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer la réception' }));
    expect(await screen.findByText(errorMessages.FORBIDDEN)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Confirmer la réception' })).toBeDefined();
  });
});

describe('a late payment', () => {
  const late = trackerFixture({
    payment: {
      status: 'late',
      dueOn: '2025-05-31',
      late: {
        daysLate: 60,
        penalties: 19.23,
        indemnity: 40,
        total: 59.23,
        periods: [
          {
            from: '2025-06-01',
            to: '2025-06-30',
            days: 30,
            ratePercent: 13.15,
            ecbRate: 3.15,
            recorded: true,
            amount: 12.97,
          },
          {
            from: '2025-07-01',
            to: '2025-07-30',
            days: 30,
            ratePercent: 12.15,
            ecbRate: 2.15,
            recorded: true,
            amount: 6.26,
          },
        ],
      },
    },
  });

  it('shows the days late, each period’s rate and penalty, the 40 € indemnity and the total, citing L441-10', async () => {
    renderTracker(late);
    const block = await screen.findByTestId('late-payment');
    expect(within(block).getByRole('heading').textContent).toBe('Retard de paiement : 60\u00a0jours');
    expect(block.textContent).toContain('article L441-10 du Code de commerce');
    const periods = within(block)
      .getAllByRole('listitem')
      .map((period) => period.textContent);
    expect(periods).toEqual([
      'Du 1 juin 2025 au 30 juin 2025 (30\u00a0jours) à 13,15\u00a0% (BCE 3,15\u00a0% + 10\u00a0points)12,97\u00a0€',
      'Du 1 juillet 2025 au 30 juillet 2025 (30\u00a0jours) à 12,15\u00a0% (BCE 2,15\u00a0% + 10\u00a0points)6,26\u00a0€',
    ]);
    const totals = [...block.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(totals).toEqual([
      'Pénalités de retard19,23\u00a0€',
      'Indemnité forfaitaire de recouvrement40,00\u00a0€',
      'Total dû en plus du paiement59,23\u00a0€',
    ]);
  });

  it('prepares the reminder to copy or open in the mail app', async () => {
    renderTracker(late, {
      [`GET ${payment}/reminder`]: {
        body: {
          to: 'compta@lumiere.fr',
          subject: 'Relance : facture F-0001',
          body: 'Bonjour,\nLa facture F-0001 reste impayée.',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Préparer la relance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relance de paiement' });
    const message = (await within(dialog).findByLabelText('Message')) as HTMLTextAreaElement;
    expect(message.value).toBe('Bonjour,\nLa facture F-0001 reste impayée.');
    expect(within(dialog).getByRole('link', { name: 'Ouvrir dans ma messagerie' }).getAttribute('href')).toBe(
      'mailto:compta@lumiere.fr?subject=Relance%C2%A0%3A%20facture%20F-0001&body=Bonjour%2C%0ALa%20facture%20F-0001%20reste%20impay%C3%A9e.',
    );
  });
});

describe('the payment schedule (the owner)', () => {
  async function openSchedule() {
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier l’échéancier' }));
    return screen.findByRole('dialog', { name: 'Modifier l’échéancier' });
  }

  it('splits the payment 30 % / 70 % in one click, the total kept, and sends it', async () => {
    const { calls } = renderTracker(trackerFixture({ payment: { amountHt: 1234.56, amountTtc: 1481.47 } }), {
      [`PUT ${base}/payments`]: { body: trackerFixture() },
    });
    const dialog = await openSchedule();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Répartir 30\u00a0% / 70\u00a0%' }));

    const amounts = within(dialog).getAllByLabelText('Montant HT') as HTMLInputElement[];
    expect(amounts.map((input) => input.value)).toEqual(['370,37', '864,19']);
    expect(within(dialog).getByTestId('schedule-remaining').textContent).toBe(
      'Le total correspond au contrat : 1\u202f234,56\u00a0€\u00a0HT.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer l’échéancier' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      items: [
        { label: 'Acompte (30\u00a0%)', amountHt: 370.37, dueOn: '2027-03-10' },
        { label: 'Solde (70\u00a0%)', amountHt: 864.19, dueOn: '2027-04-15' },
      ],
    });
    expect(await screen.findByText('Échéancier enregistré')).toBeDefined();
  });

  it('shows what remains to place, refuses a total that differs, and shows the server’s refusal keeping the amounts', async () => {
    const { calls } = renderTracker(trackerFixture(), {
      [`PUT ${base}/payments`]: {
        status: 400,
        body: { error: { code: 'SCHEDULE_TOTAL_MISMATCH', message: 'Le total ne correspond pas' } },
      },
    });
    const dialog = await openSchedule();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Répartir 30\u00a0% / 70\u00a0%' }));
    const [, balance] = within(dialog).getAllByLabelText('Montant HT') as HTMLInputElement[];
    fireEvent.change(balance!, { target: { value: '600' } });
    expect(within(dialog).getByTestId('schedule-remaining').textContent).toBe(
      'Reste à répartir : 100,00\u00a0€\u00a0HT sur 1\u202f000,00\u00a0€\u00a0HT.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer l’échéancier' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(errorMessages.SCHEDULE_TOTAL_MISMATCH);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(balance!, { target: { value: '700' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer l’échéancier' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(errorMessages.SCHEDULE_TOTAL_MISMATCH);
    expect(balance!.value).toBe('700');
    expect(screen.getByRole('dialog', { name: 'Modifier l’échéancier' })).toBeDefined();
  });
});

describe('the withdrawal of content (the brand)', () => {
  it('is confirmed only after the brand says yes', async () => {
    const expired = trackerFixture({ side: 'brand', right: { status: 'expired', endsOn: '2027-02-28' } });
    const withdrawn = trackerFixture({
      side: 'brand',
      right: { status: 'withdrawn', endsOn: '2027-02-28', withdrawnAt: '2027-03-10T09:00:00.000Z' },
    });
    const { calls } = renderTracker(expired, {
      [`POST ${base}/rights/${trackerIds.right}/withdrawn`]: { body: withdrawn },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer le retrait des contenus' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmer le retrait des contenus ?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer le retrait' }));

    expect(await screen.findByText('Retrait des contenus confirmé')).toBeDefined();
    expect(screen.getByRole('article', { name: 'Publicité en ligne' }).textContent).toContain('Contenu retiré');
    expect(screen.queryByRole('button', { name: 'Confirmer le retrait des contenus' })).toBeNull();
  });
});
