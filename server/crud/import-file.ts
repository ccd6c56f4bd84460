/** Reads an uploaded CSV or XLSX file into a header row and data rows (cells as strings, numbers, booleans or dates). */
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { HttpError } from '../errors';

export type Cell = string | number | boolean | Date | null;
export interface Table {
  headers: string[];
  rows: Cell[][];
}

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
      throw new HttpError(422, 'The spreadsheet could not be read.', {
        file: ['The spreadsheet could not be read.'],
      });
    }
  } else if (looksLikeText(buffer) && !/\.xlsx?$/i.test(filename)) {
    const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
    grid = parsed.data;
  } else {
    throw new HttpError(415, 'Upload a CSV or XLSX file.', { file: ['Upload a CSV or XLSX file.'] });
  }
  const nonEmpty = grid.filter((r) => r.some((c) => c !== null && c !== ''));
  if (!nonEmpty.length) throw new HttpError(422, 'The file is empty.', { file: ['The file is empty.'] });
  const [head, ...rows] = nonEmpty;
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new HttpError(413, `At most ${MAX_IMPORT_ROWS} rows per file.`, {
      file: [`At most ${MAX_IMPORT_ROWS} rows per file.`],
    });
  }
  return { headers: head.map((h) => (h === null ? '' : String(h).trim())), rows };
}
