import { daysBetween } from '#shared/contract/dates.ts';
import { escapeHtml } from '#shared/format/escape-html.ts';
import { formatEurosShort, formatMoney } from '#shared/format/numbers.ts';
import { type LatePaymentComputation, RECOVERY_INDEMNITY_EUR } from '#shared/tracker/late-payment.ts';
import { dayInText, escapeLines, printableDocument } from '#server/modules/tracker/documents/document-page.ts';
import { type DocumentParty, partyBlockHtml, partyNameHtml } from '#server/modules/tracker/documents/party-block.ts';
import { penaltiesTableHtml } from '#server/modules/tracker/documents/penalties-table.ts';

/**
 * The creator's « mise en demeure de payer » to the brand for one unpaid payment. It is what
 * makes the debtor « en demeure » (C. civ. 1344), starts the interest a non-professional
 * creditor is owed (C. civ. 1231-6, 1344-1) and comes before an injonction de payer.
 */

export type FormalNoticeInput = {
  /** The creator. */
  sender: DocumentParty;
  /** The brand. */
  recipient: DocumentParty;
  /** « À l'attention de … »: who signed for the brand. */
  recipientAttention?: string;
  /** Where the letter is written: « Lyon ». */
  place: string;
  /** The day of the letter; the penalties are counted up to it. */
  date: string;
  contract: { title: string; reference: string; signedOn: string };
  item: { label: string; amountTtc: number; dueOn: string; invoice: { number: string; issuedOn: string } | null };
  currency?: string;
  betweenProfessionals: boolean;
  /** computeLatePayment up to `date`; used between professionals only. */
  late: LatePaymentComputation | null;
  signatory: { name: string; capacity?: string };
  bankAccount?: { iban: string; bic?: string };
};

const STYLES = `
.letter-head { display: grid; grid-template-columns: 1fr 1fr; column-gap: 12mm; align-items: start; font-size: 9.5pt; }
.recipient { margin-top: 8mm; }
.place-date { text-align: right; margin: 6mm 0 4mm; }
.sending { font-size: 9pt; font-style: italic; margin: 0 0 6pt; }
.subject { font-weight: bold; margin: 0 0 2pt; }
.letter-body { margin-top: 5mm; text-align: justify; hyphens: auto; }
.claim { width: 70%; }
.closing { break-inside: avoid; }
.signature { margin: 6mm 0 0 50%; }
.signature-space { height: 16mm; }
`;

const round2 = (value: number) => Math.round(value * 100) / 100;
const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

function claimTableHtml(input: FormalNoticeInput, late: LatePaymentComputation | null, total: number): string {
  const money = (value: number) => formatMoney(value, input.currency ?? 'EUR');
  const invoice = input.item.invoice ? `facture n° ${escapeHtml(input.item.invoice.number)}, ` : '';
  const rows: Array<[string, number]> = [[`Principal (${invoice}TTC)`, input.item.amountTtc]];
  if (late) {
    rows.push(
      [`Pénalités de retard arrêtées au ${dayInText(input.date)}`, late.penalties],
      ['Indemnité forfaitaire pour frais de recouvrement', late.indemnity],
    );
  }
  const body = rows
    .map(([label, amount]) => `<tr><td>${label}</td><td class="num">${money(amount)}</td></tr>`)
    .join('');
  return `<table class="claim keep">${body}<tr class="total"><td>Total réclamé</td><td class="num">${money(total)}</td></tr></table>`;
}

/** What the delay costs: L441-10 between professionals, the legal interest otherwise. */
function delayHtml(input: FormalNoticeInput, late: LatePaymentComputation | null): string {
  if (!input.betweenProfessionals) {
    // C. civ. 1231-6 and 1344-1: interest at the legal rate from the notice, no loss to prove.
    return '<p>Cette somme porte intérêts au taux légal à compter de la réception de la présente mise en demeure (articles 1231-6 et 1344-1 du Code civil), sans préjudice des stipulations du contrat.</p>';
  }
  // L441-10 II: penalties from the day after the due date, without reminder, and the 40 €
  // indemnity (D441-5), a further one on proof of higher recovery costs.
  const rule = `<p>Conformément à l’article L441-10 du Code de commerce, ce retard fait courir de plein droit, sans qu’un rappel soit nécessaire, des pénalités de retard dès le jour suivant la date d’échéance, au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points de pourcentage, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de ${formatEurosShort(RECOVERY_INDEMNITY_EUR)} (articles L441-10 II et D441-5 du même code), sans préjudice d’une indemnisation complémentaire, sur justification, si les frais de recouvrement exposés sont supérieurs.</p>`;
  if (!late) return rule;
  const table = penaltiesTableHtml({ late, amountTtc: input.item.amountTtc, currency: input.currency ?? 'EUR' });
  return `${rule}<div class="keep"><p>Arrêtées au ${dayInText(input.date)}, les pénalités s’établissent comme suit :</p>${table}</div>`;
}

