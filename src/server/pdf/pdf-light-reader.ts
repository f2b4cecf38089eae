/**
 * Just enough of a PDF reader to follow a classic cross-reference table (ISO 32000-1 §7.5.4,
 * what Chromium writes) from the trailer to the page tree and the Info dictionary, without
 * reading the rest of the file. Anything it does not expect (a cross-reference stream, an
 * encrypted file, an offset that does not point at its object) makes it answer null, and the
 * caller goes through pdf-lib instead.
 */

/** A value as read: what the writer needs (numbers, names, references) and its exact bytes. */
export type PdfValue =
  | { kind: 'number'; value: number; raw: string }
  | { kind: 'name'; value: string; raw: string }
  | { kind: 'ref'; objectNumber: number; raw: string }
  | { kind: 'dict'; entries: Map<string, PdfValue>; raw: string }
  | { kind: 'other'; raw: string };

export type ClassicXref = {
  trailer: Map<string, PdfValue>;
  /** Where the newest cross-reference section starts: the /Prev of an update. */
  startxref: number;
  /** Offset of each object in use, newest section first. */
  offsets: Map<number, number>;
};

class Unreadable extends Error {}

const DELIMITER = /[\s()<>[\]{}/%]/;

/** Reads one value at `at` in `text` (latin1: one character per byte); answers it and where it ends. */
function readValue(text: string, at: number): { value: PdfValue; end: number } {
  let index = skipSpace(text, at);
  const start = index;
  const raw = (end: number) => text.slice(start, end);
  const char = text[index];
  if (text.startsWith('<<', index)) {
    const entries = new Map<string, PdfValue>();
    index = skipSpace(text, index + 2);
    while (!text.startsWith('>>', index)) {
      const key = readValue(text, index);
      if (key.value.kind !== 'name') throw new Unreadable('dictionary key');
      const entry = readValue(text, key.end);
      entries.set(key.value.value, entry.value);
      index = skipSpace(text, entry.end);
      if (index >= text.length) throw new Unreadable('unterminated dictionary');
    }
    return { value: { kind: 'dict', entries, raw: raw(index + 2) }, end: index + 2 };
  }
  if (char === '[') {
    index = skipSpace(text, index + 1);
    while (text[index] !== ']') {
      index = skipSpace(text, readValue(text, index).end);
      if (index >= text.length) throw new Unreadable('unterminated array');
    }
    return { value: { kind: 'other', raw: raw(index + 1) }, end: index + 1 };
  }
  if (char === '<') {
    const end = text.indexOf('>', index);
    if (end < 0) throw new Unreadable('unterminated hex string');
    return { value: { kind: 'other', raw: raw(end + 1) }, end: end + 1 };
  }
  if (char === '(') return readLiteralString(text, index);
  if (char === '/') {
    let end = index + 1;
    while (end < text.length && !DELIMITER.test(text[end]!)) end += 1;
    return { value: { kind: 'name', value: text.slice(index + 1, end), raw: raw(end) }, end };
  }
  const reference = /^(\d+)\s+(\d+)\s+R(?![^\s()<>[\]{}/%])/.exec(text.slice(index, index + 32));
  if (reference) {
    const end = index + reference[0].length;
    return { value: { kind: 'ref', objectNumber: Number(reference[1]), raw: raw(end) }, end };
  }
  const token = /^[^\s()<>[\]{}/%]+/.exec(text.slice(index, index + 64));
  if (!token) throw new Unreadable(`unexpected ${JSON.stringify(char)}`);
  const end = index + token[0].length;
  const number = Number(token[0]);
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token[0]))
    return { value: { kind: 'number', value: number, raw: raw(end) }, end };
  return { value: { kind: 'other', raw: raw(end) }, end };
}

/** A literal string: balanced parentheses, backslash escapes (§7.3.4.2). */
function readLiteralString(text: string, at: number): { value: PdfValue; end: number } {
  let depth = 0;
  for (let index = at; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0)
      return { value: { kind: 'other', raw: text.slice(at, index + 1) }, end: index + 1 };
  }
  throw new Unreadable('unterminated string');
}

function skipSpace(text: string, at: number): number {
  let index = at;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '%') {
      while (index < text.length && text[index] !== '\n' && text[index] !== '\r') index += 1;
    } else if (/[\s\0]/.test(char)) index += 1;
    else break;
  }
  return index;
}

