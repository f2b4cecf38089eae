/**
 * Just enough PDF reading (ISO 32000-1, §7.3 objects, §7.5 file structure) to find the
 * trailer, the catalog, the page tree and the document information dictionary of the files
 * Chromium writes: classic cross-reference tables, plain (uncompressed) dictionaries.
 * Byte offsets are kept by reading the file as latin1, one character per byte.
 */
export type Reference = { number: number; generation: number };
export type Dictionary = Map<string, string>;
export type CrossReference = { offsets: Map<number, number>; trailer: Dictionary; startXref: number };

export function readCrossReference(pdf: Buffer): CrossReference {
  const tail = pdf.toString('latin1', Math.max(0, pdf.length - 1024));
  const matches = [...tail.matchAll(/startxref\s+(\d+)/g)];
  const startXref = Number(matches.at(-1)?.[1] ?? Number.NaN);
  if (!Number.isInteger(startXref)) throw new Error('PDF: no startxref');
  const offsets = new Map<number, number>();
  let trailer: Dictionary | undefined;
  let at: number | undefined = startXref;
  const seen = new Set<number>();
  while (at !== undefined && !seen.has(at)) {
    seen.add(at);
    const section = readSection(pdf, at);
    // Sections are read newest first: an object keeps the offset of its newest version.
    for (const [number, offset] of section.offsets) if (!offsets.has(number)) offsets.set(number, offset);
    trailer ??= section.trailer;
    const previous = section.trailer.get('Prev');
    at = previous === undefined ? undefined : Number(previous);
  }
  return { offsets, trailer: trailer!, startXref };
}

function readSection(pdf: Buffer, offset: number): { offsets: Map<number, number>; trailer: Dictionary } {
  const trailerAt = pdf.indexOf('trailer', offset, 'latin1');
  const table = pdf.toString('latin1', offset, trailerAt < 0 ? offset : trailerAt);
  if (trailerAt < 0 || !table.startsWith('xref')) {
    throw new Error('PDF: cross-reference streams are not supported');
  }
  const offsets = new Map<number, number>();
  const lines = table
    .slice(4)
    .trim()
    .split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; ) {
    const [first, count] = lines[index]!.trim().split(/\s+/).map(Number) as [number, number];
    for (let entry = 0; entry < count; entry += 1) {
      const [position, , kind] = lines[index + 1 + entry]!.trim().split(/\s+/);
      if (kind === 'n') offsets.set(first + entry, Number(position));
    }
    index += count + 1;
  }
  const trailerText = pdf.toString('latin1', trailerAt + 'trailer'.length, trailerAt + 4096);
  return { offsets, trailer: parseDictionary(trailerText) };
}

/** The dictionary of object `reference` (objects of Chromium's files are never in streams). */
export function readObjectDictionary(pdf: Buffer, xref: CrossReference, reference: Reference): Dictionary {
  const offset = xref.offsets.get(reference.number);
  if (offset === undefined) throw new Error(`PDF: object ${reference.number} not found`);
  const end = pdf.indexOf('endobj', offset, 'latin1');
  const text = pdf.toString('latin1', offset, end < 0 ? pdf.length : end);
  const header = /^\s*(\d+)\s+(\d+)\s+obj/.exec(text);
  if (!header || Number(header[1]) !== reference.number) throw new Error(`PDF: bad offset for ${reference.number}`);
  return parseDictionary(text.slice(header[0].length));
}

export function parseReference(value: string | undefined): Reference | undefined {
  const match = /^(\d+)\s+(\d+)\s+R$/.exec(value?.trim() ?? '');
  return match ? { number: Number(match[1]), generation: Number(match[2]) } : undefined;
}

/** The first dictionary in `text`, each value kept as its source text (`/Name`, `(…)`, `1 0 R`…). */
export function parseDictionary(text: string): Dictionary {
  const start = text.indexOf('<<');
  if (start < 0) throw new Error('PDF: dictionary expected');
  const entries: Dictionary = new Map();
  let at = skipSpace(text, start + 2);
  while (!text.startsWith('>>', at)) {
    const key = /^\/([^\s/<>[\]()%]+)/.exec(text.slice(at, at + 128));
    if (!key) throw new Error(`PDF: name expected at ${at}`);
    const valueStart = skipSpace(text, at + key[0].length);
    const valueEnd = endOfValue(text, valueStart);
    entries.set(key[1]!, text.slice(valueStart, valueEnd));
    at = skipSpace(text, valueEnd);
    if (at >= text.length) throw new Error('PDF: unterminated dictionary');
  }
  return entries;
}

function skipSpace(text: string, at: number): number {
  let position = at;
  while (position < text.length) {
    if (/\s/.test(text[position]!)) position += 1;
    else if (text[position] === '%') position = text.indexOf('\n', position) + 1 || text.length;
    else break;
  }
  return position;
}

function endOfValue(text: string, at: number): number {
  if (text.startsWith('<<', at)) return endOfNested(text, at + 2, '>>');
  const first = text[at];
  if (first === '[') return endOfNested(text, at + 1, ']');
  if (first === '<') return text.indexOf('>', at) + 1;
  if (first === '(') return endOfLiteralString(text, at);
  const token = /^(?:\d+\s+\d+\s+R|\/[^\s/<>[\]()%]*|[^\s/<>[\]()%]+)/.exec(text.slice(at, at + 64));
  if (!token) throw new Error(`PDF: value expected at ${at}`);
  return at + token[0].length;
}

function endOfNested(text: string, from: number, closing: string): number {
  let at = skipSpace(text, from);
  while (!text.startsWith(closing, at)) {
    if (at >= text.length) throw new Error('PDF: unterminated value');
    // Keys are names, which read like any other value.
    at = skipSpace(text, endOfValue(text, at));
  }
  return at + closing.length;
}

/** Literal strings nest balanced parentheses and escape others with a backslash (§7.3.4.2). */
function endOfLiteralString(text: string, at: number): number {
  let depth = 0;
  for (let position = at; position < text.length; position += 1) {
    const character = text[position];
    if (character === '\\') position += 1;
    else if (character === '(') depth += 1;
    else if (character === ')' && --depth === 0) return position + 1;
  }
  throw new Error('PDF: unterminated string');
}
