/** French formats for dates, numbers and identifiers (the interface is fr-FR throughout; dates in Paris time). */

const PARIS = 'Europe/Paris';
const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: PARIS,
});
const longDateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS,
});
const numberFormat = new Intl.NumberFormat('fr-FR');

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "05/03/2026" */
export function formatDate(value: Date | string | number): string {
  return dateFormat.format(toDate(value));
}

/** "5 mars 2026" */
export function formatLongDate(value: Date | string | number): string {
  return longDateFormat.format(toDate(value));
}

/** "1 234" with the French narrow no-break space. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "732 829 320 00074": the SIREN in groups of three, then the establishment's NIC. */
export function formatSiret(siret: string): string {
  if (!/^\d{14}$/.test(siret)) return siret;
  return `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;
}

/** "3 exports" / "1 export" / "0 export": French keeps the singular for 0 and 1. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${Math.abs(count) < 2 ? singular : plural}`;
}