/** Latin1 text of `pdf` from `at`, long enough for one object's dictionary in practice. */
function textAt(pdf: Uint8Array, at: number, length = 4096): string {
  return Buffer.from(pdf.buffer, pdf.byteOffset + at, Math.max(0, Math.min(length, pdf.length - at))).toString(
    'latin1',
  );
}

/** The cross-reference table and trailer (following /Prev), or null when they are not classic ones. */
export function readClassicXref(pdf: Uint8Array): ClassicXref | null {
  try {
    const tail = textAt(pdf, Math.max(0, pdf.length - 1024), 1024);
    const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
    if (!match) return null;
    const startxref = Number(match[1]);
    const offsets = new Map<number, number>();
    let trailer: Map<string, PdfValue> | undefined;
    const seen = new Set<number>();
    for (let section: number | undefined = startxref; section !== undefined; ) {
      if (seen.has(section) || section >= pdf.length) return null;
      seen.add(section);
      const sectionTrailer = readSection(pdf, section, offsets);
      if (!sectionTrailer || sectionTrailer.has('XRefStm') || sectionTrailer.has('Encrypt')) return null;
      trailer ??= sectionTrailer;
      const previous = sectionTrailer.get('Prev');
      section = previous?.kind === 'number' ? previous.value : undefined;
    }
    return trailer ? { trailer, startxref, offsets } : null;
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}

/** One `xref` section and its trailer; entries already known (from a newer section) win. */
function readSection(pdf: Uint8Array, at: number, offsets: Map<number, number>): Map<string, PdfValue> | null {
  const head = textAt(pdf, at, 64);
  if (!/^xref\s/.test(head)) return null;
  let position = at + 4;
  for (;;) {
    const text = textAt(pdf, position, 64);
    const subsection = /^\s*(\d+)\s+(\d+)\s*?(?:\r\n|\r|\n| )/.exec(text);
    if (!subsection) break;
    const first = Number(subsection[1]);
    const count = Number(subsection[2]);
    position += subsection[0].length;
    // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, n or f, two-byte end of line.
    const entries = textAt(pdf, position, count * 20);
    for (let index = 0; index < count; index += 1) {
      const entry = entries.slice(index * 20, index * 20 + 20);
      const parsed = /^(\d{10}) (\d{5}) ([nf])/.exec(entry);
      if (!parsed) throw new Unreadable('cross-reference entry');
      const objectNumber = first + index;
      if (parsed[3] === 'n' && !offsets.has(objectNumber)) offsets.set(objectNumber, Number(parsed[1]));
      if (parsed[3] === 'f' && !offsets.has(objectNumber)) offsets.set(objectNumber, -1);
    }
    position += count * 20;
  }
  const rest = textAt(pdf, position, 8192);
  const trailerAt = /^\s*trailer/.exec(rest);
  if (!trailerAt) throw new Unreadable('trailer');
  const trailer = readValue(rest, trailerAt[0].length).value;
  if (trailer.kind !== 'dict') throw new Unreadable('trailer dictionary');
  return trailer.entries;
}

/** The value of object `objectNumber` as the table says where it is, checking its `N G obj` header. */
export function readObject(pdf: Uint8Array, xref: ClassicXref, objectNumber: number): PdfValue {
  const offset = xref.offsets.get(objectNumber);
  if (offset === undefined || offset < 0 || offset >= pdf.length) throw new Unreadable(`object ${objectNumber}`);
  for (let length = 4096; ; length *= 4) {
    const text = textAt(pdf, offset, length);
    const header = /^(\d+)\s+(\d+)\s+obj\b/.exec(text);
    if (!header || Number(header[1]) !== objectNumber) throw new Unreadable(`object ${objectNumber} header`);
    try {
      return readValue(text, header[0].length).value;
    } catch (error) {
      if (!(error instanceof Unreadable) || offset + length >= pdf.length) throw error;
    }
  }
}

/** A dictionary entry, following a reference once. */
export function resolve(pdf: Uint8Array, xref: ClassicXref, value: PdfValue | undefined): PdfValue | undefined {
  return value?.kind === 'ref' ? readObject(pdf, xref, value.objectNumber) : value;
}

export { Unreadable as UnreadablePdf };
