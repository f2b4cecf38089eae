import { daysBetween } from '#shared/contract/dates.ts';
import { formatEurosShort, formatMoney } from '#shared/format/numbers.ts';
import { type LatePaymentComputation, RECOVERY_INDEMNITY_EUR } from '#shared/tracker/late-payment.ts';
import { frenchSpaces } from '#shared/template/typography.ts';
import { dayInText } from '#server/modules/tracker/documents/document-page.ts';

/**
 * The courteous reminder a creator sends a brand from their own mailbox when a payment is
 * late: before any formal notice, it says what is due and, between professionals, what the
 * law already adds to it.
 */

export type PaymentReminderInput = {
  /** The brand's contact, greeted by name when known. */
  recipientName?: string;
  /** Who signs the e-mail: the creator. */
  senderName: string;
  contract: { title: string; reference: string };
  item: { label: string; amountTtc: number; dueOn: string; invoice: { number: string; issuedOn: string } | null };
  /** The day in Paris the e-mail is written. */
  today: string;
  currency?: string;
  betweenProfessionals: boolean;
  /** computeLatePayment up to `today`; used between professionals only. */
  late: LatePaymentComputation | null;
};

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** C. com. L441-10 II: penalties and the indemnity run « de plein droit », with no reminder needed. */
function lawParagraph(input: PaymentReminderInput, money: (value: number) => string): string | null {
  if (!input.betweenProfessionals) return null;
  const rule =
    'Pour mémoire, entre professionnels, tout retard de paiement fait courir de plein droit des pénalités de retard ' +
    `ainsi qu’une indemnité forfaitaire pour frais de recouvrement de ${formatEurosShort(RECOVERY_INDEMNITY_EUR)} ` +
    '(article L441-10 du Code de commerce).';
  const { late } = input;
  if (!late) return rule;
  return (
    `${rule} À ce jour, elles s’élèvent à ${money(late.penalties)} de pénalités et ${money(late.indemnity)} ` +
    `d’indemnité, soit ${money(late.total)}.`
  );
}

export function paymentReminderText(input: PaymentReminderInput): { subject: string; body: string } {
  const { contract, item } = input;
  const money = (value: number) => formatMoney(value, input.currency ?? 'EUR');
  const late = input.betweenProfessionals ? input.late : null;
  const daysLate = late?.daysLate ?? Math.max(0, daysBetween(item.dueOn, input.today) ?? 0);
  const what = item.invoice
    ? `le paiement de la facture n° ${item.invoice.number} du ${dayInText(item.invoice.issuedOn)}`
    : `le paiement « ${item.label} »`;
  const paragraphs = [
    input.recipientName?.trim() ? `Bonjour ${input.recipientName.trim()},` : 'Bonjour,',
    `Sauf erreur de ma part, ${what} (${item.invoice ? `« ${item.label} », ` : ''}${money(item.amountTtc)} TTC), ` +
      `dû au titre du contrat « ${contract.title} » (réf. ${contract.reference}) au plus tard le ${dayInText(item.dueOn)}, ` +
      `ne m’est pas encore parvenu : il est en retard de ${plural(daysLate, 'jour')}.`,
    'Pourriez-vous vérifier ce règlement et m’indiquer la date à laquelle il interviendra ? ' +
      'Si le virement est déjà parti, merci de ne pas tenir compte de ce message.',
    lawParagraph({ ...input, late }, money),
    'Je reste à votre disposition si un point pose question et vous remercie par avance.',
    `Bien cordialement,\n${input.senderName.trim()}`,
  ].filter((paragraph): paragraph is string => paragraph !== null);
  const subject = `Relance : paiement en retard — ${
    item.invoice ? `facture n° ${item.invoice.number}` : item.label
  } — contrat « ${contract.title} »`;
  return { subject: frenchSpaces(subject), body: frenchSpaces(paragraphs.join('\n\n')) };
}
