import { addDays } from '#shared/contract/dates.ts';
import { sundayOf } from '#shared/tracker/calendar.ts';

/** What each item of the tracker shows, computed from its dates and « today » in Paris. */

export const publicationStatuses = ['upcoming', 'this-week', 'published', 'late'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];
export const publicationStatusLabels: Record<PublicationStatus, string> = {
  upcoming: 'À venir',
  'this-week': 'À publier cette semaine',
  published: 'Publiée',
  late: 'En retard',
};

/**
 * A publication is late the day after its last allowed day (the date, or the window's end),
 * and « à publier cette semaine » from the Monday of the week it can first be published in.
 */
export function publicationStatus(item: { dueFrom: string; dueTo: string; publishedOn: string | null }, today: string) {
  if (item.publishedOn) return 'published' as const;
  if (today > item.dueTo) return 'late' as const;
  if (item.dueFrom <= sundayOf(today)) return 'this-week' as const;
  return 'upcoming' as const;
}

export const paymentStatuses = ['upcoming', 'to-invoice', 'due', 'paid', 'late'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  upcoming: 'À venir',
  'to-invoice': 'À facturer',
  due: 'À payer',
  paid: 'Payée',
  late: 'En retard',
};

/** Days before its due date a payment shows as « À payer ». */
export const PAYMENT_DUE_SOON_DAYS = 7;

/**
 * Paid once the payee (the creator) has received it, or once the brand's « envoyé » is
 * confirmed. Its due date runs from the invoice (C. com. L441-10 I: the term counts from the
 * invoice's date, and the contracts make each invoice payable N days after it): until one is
 * issued, the payment is « À venir », then « À facturer » once the invoice is expected; only an
 * invoiced payment is late, the day after its due date (L441-10 II: penalties run « le jour
 * suivant la date de règlement figurant sur la facture »).
 */
export function paymentStatus(
  item: { dueOn: string; paid: boolean; invoiced: boolean; invoiceExpectedOn: string },
  today: string,
): PaymentStatus {
  if (item.paid) return 'paid';
  if (!item.invoiced) return today >= item.invoiceExpectedOn ? 'to-invoice' : 'upcoming';
  if (today > item.dueOn) return 'late';
  if (addDays(item.dueOn, -PAYMENT_DUE_SOON_DAYS) <= today) return 'due';
  return 'upcoming';
}

export const rightStatuses = ['active', 'ending-soon', 'expired', 'withdrawn'] as const;
export type RightStatus = (typeof rightStatuses)[number];
export const rightStatusLabels: Record<RightStatus, string> = {
  active: 'En cours',
  'ending-soon': 'Fin proche',
  expired: 'Droits expirés',
  withdrawn: 'Contenu retiré',
};

/** The notices before a use ends, in days (issue: « 30 and 7 days before it ends »). */
export const RIGHT_NOTICE_DAYS = [30, 7] as const;

export function rightStatus(item: { endsOn: string; withdrawn: boolean }, today: string): RightStatus {
  if (item.withdrawn) return 'withdrawn';
  if (today > item.endsOn) return 'expired';
  if (addDays(item.endsOn, -RIGHT_NOTICE_DAYS[0]) <= today) return 'ending-soon';
  return 'active';
}
