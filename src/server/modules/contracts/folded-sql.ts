import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { foldText } from '#shared/counterparty/match.ts';

/**
 * `foldText` in SQL, so the list's search runs in the database and folds as the client and the
 * address book do: accents off, lower case, œ and æ spelled out, every space one space.
 * `translate` maps each letter of Latin-1 and the Latin Extended blocks to what `foldText`
 * makes of it; the letters it spells in two (œ, æ…) go through `replace`.
 */

/** Latin-1 Supplement, Latin Extended-A and B, and the spaces French typography uses. */
const FOLDED_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x00c0, 0x024f],
  [0x1e00, 0x1eff],
];
const SPACES = ['\u00a0', '\u2007', '\u2009', '\u202f', '\t', '\n', '\r'];

function buildFoldTable() {
  let from = '';
  let to = '';
  const pairs: Array<[string, string]> = [];
  for (const [first, last] of FOLDED_RANGES) {
    for (let code = first; code <= last; code += 1) {
      const letter = String.fromCodePoint(code);
      const folded = foldText(letter);
      if (folded === letter) continue;
      if (folded.length === 1) {
        from += letter;
        to += folded;
      } else if (folded.length > 1) {
        pairs.push([letter, folded]);
      }
    }
  }
  for (const space of SPACES) {
    from += space;
    to += ' ';
  }
  return { from, to, pairs };
}

const table = buildFoldTable();

/** The characters the SQL fold covers beyond ASCII (for its test). */
export const foldedCharacters = (): string[] => [...table.from, ...table.pairs.map(([letter]) => letter)];

export function foldedSql(value: SQLWrapper): SQL {
  let folded: SQL = sql`translate(${value}, ${table.from}, ${table.to})`;
  for (const [letter, spelled] of table.pairs) folded = sql`replace(${folded}, ${letter}, ${spelled})`;
  return sql`regexp_replace(lower(${folded}), '\\s+', ' ', 'g')`;
}
