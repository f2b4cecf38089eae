/**
 * The plans, in one place (spec sections 1 and 9). Prices are in euro cents, all taxes
 * included.
 */
export const FREE_MONTHLY_EXPORTS = 3;

export const PRO_MONTHLY_PRICE_CENTS = 990;

export const planLabels = { free: 'Gratuit', pro: 'Pro' } as const;

/** "9,90 €" */
export function formatPriceEuros(cents: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
