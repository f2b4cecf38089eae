/**
 * Truth, not presence: a legal item counts only when the user wrote something real.
 * Placeholders copied from a template (« [à compléter] », « XXX », « … ») are not an answer.
 */
const PLACEHOLDERS = [
  /^\[.*\]$/s,
  /à\s+compl[ée]ter/i,
  /a\s+completer/i,
  /^(x{2,}|tbd|todo|n\/?a|\?+|-+|_+|\.{2,}|…)$/i,
  /^lorem ipsum/i,
];

export function isGiven(value: string | null | undefined): boolean {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return false;
  return !PLACEHOLDERS.some((pattern) => pattern.test(trimmed));
}

/** The paths among [path, value] pairs whose value is not given. */
export function notGiven(fields: ReadonlyArray<readonly [string, string]>): string[] {
  return fields.filter(([, value]) => !isGiven(value)).map(([path]) => path);
}
