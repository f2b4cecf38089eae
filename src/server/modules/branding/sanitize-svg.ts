/**
 * An allowlist SVG sanitiser without a DOM. The input is tokenised strictly and a new
 * document is written from the tokens: only known drawing elements and presentation
 * attributes survive, so scripts, event handlers, <foreignObject>, external references
 * (href, url(), @import) and entities cannot pass. Anything the tokeniser does not understand,
 * and any DOCTYPE (entity expansion), rejects the file: the caller answers 400 INVALID_LOGO.
 */

const ELEMENTS = new Set(
  'svg g defs symbol use path rect circle ellipse line polyline polygon text tspan title desc style linearGradient radialGradient stop clipPath mask pattern'.split(
    ' ',
  ),
);

const ATTRIBUTES = new Set(
  `id class style d x y x1 x2 y1 y2 cx cy r rx ry fx fy width height viewBox preserveAspectRatio points
  fill fill-rule fill-opacity stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray
  stroke-dashoffset stroke-opacity opacity transform offset stop-color stop-opacity gradientUnits gradientTransform
  spreadMethod clip-path clip-rule clipPathUnits mask maskUnits maskContentUnits patternUnits patternTransform
  font-family font-size font-weight font-style text-anchor dominant-baseline letter-spacing dx dy visibility display
  color version xml:space href xlink:href xmlns xmlns:xlink role aria-label`.split(/\s+/),
);

const NAMESPACES: Record<string, string> = {
  xmlns: 'http://www.w3.org/2000/svg',
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
};

export class InvalidSvgError extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);|&/gi, (_match, name: string | undefined) => {
    if (!name) throw new InvalidSvgError('bare ampersand');
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    const decoded = ENTITIES[name];
    if (decoded === undefined) throw new InvalidSvgError(`unknown entity ${name}`);
    return decoded;
  });
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** A url() or @import pointing anywhere but inside the document itself. */
function referencesOutside(css: string): boolean {
  const compact = css.replace(/\s+/g, '').toLowerCase();
  if (compact.includes('@import') || compact.includes('expression(') || compact.includes('javascript:')) return true;
  return [...compact.matchAll(/url\(([^)]*)\)/g)].some((match) => !/^['"]?#/.test(match[1] ?? ''));
}

function keepAttribute(name: string, value: string): boolean {
  if (!ATTRIBUTES.has(name)) return false;
  if (name in NAMESPACES) return false; // written by the sanitiser itself
  if (name === 'href' || name === 'xlink:href') return value.trim().startsWith('#');
  return !referencesOutside(value);
}

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!|<\/([A-Za-z][\w:.-]*)\s*>|<([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|<|[^<]+/gy;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

type Frame = { name: string; kept: boolean };

export function sanitizeSvg(source: string): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  let sawRoot = false;
  const dropping = () => stack.some((frame) => !frame.kept);
  const inStyle = () => stack.at(-1)?.name === 'style';
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(source); match; match = TOKEN.exec(source)) {
    const [token, cdata, closing, opening, attributes, selfClosing] = match;
    if (token.startsWith('<!--') || token.startsWith('<?')) continue;
    if (token === '<!' || token === '<')
      throw new InvalidSvgError('markup the sanitiser does not accept (DOCTYPE, entity…)');
    if (closing !== undefined) {
      const frame = stack.pop();
      if (!frame || frame.name !== closing) throw new InvalidSvgError('unbalanced tags');
      if (frame.kept && !dropping()) out.push(`</${closing}>`);
      continue;
    }
    if (opening !== undefined) {
      if (stack.length === 0) {
        if (sawRoot || opening !== 'svg') throw new InvalidSvgError('the root element must be a single <svg>');
        sawRoot = true;
      }
      const kept = ELEMENTS.has(opening) && !dropping();
      if (kept) {
        const pairs = [...(attributes ?? '').matchAll(ATTRIBUTE)]
          .map(([, name = '', double, single]) => [name, decodeEntities(double ?? single ?? '')] as const)
          .filter(([name, value]) => keepAttribute(name, value))
          .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
        if (opening === 'svg' && stack.length === 0) {
          pairs.unshift(...Object.entries(NAMESPACES).map(([name, uri]) => ` ${name}="${uri}"`));
        }
        out.push(`<${opening}${pairs.join('')}${selfClosing ? '/>' : '>'}`);
      }
      if (!selfClosing) stack.push({ name: opening, kept });
      continue;
    }
    if (stack.length === 0) {
      if (token.trim() !== '' && cdata === undefined) throw new InvalidSvgError('text outside the root element');
      continue;
    }
    if (dropping()) continue;
    const text = cdata ?? decodeEntities(token);
    // A stylesheet that could load something is dropped whole rather than repaired.
    if (inStyle() && referencesOutside(text)) throw new InvalidSvgError('external reference in <style>');
    out.push(escapeText(text));
  }
  if (!sawRoot || stack.length > 0) throw new InvalidSvgError('not a complete SVG document');
  return out.join('');
}
