/** « A », « A et B », « A, B et C ». */
export function joinFrench(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
}

/** The checkbox of a record: the mentions the law asks on every publication (loi n° 2023-451, art. 5). */
export function mentionsLabel(mentions: readonly string[]): string {
  const quoted = mentions.map((mention) => `« ${mention} »`);
  if (quoted.length === 0) return 'La mention obligatoire est visible sur la publication';
  if (quoted.length === 1) return `La mention ${quoted[0]} est visible sur la publication`;
  return `Les mentions ${joinFrench(quoted)} sont visibles sur la publication`;
}
