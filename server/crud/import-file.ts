/** Reads an uploaded CSV or XLSX file into a header row and data rows (cells as strings, numbers, booleans or dates). */
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { msg } from '../../domain/messages';
import { fieldError } from '../errors';

export type Cell = string | number | boolean | Date | null;

/** One data row with its number as a spreadsheet shows it (the first row of the file is 1). */
export interface TableRow {
  row: number;
  cells: Cell[];
}

export interface Table {
  headers: string[];
  /** The non-empty rows after the header row; blank rows are left out but still counted. */
  rows: TableRow[];
}

const isBlank = (c: Cell | undefined) =>
  c === null || c === undefined || (typeof c === 'string' && c.trim() === '');

export const MAX_IMPORT_ROWS = 20000;

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

function looksLikeText(b: Buffer): boolean {
  const sample = b.subarray(0, 4096);
  return !sample.includes(0);
}

export async function readTable(buffer: Buffer, filename: string): Promise<Table> {
  let grid: Cell[][];
  if (isZip(buffer)) {
    try {
      // read-excel-file types a date cell as `typeof Date`; the values are Date objects.
      grid = (await readSheet(buffer)) as unknown as Cell[][];
    } catch {
      throw fieldError(422, 'file', msg.import.unreadable());
    }
  } else if (looksLikeText(buffer) && !/\.xlsx?$/i.test(filename)) {
    const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
    // Blank lines are kept here so that every record keeps its row number (a record may span
    // several lines inside quotes: a spreadsheet shows it as one row, and so do we).
    grid = Papa.parse<string[]>(text).data;
  } else {
    throw fieldError(415, 'file', msg.import.fileType());
  }
  // Grid index i is spreadsheet row i + 1: read-excel-file fills gaps between rows with empty ones.
  const nonEmpty: TableRow[] = [];
  grid.forEach((cells, i) => {
    if (!cells.every(isBlank)) nonEmpty.push({ row: i + 1, cells });
  });
  if (!nonEmpty.length) throw fieldError(422, 'file', msg.import.empty());
  const [{ cells: head }, ...rows] = nonEmpty;
  if (rows.length > MAX_IMPORT_ROWS) {
    throw fieldError(413, 'file', msg.import.tooManyRows({ max: MAX_IMPORT_ROWS }));
  }
  return { headers: head.map((h) => (h === null ? '' : String(h).trim())), rows };
}
