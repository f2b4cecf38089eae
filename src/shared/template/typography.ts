import { parseIsoDate } from '#shared/contract/dates.ts';
import { formatNumberInWords } from '#shared/template/number-words.ts';

/**
 * The French typography of the contract text, in one place: every rule below applies to the
 * template's own text as well as to what users type (see `typesetHtml`).
 */

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** A noun and its gender: numbers agree with it (« une (1) série », « un (1) jour »). */
export type Noun = { singular: string; plural: string; feminine?: boolean };

export const NOUNS = {
  day: { singular: 'jour', plural: 'jours' },
  workingDay: { singular: 'Jour ouvré', plural: 'Jours ouvrés' },
  month: { singular: 'mois', plural: 'mois' },
  year: { singular: 'an', plural: 'ans' },
  round: { singular: 'série', plural: 'séries', feminine: true },
  copy: { singular: 'exemplaire', plural: 'exemplaires' },
} as const satisfies Record<string, Noun>;

/** A number in words, feminine when asked: « un » → « une », « vingt et un » → « vingt et une ». */
export function numberInWords(value: number, feminine = false): string {
  const words = formatNumberInWords(value);
  return feminine ? words.replace(/(^|[\s-])un$/, '$1une') : words;
}

/** « quatre (4) mois », « une (1) série »: how a contract states a count. */
export function countInWords(count: number, noun: Noun): string {
  return `${numberInWords(count, noun.feminine)} (${count}) ${count > 1 ? noun.plural : noun.singular}`;
}

