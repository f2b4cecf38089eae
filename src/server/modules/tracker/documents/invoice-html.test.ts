import { describe, expect, it } from 'vitest';
import { invoiceHtml, invoiceNumberLabel } from '#server/modules/tracker/documents/invoice-html.ts';
import { brand, creator, sampleInvoice, visibleText } from '#server/modules/tracker/documents/sample-inputs.ts';

const textOf = (overrides: Parameters<typeof sampleInvoice>[0] = {}) =>
  visibleText(invoiceHtml(sampleInvoice(overrides)));

const PENALTY_RATE =
  'au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points de pourcentage';
const INDEMNITY = 'indemnité forfaitaire pour frais de recouvrement de 40 €';

describe('invoice numbers', () => {
  it('writes a number as F- and four digits at least', () => {
    expect(invoiceNumberLabel(7)).toBe('F-0007');
    expect(invoiceNumberLabel(1234)).toBe('F-1234');
    expect(invoiceNumberLabel(12345)).toBe('F-12345');
  });

  it('refuses what is not a positive whole number', () => {
    for (const number of [0, -3, 1.5, Number.NaN]) expect(() => invoiceNumberLabel(number)).toThrow(RangeError);
  });
});

describe('the invoice', () => {
  it('carries its number, dates and the identity of both parties', () => {
    const text = textOf();
    expect(text).toContain('Facture n° F-0007');
    expect(text).toContain('Date d’émission : 1er mai 2025');
    expect(text).toContain('Date de la prestation : 30 avril 2025');
    expect(text).toContain('Date d’échéance : 31 mai 2025');
    expect(text).toContain(
      'Élodie Martin, entrepreneur individuel (EI) 12 rue des Lilas 69003 Lyon SIRET : 123 456 789 00012',
    );
    expect(text).toContain('TVA intracommunautaire : FR32123456789');
    expect(text).toContain(
      'Maison Fauré SAS au capital de 10 000 € 8 avenue de l’Opéra, 75001 Paris SIRET : 987 654 321 00027 RCS Paris 987 654 321 TVA intracommunautaire : FR45987654321',
    );
    expect(text).toContain('Nature de l’opération : prestation de services.');
  });

  it('names the line with its contract and gives HT, the VAT at its rate and TTC', () => {
    const text = textOf();
    expect(text).toContain('Rémunération Contrat « Collection d’hiver », réf. 1A2B3C4D 1 1 000,00 € 20 % 1 000,00 €');
    expect(text).toContain('Total HT 1 000,00 € TVA 20 % 200,00 € Total TTC 1 200,00 €');
    expect(text).not.toContain('293 B');
    expect(text).not.toContain('Autoliquidation');
  });

  it('rounds the VAT to the cent as the tracker does', () => {
    expect(textOf({ line: { label: 'Acompte', amountHt: 333.33 } })).toContain(
      'Total HT 333,33 € TVA 20 % 66,67 € Total TTC 400,00 €',
    );
  });

  it('under the franchise, charges no VAT and says « TVA non applicable, art. 293 B du CGI »', () => {
    const text = textOf({ vatTreatment: 'franchise', vatRate: 0, seller: { ...creator, vatNumber: undefined } });
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
    expect(text).toContain('Total HT 1 000,00 € TVA 0,00 € Net à payer 1 000,00 €');
    expect(text).not.toContain('Total TTC');
    expect(text).not.toContain('Autoliquidation');
    // The creator owes no VAT number under the franchise: none is left « à compléter ».
    expect(text).not.toContain('[à compléter]');
  });

  it('ignores a VAT rate given with a treatment that charges none', () => {
    expect(textOf({ vatTreatment: 'franchise', vatRate: 20 })).toContain('Net à payer 1 000,00 €');
  });

  it('under reverse charge, says « Autoliquidation » and prints both VAT numbers', () => {
    const foreignBrand = {
      ...brand,
      name: 'Fauré GmbH',
      siret: undefined,
      rcsCity: undefined,
      vatNumber: 'DE123456789',
    };
    const text = textOf({ vatTreatment: 'reverse-charge', vatRate: 0, buyer: foreignBrand });
    expect(text).toContain('Autoliquidation — TVA due par le preneur');
    expect(text).toContain('TVA intracommunautaire : FR32123456789');
    expect(text).toContain('TVA intracommunautaire : DE123456789');
    expect(text).toContain('Net à payer 1 000,00 €');
    expect(text).not.toContain('293 B');
    expect(text).not.toContain('Total TTC');
  });

  it('shows a VAT number the law requires and the parties did not give as « à compléter »', () => {
    expect(textOf({ seller: { ...creator, vatNumber: undefined } })).toContain(
      'TVA intracommunautaire : [à compléter]',
    );
    const reverse = textOf({ vatTreatment: 'reverse-charge', buyer: { ...brand, vatNumber: '' } });
    expect(reverse).toContain('Maison Fauré SAS');
    expect(reverse).toMatch(/RCS Paris 987 654 321 TVA intracommunautaire : \[à compléter\]/);
    expect(textOf()).not.toContain('[à compléter]');
  });

  it('between professionals, states the penalty rate and the 40 € indemnity, and no discount', () => {
    const text = textOf();
    expect(text).toContain('Règlement au plus tard le 31 mai 2025.');
    expect(text).toContain('Pas d’escompte pour paiement anticipé.');
    expect(text).toContain(`dès le jour suivant la date d’échéance, ${PENALTY_RATE}`);
    expect(text).toContain(INDEMNITY);
  });

  it('for a creator who is not a professional, states neither the L441-10 penalties nor the indemnity', () => {
    const text = textOf({ betweenProfessionals: false });
    expect(text).toContain('Pas d’escompte pour paiement anticipé.');
    expect(text).not.toContain('Banque centrale européenne');
    expect(text).not.toContain('40 €');
    expect(text).not.toContain('L441-10');
  });

  it('prints the purchase order and the bank account only when given', () => {
    const text = textOf({
      purchaseOrderNumber: 'BC-118',
      bankAccount: { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
    });
    expect(text).toContain('Bon de commande : n° BC-118');
    expect(text).toContain('par virement bancaire sur le compte IBAN FR76 3000 6000 0112 3456 7890 189 (BIC AGRIFRPP)');
    expect(textOf()).not.toContain('Bon de commande');
    expect(textOf()).not.toContain('IBAN');
  });

  it('sets French spaces: no break before a colon, inside guillemets, after « n° »', () => {
    const html = invoiceHtml(sampleInvoice());
    expect(html).toContain('Facture n°\u00a0F-0007');
    expect(html).toContain('Date d’émission\u00a0:');
    expect(html).toContain('«\u00a0Collection d’hiver\u00a0»');
  });

  it('escapes every value: a hostile name stays text', () => {
    const hostile = '<script>alert("x")</script>';
    const html = invoiceHtml(
      sampleInvoice({
        seller: { ...creator, name: hostile, address: `${hostile}\nLyon` },
        buyer: { ...brand, name: hostile, vatNumber: `"><img src=x>` },
        contract: { title: hostile, reference: '<b>' },
        line: { label: hostile, amountHt: 10 },
        purchaseOrderNumber: hostile,
      }),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('is a whole A4 document that loads nothing', () => {
    const html = invoiceHtml(sampleInvoice());
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(html).toContain('size: A4');
    expect(html).toContain("font-family: 'Paraphe Serif'");
    expect(html).not.toMatch(/<script|<link|<img|url\(|https?:/);
  });
});
