/**
 * The first sheet of an XLSX checked against the import limits before read-excel-file reads it
 * (in the worker thread, ./import-worker.mjs: the check is as long as the sheet, and the server's
 * event loop stays out of it). ./import-xlsx.ts has checked the zip's directory already.
 *
 * read-excel-file (`read-excel-file/universal`: fflate from the zip's central directory) builds the
 * first sheet as rows padded with empty cells up to the highest row and column any cell names: one
 * cell at XFD1048576 asks for 17 billion cells. So the first sheet (as read-excel-file finds it: the
 * workbook's first `<sheet>`, through xl/_rels/workbook.xml.rels) is unpacked alone and its
 * `<dimension ref>`, `<row r>` and `<c r>` are read with the rules read-excel-file applies to them
 * (tags and attributes found as its XML parser, saxen, finds them; namespace prefixes dropped;
 * character references decoded; the column from the letters, the row as `Number(...)`): none may lie
 * beyond `columns` columns and `rows + 1` rows. The scan is linear and keeps one tag at a time.
 * No imports beyond fflate: the worker loads this file alone.
 */
import { unzipSync } from 'fflate';

export interface SheetLimits {
  rows: number;
  columns: number;
  /** The longest piece of the sheet's XML: a text, a comment, a tag. */
  markupBytes: number;
}

/**
 * Why the sheet is refused: `area` its declared `<dimension>` (its last cell), `rows` / `columns` a
 * row or cell beyond them, `markup` a piece of XML longer than `markupBytes` or more pieces than a
 * sheet within the limits has, `unreadable` anything read-excel-file could not read either (or
 * could read otherwise than this check).
 */
export type SheetProblem =
  { kind: 'unreadable' | 'rows' | 'columns' | 'markup' } | { kind: 'area'; cell: string };

class Problem {
  constructor(
    readonly kind: SheetProblem['kind'],
    readonly cell = '',
  ) {}
}

/** The problem of the first sheet, or undefined when it is within the limits. */
export function sheetProblem(zip: Uint8Array, limits: SheetLimits): SheetProblem | undefined {
  try {
    const names = new Set<string>();
    unzipSync(zip, { filter: (f) => (names.add(f.name), false) });
    const sheet = firstSheetPath(zip, names, limits.markupBytes);
    if (!sheet) return { kind: 'unreadable' };
    scanSheet(partText(zip, sheet), limits);
    return undefined;
  } catch (err) {
    if (!(err instanceof Problem)) return { kind: 'unreadable' };
    return err.kind === 'area' ? { kind: 'area', cell: err.cell } : { kind: err.kind };
  }
}

/** One part as text, read as latin1: the markup is ASCII, and so must be every value the check uses. */
function partText(zip: Uint8Array, name: string): string {
  const part = unzipSync(zip, { filter: (f) => f.name === name })[name];
  if (!part) throw new Problem('unreadable');
  return Buffer.from(part.buffer, part.byteOffset, part.byteLength).toString('latin1');
}

const TRANSITIONAL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet';
const STRICT = 'http://purl.oclc.org/ooxml/officeDocument/relationships/worksheet';

/** The path of the sheet read-excel-file reads by default (its parseSpreadsheetInfo, parseFilePaths). */
function firstSheetPath(zip: Uint8Array, names: Set<string>, maxMarkup: number): string | undefined {
  if (!names.has('xl/workbook.xml') || !names.has('xl/_rels/workbook.xml.rels')) return undefined;
  let relationId: string | undefined;
  for (const tag of tags(partText(zip, 'xl/workbook.xml'), maxMarkup)) {
    if (tag.name === 'sheet' && tag.attrs.name) {
      relationId = ascii(tag.attrs.id);
      break;
    }
  }
  if (relationId === undefined) return undefined;
  let target: string | undefined;
  for (const { name, attrs } of tags(partText(zip, 'xl/_rels/workbook.xml.rels'), maxMarkup)) {
    if (name !== 'Relationship' || (attrs.Type !== TRANSITIONAL && attrs.Type !== STRICT)) continue;
    if (attrs.Id === relationId) target = ascii(attrs.Target); // the last one wins there too
  }
  if (!target) return undefined;
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return names.has(path) ? path : undefined;
}

/**
 * A value the check relies on, refused unless ASCII: the text is read as latin1 here and as UTF-8 by
 * read-excel-file, and the two must not read it differently.
 */
