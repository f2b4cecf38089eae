import { formatNumber } from '#shared/format/numbers.ts';

/** "3 exports" / "1 export" / "0 export": French keeps the singular for 0 and 1. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${Math.abs(count) < 2 ? singular : plural}`;
}
