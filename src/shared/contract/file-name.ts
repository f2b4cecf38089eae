/**
 * The exported file's name, readable in a downloads folder and safe everywhere (ASCII, no
 * spaces): « Contrat_MaisonLumen_LeaMoreau_2027-01.pdf » — the brand, the creator, the month
 * the contract starts.
 */

const PART_MAX = 40;

/** « Léa Moreau ✨ » → « LeaMoreau »: accents dropped, each word capitalised, the rest removed. */
export function fileNamePart(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[Œœ]/g, (letter) => (letter === 'Œ' ? 'Oe' : 'oe'))
    .replace(/[Ææ]/g, (letter) => (letter === 'Æ' ? 'Ae' : 'ae'))
    .replace(/ß/g, 'ss')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')
    .slice(0, PART_MAX);
}

export type FileNameSource = {
  brand: string;
  creator: string;
  /** ISO date the contract starts (YYYY-MM-DD), or empty. */
  startDate: string;
};

export function contractFileName({ brand, creator, startDate }: FileNameSource): string {
  const month = /^\d{4}-\d{2}/.exec(startDate)?.[0];
  const parts = ['Contrat', fileNamePart(brand), fileNamePart(creator), month].filter(Boolean);
  return `${parts.join('_')}.pdf`;
}
