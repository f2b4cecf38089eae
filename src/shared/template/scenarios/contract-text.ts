/**
 * The reading text of a rendered contract, one block per line: what a lawyer reviews in a
 * diff. Tags are dropped, block ends become line breaks, entities are decoded, and the
 * non-breaking spaces are kept visible as « ⍽ » only where a line would otherwise hide them.
 */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export function contractText(html: string): string {
  return html
    .replace(/<\/(p|li|h1|h2|tr|div|section|header)>/g, '\n')
    .replace(/<\/t[dh]>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
