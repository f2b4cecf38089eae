/**
 * How the address book recognises a counterparty: by its SIRET when it has one, else by its
 * name compared without case, accents or extra spaces (« Maison Lumière » is « MAISON LUMIERE »).
 * The migration that filled the book from older contracts (0017) folds names the same way in SQL;
 * its test checks both give the same key.
 */

/** Lower case, no accents, ligatures spelled out, spaces collapsed: the form names are compared in. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A SIRET as the book compares it: its 14 digits, or '' when the party has none (yet). */
export function comparableSiret(siret: string): string {
  const digits = siret.replace(/\s+/g, '');
  return /^\d{14}$/.test(digits) ? digits : '';
}

/** What a search looks through: name, pseudonym and e-mail folded, and the SIRET's digits. */
export function counterpartySearchText(entry: { name: string; pseudonym: string; email: string; siret: string }) {
  return [
    foldText(entry.name),
    foldText(entry.pseudonym),
    entry.email.trim().toLowerCase(),
    comparableSiret(entry.siret),
  ]
    .filter(Boolean)
    .join('\n');
}

/** A search as typed, in the form of the search text; digits typed with spaces (« 552 100 ») also match a SIRET. */
export function searchNeedles(query: string): string[] {
  const folded = foldText(query);
  if (folded === '') return [];
  const digits = folded.replace(/\s+/g, '');
  return /^\d+$/.test(digits) && digits !== folded ? [folded, digits] : [folded];
}

/** The town of a postal address written « 12 rue des Lilas, 75011 Paris », or '' when none is found. */
export function townOfAddress(address: string): string {
  const match = /\b\d{5}\s+([^,\n]+)\s*$/.exec(address.trim());
  return match?.[1]?.trim() ?? '';
}
