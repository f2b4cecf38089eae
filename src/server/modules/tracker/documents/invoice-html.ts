import type { VatTreatment } from '#shared/contract/schema-compensation.ts';
import { escapeHtml } from '#shared/format/escape-html.ts';
import { formatEurosShort, formatMoney, formatNumber } from '#shared/format/numbers.ts';
import { RECOVERY_INDEMNITY_EUR } from '#shared/tracker/late-payment.ts';
import { dayInText, printableDocument } from '#server/modules/tracker/documents/document-page.ts';
import { type DocumentParty, partyBlockHtml } from '#server/modules/tracker/documents/party-block.ts';

/**
 * The invoice the creator issues to the brand for one payment of a signed contract. Each
 * mention says where the law asks for it: « ann. II » is CGI annexe II art. 242 nonies A I
 * (the tax invoice), « L441-9 » the Code de commerce (the commercial invoice).
 */

export type InvoiceInput = {
  /** The issuer's sequence number, without gap; printed « F-0007 » (ann. II 7°). */
  number: number;
  issuedOn: string;
  /** The day the service was done or completed (ann. II 10°; L441-9 I: « date de la prestation »). */
  serviceOn: string;
  dueOn: string;
  /** The creator. */
  seller: DocumentParty;
  /** The brand. */
  buyer: DocumentParty;
  contract: { title: string; reference: string };
  line: { label: string; amountHt: number };
  vatTreatment: VatTreatment;
  /** Percent; charged under 'standard' only. */
  vatRate: number;
  /** ISO 4217, the contract's; 'EUR' by default. */
  currency?: string;
  /** The creator acts as a professional: C. com. L441-10 penalties and the 40 € indemnity apply. */
  betweenProfessionals: boolean;
  /** L441-9 I: « le numéro du bon de commande lorsqu'il a été préalablement établi par l'acheteur ». */
  purchaseOrderNumber?: string;
  bankAccount?: { iban: string; bic?: string };
};

