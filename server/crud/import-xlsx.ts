/**
 * Checks an XLSX upload against the import limits before anything reads it into rows (./import-file.ts).
 *
 * An XLSX is a zip of XML parts. read-excel-file (`read-excel-file/universal`, which unpacks with
 * fflate from the zip's central directory) unpacks every `.xml` / `.xml.rels` part into a buffer of
 * the size the directory declares, then builds the first sheet as rows padded with empty cells up to
 * the highest row and column any cell names: one cell at XFD1048576 asks for 17 billion cells. So,
 * with the same fflate reading of the same directory:
 *   1. the declared sizes of those parts add up to at most `unpackedBytes` (413);
 *   2. the first sheet (as read-excel-file finds it: the workbook's first `<sheet>`, through
 *      xl/_rels/workbook.xml.rels) is unpacked alone and its `<dimension ref>`, `<row r>` and
 *      `<c r>` are read with the rules read-excel-file applies to them (namespace prefixes dropped,
 *      character references decoded, the column from the letters, the row as `Number(...)`): none may
 *      lie beyond `columns` columns and `rows + 1` rows (422).
 * The scan finds tags and attributes as read-excel-file's XML parser (saxen) does, is linear in the
 * size of the sheet and keeps no more than one tag. A zip naming one part twice is refused: which of
 * the two fflate's asynchronous unpacking keeps depends on which finishes last.
 */
import { unzipSync } from 'fflate';
import { msg } from '../../domain/messages';
import { fieldError } from '../errors';
import { IMPORT_LIMITS, type ImportLimits } from './import-limits';

type Limits = Pick<ImportLimits, 'rows' | 'columns' | 'unpackedBytes'>;

/** The parts read-excel-file unpacks (its `filterZipArchiveEntry`). */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

const unreadable = () => fieldError(422, 'file', msg.import.unreadable());

/** Throws the 4xx of the first limit the workbook goes beyond; returns when it is within them all. */
export function checkXlsx(buffer: Buffer, limits: Limits = IMPORT_LIMITS): void {
  const zip = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const names = new Set<string>();
  let unpacked = 0;
  let twice = false;
  try {
    // Lists the central directory only: every entry is filtered out, nothing is inflated.
    unzipSync(zip, {
      filter: (f) => {
        twice ||= names.has(f.name);
        names.add(f.name);
        if (isXmlPart(f.name)) unpacked += f.originalSize;
        return false;
      },
    });
  } catch {
    throw unreadable();
  }
  if (twice) throw unreadable();
  if (unpacked > limits.unpackedBytes) {
    throw fieldError(
      413,
      'file',
      msg.import.unpackedTooLarge({ mb: Math.round(limits.unpackedBytes / 1024 / 1024) }),
    );
  }
  const sheet = firstSheetPath(zip, names);
  if (!sheet) throw unreadable();
  scanSheet(partText(zip, sheet), limits);
}

/** One part as text, read as latin1: the markup is ASCII, and so must be every value the check uses. */
function partText(zip: Uint8Array, name: string): string {
  let part: Uint8Array | undefined;
  try {
    part = unzipSync(zip, { filter: (f) => f.name === name })[name];
  } catch {
    throw unreadable();
  }
  if (!part) throw unreadable();
  return Buffer.from(part.buffer, part.byteOffset, part.byteLength).toString('latin1');
}

const TRANSITIONAL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet';
const STRICT = 'http://purl.oclc.org/ooxml/officeDocument/relationships/worksheet';

/** The path of the sheet read-excel-file reads by default (its parseSpreadsheetInfo, parseFilePaths). */
function firstSheetPath(zip: Uint8Array, names: Set<string>): string | undefined {
  if (!names.has('xl/workbook.xml') || !names.has('xl/_rels/workbook.xml.rels')) return undefined;
  let relationId: string | undefined;
  for (const tag of tags(partText(zip, 'xl/workbook.xml'))) {
    if (tag.name === 'sheet' && tag.attrs.name) {
      relationId = ascii(tag.attrs.id);
      break;
    }
  }
  if (relationId === undefined) return undefined;
  let target: string | undefined;
  for (const { name, attrs } of tags(partText(zip, 'xl/_rels/workbook.xml.rels'))) {
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
  if (value !== undefined && /[^\x00-\x7f]/.test(value)) throw unreadable();
  return value;
}

function scanSheet(xml: string, limits: Limits): void {
  const maxRow = limits.rows + 1;
  for (const { name, attrs } of tags(xml)) {
    if (name === 'dimension' && attrs.ref !== undefined) {
      const ref = ascii(attrs.ref) ?? '';
      for (const part of ref.split(':')) {
        const [row, column] = cellAddress(part);
        if (Number.isNaN(row)) throw unreadable();
        if (row > maxRow || column > limits.columns) {
          const cell = ref.split(':').pop() ?? ref;
          const params = { cell, columns: limits.columns, rows: limits.rows };
          throw fieldError(422, 'file', msg.import.sheetTooLarge(params));
        }
      }
    } else if (name === 'row' && attrs.r) {
      const row = Number(ascii(attrs.r));
      if (Number.isNaN(row)) throw unreadable();
      if (row > maxRow) throw fieldError(422, 'file', msg.import.tooManyRows({ max: limits.rows }));
    } else if (name === 'c') {
      // Without a reference read-excel-file cannot place the cell either.
      const [row, column] = cellAddress(ascii(attrs.r) ?? '');
      if (Number.isNaN(row)) throw unreadable();
      if (column > limits.columns)
        throw fieldError(422, 'file', msg.import.tooManyColumns({ max: limits.columns }));
      if (row > maxRow) throw fieldError(422, 'file', msg.import.tooManyRows({ max: limits.rows }));
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
function* tags(xml: string): Generator<Tag> {
  let j = 0;
  for (;;) {
    const i = xml.indexOf('<', j);
    if (i === -1) return;
    const w = xml.charCodeAt(i + 1);
    if (w === 33 && xml.charCodeAt(i + 2) === 91 && xml.substr(i + 3, 6) === 'CDATA[') {
      j = xml.indexOf(']]>', i);
      if (j === -1) throw unreadable();
      j += 3;
      continue;
    }
    if (w === 33 && xml.charCodeAt(i + 2) === 45 && xml.charCodeAt(i + 3) === 45) {
      j = xml.indexOf('-->', i);
      if (j === -1) throw unreadable();
      j += 3;
      continue;
    }
    if (w === 63) {
      j = xml.indexOf('?>', i);
      if (j === -1) throw unreadable();
      j += 2;
      continue;
    }
    let end = i + 1;
    for (; ; end++) {
      const v = xml.charCodeAt(end);
      if (Number.isNaN(v)) throw unreadable();
      if (v === 34 || v === 39) {
        const q = xml.indexOf(v === 34 ? '"' : "'", end + 1);
        if (q !== -1) end = q;
      } else if (v === 62) break;
    }
    j = end + 1;
    if (w === 33 || w === 47) continue;
    const body = xml.substring(i + 1, xml.charCodeAt(end - 1) === 47 ? end - 1 : end);
    if (!((w > 96 && w < 123) || (w > 64 && w < 91) || w === 95 || w === 58)) throw unreadable();
    let q = 1;
    while (q < body.length && !isSpace(body.charCodeAt(q))) {
      if (!isNameChar(body.charCodeAt(q))) throw unreadable();
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