function ascii(value: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (value !== undefined && /[^\x00-\x7f]/.test(value)) throw new Problem('unreadable');
  return value;
}

/**
 * Pieces of markup a sheet within the limits needs at most: per row its `<row>` and `</row>`, per
 * cell `<c>`, `<is>` / `<v>`, `<t>` and their ends; and plenty for the rest (columns, views, merged
 * cells, validations). More is a flood of empty tags that read-excel-file would still have to go
 * through.
 */
const maxPieces = (limits: SheetLimits) => (limits.rows + 1) * (limits.columns * 6 + 2) + 100_000;

function scanSheet(xml: string, limits: SheetLimits): void {
  const maxRow = limits.rows + 1;
  for (const { name, attrs } of tags(xml, limits.markupBytes, maxPieces(limits))) {
    if (name === 'dimension' && attrs.ref !== undefined) {
      const ref = ascii(attrs.ref) ?? '';
      for (const part of ref.split(':')) {
        const [row, column] = cellAddress(part);
        if (Number.isNaN(row)) throw new Problem('unreadable');
        if (row > maxRow || column > limits.columns) throw new Problem('area', ref.split(':').pop());
      }
    } else if (name === 'row' && attrs.r) {
      const row = Number(ascii(attrs.r));
      if (Number.isNaN(row)) throw new Problem('unreadable');
      if (row > maxRow) throw new Problem('rows');
    } else if (name === 'c') {
      // Without a reference read-excel-file cannot place the cell either.
      const [row, column] = cellAddress(ascii(attrs.r) ?? '');
      if (Number.isNaN(row)) throw new Problem('unreadable');
      if (column > limits.columns) throw new Problem('columns');
      if (row > maxRow) throw new Problem('rows');
    }
  }
}

/**
 * [row, column] of a cell reference, computed as read-excel-file's parseCellAddress does (every
 * character before the first digit is a "letter": its code minus 64; the rest is `Number(...)`).
 * NaN as the row where it would throw.
 */
export function cellAddress(ref: string): [number, number] {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code >= 48 && code <= 57) return [Number(ref.slice(i)), column];
    column = column * 26 + (code - 64);
  }
  return [NaN, column];
}

interface Tag {
  /** The element's name without its namespace prefix. */
  name: string;
  /** Its attributes as read-excel-file hands them on: see `attributes`. */
  attrs: Record<string, string | undefined>;
}

const isSpace = (w: number) => w === 32 || (w > 8 && w < 14);
const isNameChar = (w: number) =>
  (w > 96 && w < 123) || (w > 64 && w < 91) || (w > 47 && w < 59) || w === 45 || w === 95 || w === 46;

/**
 * The start tags of an XML text, in order, found as read-excel-file's XML parser finds them (saxen,
 * without namespaces, which read-excel-file bundles: modules/saxen/parser.js): comments, CDATA,
 * processing instructions, `<!...>` and end tags skipped, quoted values skipped when looking for the
 * `>`. Where saxen would stop with an error, the file is refused. Linear: the cursor only moves on.
 */
function* tags(xml: string, maxMarkup: number, maxPieces = Infinity): Generator<Tag> {
  // read-excel-file parses a sheet in chunks and reads an unfinished piece again with every chunk:
  // a piece of markup (text, comment, tag) megabytes long would take minutes.
  const piece = (from: number, to: number) => {
    if (to - from > maxMarkup) throw new Problem('markup');
  };
  let j = 0;
  for (let pieces = 1; ; pieces++) {
    const i = xml.indexOf('<', j);
    piece(j, i === -1 ? xml.length : i);
    if (i === -1) return;
    if (pieces > maxPieces) throw new Problem('markup');
    const w = xml.charCodeAt(i + 1);
    if (w === 33 && xml.charCodeAt(i + 2) === 91 && xml.substr(i + 3, 6) === 'CDATA[') {
      j = xml.indexOf(']]>', i);
      if (j === -1) throw new Problem('unreadable');
      piece(i, j);
      j += 3;
      continue;
    }
    if (w === 33 && xml.charCodeAt(i + 2) === 45 && xml.charCodeAt(i + 3) === 45) {
      j = xml.indexOf('-->', i);
      if (j === -1) throw new Problem('unreadable');
      piece(i, j);
      j += 3;
      continue;
    }
    if (w === 63) {
      j = xml.indexOf('?>', i);
      if (j === -1) throw new Problem('unreadable');
      piece(i, j);
      j += 2;
      continue;
    }
    let end = i + 1;
    for (; ; end++) {
      const v = xml.charCodeAt(end);
      if (Number.isNaN(v)) throw new Problem('unreadable');
      if (v === 34 || v === 39) {
        const q = xml.indexOf(v === 34 ? '"' : "'", end + 1);
        if (q !== -1) end = q;
      } else if (v === 62) break;
    }
    piece(i, end);
    j = end + 1;
    if (w === 33 || w === 47) continue;
    const body = xml.substring(i + 1, xml.charCodeAt(end - 1) === 47 ? end - 1 : end);
    if (!((w > 96 && w < 123) || (w > 64 && w < 91) || w === 95 || w === 58)) throw new Problem('unreadable');
    let q = 1;
    while (q < body.length && !isSpace(body.charCodeAt(q))) {
      if (!isNameChar(body.charCodeAt(q))) throw new Problem('unreadable');
      q++;
    }
    const name = body.substring(0, q);
    yield { name: trimPrefix(name, false), attrs: q < body.length ? attributes(body, q) : {} };
  }
}

