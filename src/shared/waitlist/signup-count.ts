/**
 * The number of waiting-list signups as the landing shows it (spec section 1: '500+'): the
 * real count rounded down to a round figure, never up. Under 10 it is exact; under 100 it is
 * rounded down to the ten, above to the hundred, with a '+' once rounded: 7 → '7',
 * 42 → '40+', 580 → '500+', 1 234 → '1 200+'.
 */
export function formatSignupCount(count: number): string {
  const safe = Math.max(0, Math.floor(count));
  if (safe < 10) return String(safe);
  const step = safe < 100 ? 10 : 100;
  const rounded = Math.floor(safe / step) * step;
  return `${new Intl.NumberFormat('fr-FR').format(rounded)}+`;
}
