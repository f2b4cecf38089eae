import { formatNumber } from '#shared/format/numbers.ts';

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
  return `${formatNumber(rounded)}+`;
}

/**
 * The landing shows the count only from this many signups on: '100+' already says something,
 * '7' or '40+' would say the opposite of what it means to. Below it, the line is left out.
 */
export const SIGNUP_COUNT_SHOWN_FROM = 100;

/** The count as the landing shows it, or null when it is too small to be worth showing. */
export function displayedSignupCount(count: number): string | null {
  return count >= SIGNUP_COUNT_SHOWN_FROM ? formatSignupCount(count) : null;
}
