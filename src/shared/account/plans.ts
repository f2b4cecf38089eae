/**
 * The plans, in one place (spec sections 1 and 9). Prices are in euro cents, all taxes
 * included.
 */
export const FREE_MONTHLY_EXPORTS = 3;

export const PRO_MONTHLY_PRICE_CENTS = 990;

/** Packs of extra exports, bought once; their credits do not expire at the end of the month. */
export const TOPUP_PACKS = {
  TOPUP_5: { credits: 5, priceCents: 490, label: 'Pack de 5 exports' },
  TOPUP_20: { credits: 20, priceCents: 1490, label: 'Pack de 20 exports' },
} as const;
export type TopupSku = keyof typeof TOPUP_PACKS;
export const TOPUP_SKUS = Object.keys(TOPUP_PACKS) as [TopupSku, ...TopupSku[]];

/** What can be bought: the monthly Pro subscription or a top-up pack. */
export type ProductSku = 'PRO_MONTHLY' | TopupSku;

export function productOf(sku: ProductSku): {
  label: string;
  priceCents: number;
  recurring: boolean;
  credits: number | null;
} {
  if (sku === 'PRO_MONTHLY') {
    return { label: 'Abonnement Pro mensuel', priceCents: PRO_MONTHLY_PRICE_CENTS, recurring: true, credits: null };
  }
  const pack = TOPUP_PACKS[sku];
  return { label: pack.label, priceCents: pack.priceCents, recurring: false, credits: pack.credits };
}

export const planLabels = { free: 'Gratuit', pro: 'Pro' } as const;