export function formalNoticeHtml(input: FormalNoticeInput): string {
  const { contract, item } = input;
  const late = input.betweenProfessionals ? input.late : null;
  const daysLate = late?.daysLate ?? Math.max(0, daysBetween(item.dueOn, input.date) ?? 0);
  const total = round2(item.amountTtc + (late?.total ?? 0));
  const money = (value: number) => formatMoney(value, input.currency ?? 'EUR');
  const invoice = item.invoice
    ? `, facturée le ${dayInText(item.invoice.issuedOn)} (facture n° ${escapeHtml(item.invoice.number)})`
    : '';
  const bank = input.bankAccount
    ? ` par virement sur le compte IBAN <span class="nobr">${escapeHtml(input.bankAccount.iban)}</span>${input.bankAccount.bic ? ` (BIC ${escapeHtml(input.bankAccount.bic)})` : ''}`
    : '';
  const attention = input.recipientAttention?.trim()
    ? `<p class="muted">À l’attention de ${escapeHtml(input.recipientAttention.trim())}</p>`
    : '';
  // The claim: eight days from receipt to pay (the notice's own term, the usual one); the
  // letter is the « sommation » of C. civ. 1344 that puts the brand « en demeure »; then the
  // injonction de payer (CPC 1405 and following) for a sum due under a contract; further
  // damages on bad faith (C. civ. 1231-6, al. 3).
  const body = `<article class="letter">
<header class="letter-head">
  <div>${partyBlockHtml(input.sender)}</div>
  <div class="recipient">${partyBlockHtml(input.recipient)}${attention}</div>
</header>
<p class="place-date">À ${escapeHtml(input.place)}, le ${dayInText(input.date)}</p>
<p class="sending">Lettre recommandée avec demande d’avis de réception ou courrier électronique avec accusé de réception</p>
<p class="subject">Objet : mise en demeure de payer</p>
<p class="muted">Contrat « ${escapeHtml(contract.title)} », réf. ${escapeHtml(contract.reference)}${item.invoice ? ` — facture n° ${escapeHtml(item.invoice.number)}` : ''}</p>
<div class="letter-body">
<p>Madame, Monsieur,</p>
<p>En exécution du contrat « ${escapeHtml(contract.title)} » (réf. ${escapeHtml(contract.reference)}) signé le ${dayInText(contract.signedOn)} entre ${partyNameHtml(input.sender)} et ${partyNameHtml(input.recipient)}, la somme de ${money(item.amountTtc)} TTC est due au titre de « ${escapeHtml(item.label)} »${invoice}, payable au plus tard le ${dayInText(item.dueOn)}.</p>
<p>À ce jour, cette somme reste impayée, avec un retard de ${plural(daysLate, 'jour')}.</p>
${delayHtml(input, late)}
<div class="keep"><p>Les sommes dues s’établissent ainsi :</p>
${claimTableHtml(input, late, total)}</div>
<p>En conséquence, je vous mets en demeure de me régler la somme de <strong>${money(total)}</strong>${bank} dans un délai de huit (8) jours à compter de la réception de la présente${late ? ', les pénalités continuant de courir jusqu’au complet paiement' : ''}.</p>
<p>La présente lettre vaut mise en demeure au sens de l’article 1344 du Code civil.</p>
<div class="closing">
<p>À défaut de paiement dans ce délai, je saisirai sans autre avis la juridiction compétente, notamment par voie de requête en injonction de payer (articles 1405 et suivants du Code de procédure civile), afin d’obtenir le paiement des sommes dues, augmentées des ${late ? 'pénalités' : 'intérêts'} échus et des frais de procédure, sans préjudice de tous dommages et intérêts (article 1231-6, alinéa 3, du Code civil).</p>
<p>Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.</p>
<div class="signature">
  <p><strong>${escapeHtml(input.signatory.name)}</strong></p>
  ${input.signatory.capacity?.trim() ? `<p class="muted">${escapeLines(input.signatory.capacity)}</p>` : ''}
  <div class="signature-space"></div>
</div>
</div>
</div>
</article>`;
  return printableDocument({ title: 'Mise en demeure de payer', css: STYLES, body });
}
