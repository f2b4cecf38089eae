/**
 * Every browser context of the suite is a visitor of its own: the e2e server trusts
 * X-Forwarded-For (TRUST_PROXY in playwright.config.ts), and each context sends a distinct
 * address from the documentation range 198.18.0.0/15, so per-IP rate limits count per context.
 */
let next = Math.floor(Math.random() * 60_000);

export function visitorHeaders(): Record<string, string> {
  next = (next + 1) % 131_072;
  return { 'X-Forwarded-For': `198.${18 + (next >> 16)}.${(next >> 8) & 255}.${next & 255}` };
}
