/** The arithmetic of a payment schedule, in cents so that the parts always add up to the total. */

const toCents = (amount: number) => Math.round(amount * 100);

/** `totalHt` split by percentages: each part rounded to the cent, the last one takes what is left. */
export function splitAmount(totalHt: number, percents: readonly number[]): number[] {
  const total = toCents(totalHt);
  const parts = percents.slice(0, -1).map((percent) => Math.round((total * percent) / 100));
  parts.push(total - parts.reduce((sum, part) => sum + part, 0));
  return parts.map((cents) => cents / 100);
}

/** What is left to place of `totalHt` (negative when the parts exceed it); amounts not yet numbers count for nothing. */
export function remainingHt(totalHt: number, amounts: readonly unknown[]): number {
  const placed = amounts.reduce<number>(
    (sum, amount) => sum + (typeof amount === 'number' && Number.isFinite(amount) ? toCents(amount) : 0),
    0,
  );
  return (toCents(totalHt) - placed) / 100;
}

/** The total of the current schedule, which any new one must keep. */
export function totalHt(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + toCents(amount), 0) / 100;
}

/** "1 500,50" → 1500.5; anything else stays text, for the schema to refuse in French. */
export function parseFrenchAmount(text: string): number | string {
  const normalised = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : text;
}

/** 1500.5 → "1500,50" in a field: a comma, always two decimals. */
export function amountText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? value.toFixed(2).replace('.', ',') : '';
  return typeof value === 'string' ? value : '';
}