/** A percentage in words and figures: « dix pour cent (10 %) », « douze virgule cinq pour cent (12,5 %) ». */
export function percentInWords(value: number): string {
  const [whole, decimals] = String(value).split('.');
  const words = decimals
    ? `${formatNumberInWords(Number(whole))} virgule ${formatNumberInWords(Number(decimals))}`
    : formatNumberInWords(value);
  return `${words} pour cent (${String(value).replace('.', ',')}${NBSP}%)`;
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** « le 1er décembre 2026 » in running text: « 2026-12-01 » → « 1er décembre 2026 ». */
export function dateInLetters(iso: string): string {
  if (!parseIsoDate(iso)) return '';
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day === 1 ? '1er' : day}${NBSP}${MONTHS[month - 1]}${NBSP}${year}`;
}

/** Vowels and a mute h take the elision: « d’Inès », « l’Agent », « qu’elle ». */
const ELIDES = /^[aeiouyàâäéèêëîïôöùûüœæh]/i;

/** « de » + a word, elided when it must be: « auprès d’Inès Roux », « auprès de Paul ». */
export function withDe(word: string): string {
  const text = word.trim();
  return ELIDES.test(text) ? `d’${text}` : `de ${text}`;
}

/**
 * Words that open a user's text after a colon of the template and take no capital there
 * (« Modalités de paiement : 30 %… », « obligations suivantes : la Marque fournit… »).
 * A word outside this list keeps its capital: it may be a name (« Instagram », « Paris »).
 */
const COMMON_OPENERS = new Set(
  (
    'le la les l un une des du de d au aux à a ce cet cette ces ces son sa ses leur leurs notre nos votre vos tout toute tous toutes ' +
    'chaque aucun aucune il elle ils elles on en par pour dans sur avec sans sous selon après avant dès lors si ' +
    'paiement paiements envoi envois comptes compte versement versements publication publications remise livraison ' +
    'facturation facture factures acompte solde virement règlement reprise retour restitution utilisation diffusion ' +
    'partage republication mention relais'
  ).split(' '),
);

/** No capital after a colon inside a sentence, also where a user's text follows it. */
export function lowerAfterColon(text: string): string {
  const match = /^([A-ZÀÂÄÉÈÊËÎÏÔÖÙÛÜÇ])([a-zàâäéèêëîïôöùûüçœæ]*)(?=[\s’'’,.;:!?]|$)/.exec(text);
  if (!match) return text;
  const word = `${match[1]}${match[2]}`.toLowerCase();
  return COMMON_OPENERS.has(word) ? `${(match[1] as string).toLowerCase()}${text.slice(1)}` : text;
}

/** The defined terms of the contract keep their capital wherever they appear. */
const DEFINED_TERMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcontenus\b/g, 'Contenus'],
  [/\bcontenu\b(?=\s+(?:concerné|validé|livré|publié)s?\b)/g, 'Contenu'],
  [/\bbrief\b/g, 'Brief'],
  [/\bproduits\b(?!\s+(?:concurrents|financiers|dérivés|cosmétiques|alimentaires)\b)/g, 'Produits'],
  [/\bjours ouvrés\b/g, 'Jours ouvrés'],
  [/\bjour ouvré\b/g, 'Jour ouvré'],
  [/\b(la|La) marque\b/g, '$1 Marque'],
  [/\b(le|Le|du|au) créateur\b/g, '$1 Créateur'],
  [/\b(les|Les|des|aux) parties\b/g, '$1 Parties'],
  [/\b(le|Le|du|au) contrat\b/g, '$1 Contrat'],
];

export function capitaliseDefinedTerms(text: string): string {
  return DEFINED_TERMS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Spaces in text typed with ordinary spaces: no break inside guillemets, before : ; ! ? or after n°. */
export function frenchSpaces(text: string): string {
  return text
    .replace(/«[ \u00a0]*/g, `«${NBSP}`)
    .replace(/[ \u00a0]*»/g, `${NBSP}»`)
    .replace(/ +:/g, `${NBSP}:`)
    .replace(/ +([;!?])/g, `${NNBSP}$1`)
    .replace(/\bn° +/g, `n°${NBSP}`)
    .replace(/(\d) +(%|€|\$)/g, `$1${NBSP}$2`);
}

/**
 * Quotes inside quotes become “ ”: « Partenariat “Nuit d’hiver” ». Reads the text once,
 * keeping the depth; an unbalanced closing mark is left as it is.
 */
export function nestQuotes(text: string): string {
  let depth = 0;
  let result = '';
  for (const character of text) {
    if (character === '«') {
      result += depth === 0 ? '«' : '“';
      depth += 1;
    } else if (character === '»' && depth > 0) {
      depth -= 1;
      result += depth === 0 ? '»' : '”';
    } else {
      result += character;
    }
  }
  return result;
}

/**
 * The last pass over a rendered fragment: French spaces and nested quotes on every text node,
 * template text and values alike. Tags and attributes are left untouched.
 */
export function typesetHtml(html: string): string {
  return typesetFragment(html, 0).html;
}

/**
 * `typesetHtml` on a part of a document that starts and ends between two tags, given the
 * guillemets left open before it (`openQuotes`); returns those left open after it.
 */
export function typesetFragment(html: string, openQuotes: number): { html: string; openQuotes: number } {
  const spaced = html.replace(/>([^<]+)</g, (_match, text: string) => `>${frenchSpaces(text)}<`);
  // Nesting spans elements (« <strong>x</strong> »): track depth over the text only.
  let depth = openQuotes;
  const nested = spaced.replace(/<[^>]*>|[«»]/g, (token) => {
    if (token.startsWith('<')) return token;
    if (token === '«') {
      depth += 1;
      return depth === 1 ? '«' : '“';
    }
    if (depth === 0) return token;
    depth -= 1;
    return depth === 0 ? '»' : '”';
  });
  return { html: nested.replace(/“\u00a0/g, '“').replace(/\u00a0”/g, '”'), openQuotes: depth };
}

/**
 * An item of a list introduced by « s’engage à : »: lower case at the start (an infinitive
 * takes no capital there), no final stop; the template adds « ; » or « . ».
 */
export function asListItem(text: string): string {
  const trimmed = lowerAfterColon(text.trim()).replace(/[.;]+$/, '');
  return /^[A-ZÀÂÉÈÊÎÔÛ][a-zàâäéèêëîïôöùûüç]+(?:er|ir|re|oir)(?=\s)/.test(trimmed)
    ? `${trimmed.charAt(0).toLowerCase()}${trimmed.slice(1)}`
    : trimmed;
}

/** Items of such a list, each closed by « ; » and the last by « . ». */
export function punctuateList(items: readonly string[]): string[] {
  return items.map((item, index) => `${asListItem(item)}${index === items.length - 1 ? '.' : ' ;'}`);
}
