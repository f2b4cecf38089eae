import { foldText } from '#shared/counterparty/match.ts';

/**
 * `foldText` in SQL, so the list's search runs in the database and folds as the address book
 * does: accents off, lower case, œ and æ spelled out, every space one space.
 * `translate` maps each letter of Latin-1 and the Latin Extended blocks to what `foldText`
 * makes of it; the letters it spells in two (œ, æ…) go through `replace`.
 */

/** Latin-1 Supplement, Latin Extended-A and B and Additional; the no-break and thin spaces (\s takes the others). */
const FOLDED_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x00c0, 0x024f],
  [0x1e00, 0x1eff],
];
const SPACES = ['\u00a0', '\u2007', '\u2009', '\u202f'];

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

/** A string literal of SQL; none of the table's characters is a quote, but a quote would be doubled. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The SQL of `foldText(expression)`, as literal text: the expression of a generated column
 * (`contracts.search_text`), which takes no parameters.
 */
export function foldedSqlText(expression: string): string {
  let folded = `translate(${expression}, ${literal(table.from)}, ${literal(table.to)})`;
  for (const [letter, spelled] of table.pairs) folded = `replace(${folded}, ${literal(letter)}, ${literal(spelled)})`;
  return `regexp_replace(lower(${folded}), '\\s+', ' ', 'g')`;
}
