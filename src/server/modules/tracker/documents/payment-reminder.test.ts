import { describe, expect, it } from 'vitest';
import { computeLatePayment } from '#shared/tracker/late-payment.ts';
import { type PaymentReminderInput, paymentReminderText } from '#server/modules/tracker/documents/payment-reminder.ts';
import { contract, sampleLate } from '#server/modules/tracker/documents/sample-inputs.ts';

function reminderInput(overrides: Partial<PaymentReminderInput> = {}): PaymentReminderInput {
  return {
    recipientName: 'Claire',
    senderName: 'Élodie Martin',
    contract,
    item: {
      label: 'Rémunération',
      amountTtc: 1200,
      dueOn: '2025-05-31',
      invoice: { number: 'F-0007', issuedOn: '2025-05-01' },
    },
    today: '2026-01-20',
    betweenProfessionals: true,
    late: sampleLate(),
    ...overrides,
  };
}

/** Spaces of every kind as one, to read the words. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the payment reminder', () => {
  it('names the invoice and the contract in its subject', () => {
    const { subject } = paymentReminderText(reminderInput());
    expect(plain(subject)).toBe('Relance : paiement en retard — facture n° F-0007 — contrat « Collection d’hiver »');
  });

  it('says courteously what is due, since when, and how late', () => {
    const body = plain(paymentReminderText(reminderInput()).body);
    expect(body).toMatch(/^Bonjour Claire,\n\n/);
    expect(body).toContain(
      'le paiement de la facture n° F-0007 du 1er mai 2025 (« Rémunération », 1 200,00 € TTC), dû au titre du contrat « Collection d’hiver » (réf. 1A2B3C4D) au plus tard le 31 mai 2025, ne m’est pas encore parvenu : il est en retard de 234 jours.',
    );
    expect(body).toContain('Si le virement est déjà parti, merci de ne pas tenir compte de ce message.');
    expect(body).toMatch(/Bien cordialement,\nÉlodie Martin$/);
  });

  it('between professionals, recalls the penalties and the 40 € indemnity due de plein droit, with the amounts so far', () => {
    const body = plain(paymentReminderText(reminderInput()).body);
    expect(body).toContain(
      'tout retard de paiement fait courir de plein droit des pénalités de retard ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (article L441-10 du Code de commerce).',
    );
    expect(body).toContain('À ce jour, elles s’élèvent à 94,46 € de pénalités et 40,00 € d’indemnité, soit 134,46 €.');
  });

  it('for a creator who is not a professional, says nothing of L441-10, even if figures are given', () => {
    const body = plain(paymentReminderText(reminderInput({ betweenProfessionals: false })).body);
    expect(body).toContain('il est en retard de 234 jours.');
    expect(body).not.toContain('L441-10');
    expect(body).not.toContain('de plein droit');
    expect(body).not.toContain('indemnité');
  });

  it('without an invoice, names the payment by its label; one day late is singular', () => {
    const late = computeLatePayment({ amountTtc: 360, dueOn: '2026-01-19', until: '2026-01-20' });
    const { subject, body } = paymentReminderText(
      reminderInput({
        item: { label: 'Acompte', amountTtc: 360, dueOn: '2026-01-19', invoice: null },
        late,
        recipientName: '',
      }),
    );
    expect(plain(subject)).toBe('Relance : paiement en retard — Acompte — contrat « Collection d’hiver »');
    expect(plain(body)).toMatch(/^Bonjour,\n\nSauf erreur de ma part, le paiement « Acompte » \(360,00 € TTC\)/);
    expect(plain(body)).toContain('il est en retard de 1 jour.');
  });

  it('sets French spaces in plain text: before « : » and « ? », inside guillemets', () => {
    const { subject, body } = paymentReminderText(reminderInput());
    expect(subject).toContain('Relance\u00a0:');
    expect(subject).toContain('«\u00a0Collection d’hiver\u00a0»');
    expect(body).toContain('interviendra\u202f?');
  });
});
