import { describe, expect, it } from 'vitest';
import { computeLatePayment } from '#shared/tracker/late-payment.ts';
import { formalNoticeHtml } from '#server/modules/tracker/documents/formal-notice-html.ts';
import { brand, sampleNotice, visibleText } from '#server/modules/tracker/documents/sample-inputs.ts';

const textOf = (overrides: Parameters<typeof sampleNotice>[0] = {}) =>
  visibleText(formalNoticeHtml(sampleNotice(overrides)));

describe('the formal notice to pay', () => {
  it('is a registered letter from the creator to the brand, placed, dated, with its subject', () => {
    const text = textOf();
    expect(text).toMatch(
      /^Élodie Martin, entrepreneur individuel \(EI\) 12 rue des Lilas 69003 Lyon SIRET : 123 456 789 00012/,
    );
    expect(text).toContain('Maison Fauré SAS au capital de 10 000 € 8 avenue de l’Opéra, 75001 Paris');
    expect(text).toContain('À l’attention de Claire Fauré, présidente');
    expect(text).toContain('À Lyon, le 20 janvier 2026');
    expect(text).toContain(
      'Lettre recommandée avec demande d’avis de réception ou courrier électronique avec accusé de réception',
    );
    expect(text).toContain('Objet : mise en demeure de payer');
  });

  it('names the contract, the unpaid item, its invoice and due date, and the days late', () => {
    const text = textOf();
    expect(text).toContain('contrat « Collection d’hiver » (réf. 1A2B3C4D) signé le 1er mars 2025');
    expect(text).toContain(
      'la somme de 1 200,00 € TTC est due au titre de « Rémunération », facturée le 1er mai 2025 (facture n° F-0007), payable au plus tard le 31 mai 2025.',
    );
    expect(text).toContain('avec un retard de 234 jours.');
  });

  it('between professionals, lists the penalties half-year by half-year and adds the 40 € indemnity', () => {
    const text = textOf();
    expect(text).toContain('article L441-10 du Code de commerce');
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 € (articles L441-10 II et D441-5');
    // 1 200 € × rate × days / 365, by hand: 1 200 × 13,15 % × 30 / 365 = 12,97; × 12,15 % × 184 / 365 = 73,50; × 20 / 365 = 7,99.
    expect(text).toContain('du 01/06/2025 au 30/06/2025 30 3,15 % 13,15 % 12,97 €');
    expect(text).toContain('du 01/07/2025 au 31/12/2025 184 2,15 % 12,15 % 73,50 €');
    expect(text).toContain('du 01/01/2026 au 20/01/2026 20 2,15 % * 12,15 % 7,99 €');
    expect(text).toContain('Total des pénalités 234 94,46 €');
    expect(text).toContain('Principal (facture n° F-0007, TTC) 1 200,00 €');
    expect(text).toContain('Pénalités de retard arrêtées au 20 janvier 2026 94,46 €');
    expect(text).toContain('Indemnité forfaitaire pour frais de recouvrement 40,00 €');
    expect(text).toContain('Total réclamé 1 334,46 €');
  });

  it('says when a half-year’s ECB rate was not recorded and the last one was used, and only then', () => {
    const estimated = 'le dernier taux enregistré a été retenu';
    expect(textOf()).toContain(estimated);
    const late = computeLatePayment({ amountTtc: 1200, dueOn: '2025-05-31', until: '2025-12-31' });
    const text = textOf({ date: '2025-12-31', late });
    expect(text).toContain('du 01/07/2025 au 31/12/2025 184 2,15 % 12,15 % 73,50 €');
    expect(text).not.toContain(estimated);
    expect(text).not.toContain('2,15 % *');
  });

  it('gives eight days from receipt to pay, makes the debtor « en demeure » and says what follows', () => {
    const text = textOf({ bankAccount: { iban: 'FR76 3000 6000 0112 3456 7890 189' } });
    expect(text).toContain(
      'je vous mets en demeure de me régler la somme de 1 334,46 € par virement sur le compte IBAN FR76 3000 6000 0112 3456 7890 189 dans un délai de huit (8) jours à compter de la réception de la présente',
    );
    expect(text).toContain('mise en demeure au sens de l’article 1344 du Code civil');
    expect(text).toContain('requête en injonction de payer (articles 1405 et suivants du Code de procédure civile)');
    expect(text).toContain('article 1231-6, alinéa 3, du Code civil');
    expect(text).toMatch(/salutations distinguées\. Élodie Martin Entrepreneur individuel$/);
  });

  it('for a creator who is not a professional, claims the principal with legal interest, no L441-10', () => {
    // A computation given by mistake is not used: L441-10 does not apply.
    const text = textOf({ betweenProfessionals: false });
    expect(text).toContain(
      'intérêts au taux légal à compter de la réception de la présente mise en demeure (articles 1231-6 et 1344-1 du Code civil)',
    );
    expect(text).toContain('Total réclamé 1 200,00 €');
    expect(text).toContain('avec un retard de 234 jours.');
    expect(text).not.toContain('L441-10');
    expect(text).not.toContain('40 €');
    expect(text).not.toContain('Banque centrale européenne');
    expect(text).not.toContain('Pénalités');
  });

  it('without an invoice, speaks of the sum due', () => {
    const text = textOf({ item: { label: 'Acompte', amountTtc: 360, dueOn: '2025-05-31', invoice: null } });
    expect(text).toContain(
      'la somme de 360,00 € TTC est due au titre de « Acompte », payable au plus tard le 31 mai 2025.',
    );
    expect(text).toContain('Principal (TTC) 360,00 €');
    expect(text).not.toContain('facture');
  });

  it('escapes every value: a hostile name stays text', () => {
    const hostile = '<script>alert(1)</script>';
    const html = formalNoticeHtml(
      sampleNotice({
        recipient: { ...brand, name: hostile },
        recipientAttention: hostile,
        place: hostile,
        contract: { title: hostile, reference: hostile, signedOn: '2025-03-01' },
        signatory: { name: hostile, capacity: hostile },
      }),
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