/** 7 → « F-0007 »: four digits at least, the sequence never restarts. */
export function invoiceNumberLabel(number: number): string {
  if (!Number.isInteger(number) || number < 1) throw new RangeError(`Not an invoice number: ${number}`);
  return `F-${String(number).padStart(4, '0')}`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The same rounding as the tracker's amounts (tracker-items.ts), so the invoice and the reminders agree. */
function invoiceAmounts(input: Pick<InvoiceInput, 'line' | 'vatTreatment' | 'vatRate'>) {
  const rate = input.vatTreatment === 'standard' ? input.vatRate : 0;
  const amountTtc = round2(input.line.amountHt * (1 + rate / 100));
  return { rate, vat: round2(amountTtc - input.line.amountHt), amountTtc };
}

const percent = (value: number) => `${formatNumber(value)}\u00a0%`;

const STYLES = `
.invoice-header { display: grid; grid-template-columns: 1fr 1fr; column-gap: 12mm; align-items: start; }
.invoice-title { margin: 14pt 0 10pt; padding-bottom: 8pt; border-bottom: 1.5pt double #333; }
.facts { display: grid; grid-template-columns: max-content 1fr; column-gap: 8pt; margin: 4pt 0 0; }
.facts dt { color: #555; } .facts dd { margin: 0; }
.lines th:first-child { width: 46%; }
.lines th.num { white-space: normal; overflow-wrap: normal; }
.totals { width: 55%; margin-left: auto; }
.vat-mention { font-weight: bold; text-align: right; margin: 4pt 0 8pt; }
.terms p { margin: 0 0 3pt; }
`;

/** ann. II 8° and L441-9 I: quantity, precise name, unit price HT, and the VAT rate or why none. */
function lineRows(input: InvoiceInput, money: (value: number) => string, rate: number): string {
  const { contract, line } = input;
  const vatCell = { standard: percent(rate), franchise: 'Non applicable', 'reverse-charge': 'Autoliquidation' }[
    input.vatTreatment
  ];
  return `<table class="lines"><thead><tr><th>Désignation</th><th class="num">Quantité</th><th class="num">Prix unitaire HT</th><th class="num">TVA</th><th class="num">Montant HT</th></tr></thead>
<tbody><tr><td><strong>${escapeHtml(line.label)}</strong><br><span class="muted">Contrat « ${escapeHtml(contract.title)} », réf. ${escapeHtml(contract.reference)}</span></td>
<td class="num">1</td><td class="num">${money(line.amountHt)}</td><td class="num">${vatCell}</td><td class="num">${money(line.amountHt)}</td></tr></tbody></table>`;
}

function totalsHtml(input: InvoiceInput, money: (value: number) => string): string {
  const { rate, vat, amountTtc } = invoiceAmounts(input);
  const rows: Array<[string, string]> = [['Total HT', money(input.line.amountHt)]];
  // ann. II 11°: the tax to pay, and by rate the total HT and its tax, shown apart.
  if (input.vatTreatment === 'standard')
    rows.push([`TVA ${percent(rate)}`, money(vat)], ['Total TTC', money(amountTtc)]);
  else rows.push(['TVA', money(0)], ['Net à payer', money(amountTtc)]);
  const body = rows
    .map(
      ([label, value], index) =>
        `<tr${index === rows.length - 1 ? ' class="total"' : ''}><td>${label}</td><td class="num">${value}</td></tr>`,
    )
    .join('');
  const mention = {
    standard: '',
    // ann. II 12° (the provision the exemption rests on), in the words of CGI art. 293 B.
    franchise: '<p class="vat-mention">TVA non applicable, art. 293 B du CGI</p>',
    // ann. II 13°: « Autoliquidation »; the brand accounts for the VAT (CGI art. 283-2); both
    // VAT numbers are printed with the parties (ann. II 4°).
    'reverse-charge': '<p class="vat-mention">Autoliquidation — TVA due par le preneur</p>',
  }[input.vatTreatment];
  return `<table class="totals">${body}</table>${mention}`;
}

function termsHtml(input: InvoiceInput): string {
  const bank = input.bankAccount
    ? `, par virement bancaire sur le compte IBAN <span class="nobr">${escapeHtml(input.bankAccount.iban)}</span>${
        input.bankAccount.bic ? ` (BIC ${escapeHtml(input.bankAccount.bic)})` : ''
      }`
    : '';
  const lateTerms = input.betweenProfessionals
    ? // L441-9 I and L441-10 II: the penalty rate, due the day after the due date, and the
      // fixed recovery indemnity (amount set by D441-5).
      `<p>En cas de retard de paiement, des pénalités sont exigibles de plein droit dès le jour suivant la date d’échéance, au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points de pourcentage (article L441-10 du Code de commerce).</p>
<p>Tout retard de paiement rend en outre exigible une indemnité forfaitaire pour frais de recouvrement de ${formatEurosShort(RECOVERY_INDEMNITY_EUR)} (articles L441-10 et D441-5 du Code de commerce).</p>`
    : '';
  // L441-9 I: the due date and « les conditions d'escompte » for early payment (here, none).
  return `<section class="terms keep"><h2>Conditions de règlement</h2>
<p>Règlement au plus tard le <strong>${dayInText(input.dueOn)}</strong>${bank}.</p>
<p>Pas d’escompte pour paiement anticipé.</p>
${lateTerms}</section>`;
}

export function invoiceHtml(input: InvoiceInput): string {
  const money = (value: number) => formatMoney(value, input.currency ?? 'EUR');
  const label = invoiceNumberLabel(input.number);
  const { rate } = invoiceAmounts(input);
  const facts: Array<[string, string]> = [
    ['Date d’émission', dayInText(input.issuedOn)], // ann. II 6°
    ['Date de la prestation', dayInText(input.serviceOn)], // ann. II 10°; L441-9 I
    ['Date d’échéance', dayInText(input.dueOn)], // L441-9 I: « la date à laquelle le règlement doit intervenir »
    ...(input.purchaseOrderNumber?.trim()
      ? [['Bon de commande', `n° ${escapeHtml(input.purchaseOrderNumber.trim())}`] as [string, string]]
      : []),
  ];
  // Parties: ann. II 1° (names, SIREN, addresses), 2° (the seller's VAT number), 4° (both
  // numbers under reverse charge); L441-9 I (names and addresses); C. com. R123-237, R123-238
  // (RCS, legal form, share capital) and R526-27 (« EI »): party-block.ts. « Nature de
  // l'opération »: the category (goods, services or both) that décret n° 2022-1299 adds to
  // ann. II with e-invoicing.
  const body = `<article class="invoice">
<header class="invoice-header">
  <div>${partyBlockHtml(input.seller, { requireVatNumber: input.vatTreatment !== 'franchise' })}</div>
  <div class="box"><p class="box-label">Client</p>${partyBlockHtml(input.buyer, { requireVatNumber: input.vatTreatment === 'reverse-charge' })}</div>
</header>
<div class="invoice-title">
  <h1>Facture n° ${label}</h1>
  <dl class="facts">${facts.map(([term, value]) => `<dt>${term} :</dt><dd>${value}</dd>`).join('')}</dl>
</div>
<p>Nature de l’opération : prestation de services.</p>
${lineRows(input, money, rate)}
${totalsHtml(input, money)}
${termsHtml(input)}
</article>`;
  return printableDocument({ title: `Facture n° ${label}`, css: STYLES, body });
}
