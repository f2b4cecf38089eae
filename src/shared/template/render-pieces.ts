import Mustache from 'mustache';
import { escapeHtml } from '#shared/format/escape-html.ts';
import { typesetFragment } from '#shared/template/typography.ts';

/**
 * The editor's preview renders the whole contract again on every keystroke, with the PDF's own
 * function, while a keystroke changes one article or two. So the template is rendered in
 * pieces — each article (`{{#art.<id>.on}}`, see `assemble-template.ts`) and what lies between
 * them — and a piece whose text is the same as in the last rendering is not typeset again.
 * The result is the whole document's, character for character (`render-pieces.test.ts`).
 */

/** `Mustache.parse`: the kind of each token, then its name or text (the typings say `string[]`). */
type Token = string[];

/** Own escape and tags, so no global Mustache setting elsewhere can weaken them. */
const TAGS: [string, string] = ['{{', '}}'];
const writer = new Mustache.Writer();
const ARTICLE = /^art\.[\w-]+\.on$/;

let parsed: { templateHtml: string; pieces: Token[][] } | null = null;

/** The template's top-level tokens, cut before each article. */
function piecesOf(templateHtml: string): Token[][] {
  if (parsed?.templateHtml === templateHtml) return parsed.pieces;
  const pieces: Token[][] = [];
  let current: Token[] = [];
  for (const token of writer.parse(templateHtml, TAGS) as Token[]) {
    if (token[0] === '#' && ARTICLE.test(token[1] ?? '') && current.length > 0) {
      pieces.push(current);
      current = [];
    }
    current.push(token);
  }
  if (current.length > 0) pieces.push(current);
  parsed = { templateHtml, pieces };
  return pieces;
}

/** The template filled with `view`, every value escaped, as pieces that join into the whole. */
export function renderTemplatePieces(templateHtml: string, view: object): string[] {
  const context = new Mustache.Context(view);
  return piecesOf(templateHtml).map((tokens) =>
    writer.renderTokens(tokens, context, {}, templateHtml, { escape: escapeHtml, tags: TAGS }),
  );
}

const SPACE = /[ \t\r\n]/;

/** Ends with a tag, then spaces or line breaks only. */
function endsAtTag(html: string): boolean {
  let index = html.length - 1;
  while (index >= 0 && SPACE.test(html.charAt(index))) index -= 1;
  return html.charAt(index) === '>';
}

/** Spaces or line breaks only, then a tag. */
function startsAtTag(html: string): boolean {
  let index = 0;
  while (index < html.length && SPACE.test(html.charAt(index))) index += 1;
  return html.charAt(index) === '<';
}

type Typeset = ReturnType<typeof typesetFragment>;
/** The pieces of the last rendering, typeset, by guillemets open before them and text. */
let lastTypeset = new Map<string, Typeset>();

/**
 * `typesetHtml` over the joined pieces. The typography reads text between two tags: a piece is
 * typeset alone only when the text across its boundary with the next is blank (a piece that
 * ends or starts otherwise is typeset with its neighbour), and guillemets left open by one
 * piece carry into the next, so each piece is typeset as it is within the whole.
 */
export function typesetPieces(pieces: readonly string[]): string {
  const typeset = new Map<string, Typeset>();
  let result = '';
  let openQuotes = 0;
  let unit = '';
  for (const [index, piece] of pieces.entries()) {
    unit += piece;
    const next = pieces[index + 1];
    if (next !== undefined && !(endsAtTag(unit) && startsAtTag(next))) continue;
    const key = `${openQuotes}:${unit}`;
    const done = typeset.get(key) ?? lastTypeset.get(key) ?? typesetFragment(unit, openQuotes);
    typeset.set(key, done);
    result += done.html;
    openQuotes = done.openQuotes;
    unit = '';
  }
  lastTypeset = typeset;
  return result;
}
