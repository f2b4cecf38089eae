// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tracker } from '#shared/api/tracker.ts';
import { ownerTrackerApi } from '#client/api/tracker.ts';
import { missingVatNumberMessages } from '#shared/api/tracker.ts';
import { fakeApi, renderScreen } from '#client/testing/render-screen.tsx';
import { TrackerHarness } from '#client/testing/tracker-harness.tsx';
import { trackerFixture, trackerIds } from '#client/testing/tracker-fixture.ts';

const api = ownerTrackerApi(trackerIds.contract);
const base = `/api${api.path}`;
const invoiceOf = (itemId: string) => `${base}/payments/${itemId}/invoice`;
const invoice = invoiceOf(trackerIds.payment);
const issued = { number: 'F-0001', issuedOn: '2027-03-10', external: false };

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

function renderTracker(tracker: Tracker, routes: Parameters<typeof fakeApi>[0] = {}) {
  const fake = fakeApi({ [`GET ${base}`]: { body: tracker }, ...routes });
  renderScreen(<TrackerHarness api={api} />);
  return { posts: () => fake.calls.filter((call) => call.method === 'POST') };
}

async function openInvoiceDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Créer la facture' }));
  return screen.findByRole('dialog', { name: 'Créer la facture' });
}

const field = (dialog: HTMLElement, label: string | RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
const sellerField = (dialog: HTMLElement) => field(dialog, 'Votre numéro de TVA intracommunautaire');
const buyerField = (dialog: HTMLElement) => field(dialog, 'Numéro de TVA intracommunautaire de Maison Lumière');
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Créer la facture' }));

/** What a screen reader reads after the field's label: its hint, then its error. */
function descriptionOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the invoice form, by the contract’s VAT treatment', () => {
  it('under standard VAT asks the creator’s number, sends nothing without it, then sends it normalised', async () => {
    const { posts } = renderTracker(trackerFixture(), {
      [`POST ${invoice}`]: { body: trackerFixture({ payment: { invoice: issued } }) },
    });
    const dialog = await openInvoiceDialog();
    expect(dialog.textContent).toContain(
      '1\u202f200,00\u00a0€\u00a0TTC à Maison Lumière pour «\u00a0Rémunération\u00a0»',
    );
    expect(dialog.textContent).toContain('Une facture émise ne peut plus être modifiée ni supprimée');
    expect(descriptionOf(sellerField(dialog))).toContain(
      'Obligatoire sur une facture soumise à la TVA (article 242 nonies A de l’annexe II du CGI).',
    );
    expect(within(dialog).queryByLabelText(/TVA intracommunautaire de/)).toBeNull();

    submit(dialog);
    await waitFor(() => expect(sellerField(dialog).getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(sellerField(dialog))).toContain(missingVatNumberMessages.sellerVatNumber);
    expect(posts()).toEqual([]);

    type(sellerField(dialog), 'fr 12 345.678-901');
    type(field(dialog, /^IBAN/), 'fr76 3000 6000 0112 3456 7890 189');
    type(field(dialog, /^BIC/), 'bnpa frpp');
    submit(dialog);

    expect(await screen.findByRole('button', { name: 'Facture F-0001 (PDF)' })).toBeDefined();
    expect(posts()).toMatchObject([
      {
        path: invoice,
        body: {
          sellerVatNumber: 'FR12345678901',
          buyerVatNumber: '',
          iban: 'FR7630006000011234567890189',
          bic: 'BNPAFRPP',
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Facture créée')).toBeDefined();
  });

  it('under reverse charge asks the brand’s number too, and sends both', async () => {
    const { posts } = renderTracker(trackerFixture({ vatTreatment: 'reverse-charge' }), {
      [`POST ${invoice}`]: { body: trackerFixture({ vatTreatment: 'reverse-charge', payment: { invoice: issued } }) },
    });
    const dialog = await openInvoiceDialog();
    type(sellerField(dialog), 'FR12345678901');
    submit(dialog);
    await waitFor(() => expect(buyerField(dialog).getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(buyerField(dialog))).toContain(missingVatNumberMessages.buyerVatNumber);
    expect(sellerField(dialog).getAttribute('aria-invalid')).toBeNull();
    expect(posts()).toEqual([]);

    type(buyerField(dialog), 'de 123 456 789');
    submit(dialog);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ sellerVatNumber: 'FR12345678901', buyerVatNumber: 'DE123456789' });
  });

  it('under the franchise asks no VAT number and sends none', async () => {
    const { posts } = renderTracker(trackerFixture({ vatTreatment: 'franchise' }), {
      [`POST ${invoice}`]: { body: trackerFixture({ vatTreatment: 'franchise', payment: { invoice: issued } }) },
    });
    const dialog = await openInvoiceDialog();
    expect(within(dialog).queryByLabelText(/TVA intracommunautaire/)).toBeNull();
    expect(field(dialog, /^IBAN/)).toBeDefined();
    submit(dialog);

    expect(await screen.findByRole('button', { name: 'Facture F-0001 (PDF)' })).toBeDefined();
    expect(posts()[0]?.body).toEqual({ sellerVatNumber: '', buyerVatNumber: '', iban: '', bic: '' });
  });
});

describe('issuing the invoice', () => {
  it('sends nothing when the creator cancels', async () => {
    const { posts } = renderTracker(trackerFixture());
    const dialog = await openInvoiceDialog();
    type(sellerField(dialog), 'FR12345678901');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);
  });

  it('shows the server’s refusal of a field on that field, keeping what was typed', async () => {
    const refusal = 'Ce numéro de TVA intracommunautaire n’est attribué à personne.';
    const { posts } = renderTracker(trackerFixture(), {
      [`POST ${invoice}`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'La requête contient des champs invalides',
            fields: [{ path: 'sellerVatNumber', message: refusal }],
          },
        },
      },
    });
    const dialog = await openInvoiceDialog();
    type(sellerField(dialog), 'FR99999999999');
    type(field(dialog, /^IBAN/), 'FR7630006000011234567890189');
    submit(dialog);

    await waitFor(() => expect(descriptionOf(sellerField(dialog))).toContain(refusal));
    expect(posts()).toHaveLength(1);
    expect(sellerField(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(sellerField(dialog).value).toBe('FR99999999999');
    expect(field(dialog, /^IBAN/).value).toBe('FR7630006000011234567890189');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Créer la facture' })).toBe(dialog);
  });

  it('offers the numbers of the previous invoice for the next one', async () => {
    const first = trackerFixture();
    const [deposit] = first.payments;
    const second = { ...deposit!, id: trackerIds.secondPayment, label: 'Solde' };
    const split = { ...first, payments: [{ ...deposit!, label: 'Acompte' }, second] };
    const afterFirst = {
      ...split,
      canEditSchedule: false,
      payments: [{ ...split.payments[0]!, invoice: issued }, second],
    };
    renderTracker(split, { [`POST ${invoice}`]: { body: afterFirst } });

    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Acompte' })).getByRole('button', { name: 'Créer la facture' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Créer la facture' });
    type(sellerField(dialog), 'fr 12345678901');
    type(field(dialog, /^IBAN/), 'FR76 3000 6000 0112 3456 7890 189');
    submit(dialog);
    await screen.findByRole('button', { name: 'Facture F-0001 (PDF)' });

    fireEvent.click(
      within(screen.getByRole('article', { name: 'Solde' })).getByRole('button', { name: 'Créer la facture' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Créer la facture' });
    expect(dialog.textContent).toContain('pour «\u00a0Solde\u00a0»');
    expect(sellerField(dialog).value).toBe('FR12345678901');
    expect(field(dialog, /^IBAN/).value).toBe('FR7630006000011234567890189');
  });
});
