import { capitaliseDefinedTerms, frenchSpaces, lowerAfterColon } from '#shared/template/typography.ts';

/** Shown in place of a required value that is still empty, so the reader sees the gap. */
export const MISSING_VALUE = '[à compléter]';

/**
 * French typography for text typed with ordinary spaces: a no-break space inside guillemets
 * and before a colon, a narrow one before ; ! ?, so a mark never starts a line.
 */
export function typeset(value: string): string {
  return capitaliseDefinedTerms(frenchSpaces(value.trim()));
}

export function orMissing(value: string): string {
  const text = typeset(value);
  return text === '' ? MISSING_VALUE : text;
}

export function nonBlankLines(lines: readonly string[]): string[] {
  return lines.map(typeset).filter((line) => line !== '');
}

/** For values the template follows with its own full stop. */
export function withoutFinalPeriod(value: string): string {
  return value.trim().replace(/\.+$/, '');
}

/** Free text printed after « … suivant : » ends as a sentence, whatever the user typed. */
export function asSentence(value: string): string {
  return lowerAfterColon(sentence(value));
}

/** Free text printed as a sentence of its own (not after a colon): its capital is kept. */
export function sentence(value: string): string {
  const text = orMissing(value);
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** The same for an optional text: nothing when blank. */
export function optionalSentence(value: string): string {
  return value.trim() === '' ? '' : asSentence(value);
}