/**
 * The attributes of a start tag (`s`, from index `start`) as saxen's getAttrs reads them without
 * namespaces (a value must be quoted and followed by white space, a repeated name keeps its first
 * value), then as read-excel-file's wrapper renames them: each also under its name without prefix,
 * value with character references decoded.
 */
function attributes(s: string, start: number): Record<string, string | undefined> {
  const attrs: Record<string, string | undefined> = {};
  const seen = new Set<string>();
  const l = s.length;
  let value = '';
  parse: for (let i = start; i < l; i++) {
    let skip = false;
    let w = s.charCodeAt(i);
    if (isSpace(w)) continue;
    if ((w < 65 || w > 122 || (w > 90 && w < 97)) && w !== 95 && w !== 58) skip = true;
    let j = i + 1;
    for (; j < l; j++) {
      w = s.charCodeAt(j);
      if (isNameChar(w)) continue;
      if (isSpace(w)) {
        i = j;
        continue parse;
      }
      if (w === 61) break;
      skip = true;
    }
    const name = s.substring(i, j);
    if (name === 'xmlns:xmlns') skip = true;
    w = s.charCodeAt(j + 1);
    if (w === 34 || w === 39) {
      i = j + 2;
      j = s.indexOf(w === 34 ? '"' : "'", i);
      if (j === -1) {
        j = s.indexOf(w === 34 ? "'" : '"', i);
        if (j !== -1) skip = true;
      }
    } else {
      skip = true;
      for (j = j + 1; j < l; j++) if (isSpace(s.charCodeAt(j + 1))) break;
    }
    if (j === -1) {
      j = l;
      skip = true;
    }
    if (!skip) value = s.substring(i, j);
    i = j;
    for (; j + 1 < l; j++) {
      if (isSpace(s.charCodeAt(j + 1))) break;
      if (i === j) skip = true;
    }
    i = j + 1;
    if (skip || seen.has(name)) continue;
    seen.add(name);
    attrs[name] = value;
  }
  for (const name of Object.keys(attrs)) attrs[trimPrefix(name, true)] = decode(attrs[name] ?? '');
  return attrs;
}

/** read-excel-file's trimXmlnsPrefix: everything up to the first colon goes, but not `xmlns:`. */
function trimPrefix(name: string, attribute: boolean): string {
  const colon = name.indexOf(':');
  if (colon < 0 || (attribute && colon === 5 && name.startsWith('xmlns'))) return name;
  return name.slice(colon + 1);
}

const ENTITY = /&#(\d+);|&#x([0-9a-f]+);|&(\w+);/gi;
const NAMED: Record<string, string> = { amp: '&', apos: "'", gt: '>', lt: '<', quot: '"' };
for (const [k, v] of Object.entries(NAMED)) NAMED[k.toUpperCase()] = v;

/** saxen's decodeEntities: the five named references (lower or upper case) and numeric ones. */
function decode(s: string): string {
  if (s.length <= 3 || !s.includes('&')) return s;
  return s.replace(ENTITY, (whole, d?: string, x?: string, z?: string) => {
    if (z) return Object.hasOwn(NAMED, z) ? NAMED[z] : `&${z};`;
    return String.fromCharCode(d ? Number(d) : parseInt(x ?? '', 16));
  });
}
