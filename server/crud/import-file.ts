/**
 * Reads an uploaded CSV or XLSX file into a header row and data rows (cells as strings, numbers,
 * booleans or dates), within the import limits (./import-limits.ts):
 * - CSV is parsed row by row (papaparse `step`) and stops at the first row beyond a limit; no row can
 *   hold more cells than the file has separators, and those are counted first;
 * - XLSX: its zip directory is checked first (./import-xlsx.ts: unpacked size), then a worker thread
 *   with a heap and a time limit (./import-worker.mjs) checks its first sheet (./import-sheet.ts: the
 *   declared area, every row and cell reference, the longest piece of XML) and reads it, at most
 *   `concurrentReads` at a time.
 */
import { Worker } from 'node:worker_threads';
import Papa from 'papaparse';
import { csvUnescape } from '../../domain/csv';
import { msg } from '../../domain/messages';
import { fieldError, serviceUnavailable } from '../errors';
import { Lane } from '../turns';
import { IMPORT_LIMITS, type ImportLimits } from './import-limits';
import type { SheetProblem } from './import-sheet';
import { checkXlsx, sheetError } from './import-xlsx';

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

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

function looksLikeText(b: Buffer): boolean {
  const sample = b.subarray(0, 4096);
  return !sample.includes(0);
}

const tooManyRows = (limits: ImportLimits) =>
  fieldError(422, 'file', msg.import.tooManyRows({ max: limits.rows }));
const tooManyColumns = (limits: ImportLimits) =>
  fieldError(422, 'file', msg.import.tooManyColumns({ max: limits.columns }));
const unreadable = () => fieldError(422, 'file', msg.import.unreadable());

export async function readTable(
  buffer: Buffer,
  filename: string,
  limits: ImportLimits = IMPORT_LIMITS,
): Promise<Table> {
  if (buffer.length > limits.bytes) {
    throw fieldError(413, 'file', msg.files.tooLarge({ mb: Math.round(limits.bytes / 1024 / 1024) }));
  }
  let nonEmpty: TableRow[];
  if (isZip(buffer)) {
    checkXlsx(buffer, limits);
    const grid = await inTurn(limits, () => readSheetInWorker(buffer, limits));
    // Grid index i is spreadsheet row i + 1: read-excel-file fills gaps between rows with empty ones.
    nonEmpty = [];
    grid.forEach((cells, i) => {
      if (cells.length > limits.columns) throw tooManyColumns(limits);
      if (cells.every(isBlank)) return;
      if (i + 1 > limits.rows + 1) throw tooManyRows(limits);
      nonEmpty.push({ row: i + 1, cells });
    });
  } else if (looksLikeText(buffer) && !/\.xlsx?$/i.test(filename)) {
    nonEmpty = readCsv(buffer.toString('utf8').replace(/^\uFEFF/, ''), limits);
  } else {
    throw fieldError(415, 'file', msg.import.fileType());
  }
  if (!nonEmpty.length) throw fieldError(422, 'file', msg.import.empty());
  const [{ cells: head }, ...rows] = nonEmpty;
  return { headers: head.map((h) => (h === null ? '' : String(h).trim())), rows };
}

/**
 * The non-blank records of a CSV text with their row numbers. Blank lines are kept while parsing so
 * that every record keeps its row number (a record may span several lines inside quotes: a
 * spreadsheet shows it as one row, and so do we). Stops at the first record beyond the limits; only
 * blank records may follow row `rows + 1`.
 */
function readCsv(text: string, limits: ImportLimits): TableRow[] {
  // Separator and line break as papaparse guesses them, from the beginning of the file only (its
  // guess parses the first rows of whatever it is given, however long they are).
  const { delimiter, linebreak } = Papa.parse<string[]>(text.slice(0, 64 * 1024), { preview: 10 }).meta;
  // A record holds at most one cell more than the text has separators. Where the text holds more
  // than rows within the limits could (quoted ones aside), papaparse is given the text up to there
  // only: the record beyond a limit is found in it, and no record can be larger.
  const maxSeparators = 2 * limits.columns * (limits.rows + 1);
  let end = text.length;
  let separators = 0;
  for (let i = text.indexOf(delimiter); i !== -1; i = text.indexOf(delimiter, i + delimiter.length)) {
    if (++separators > maxSeparators) {
      end = i;
      break;
    }
  }
  const blankRest = new RegExp(`[^\\s${delimiter.replace(/[\]\\^-]/g, '\\$&')}]`, 'g');
  const rows: TableRow[] = [];
  let row = 0;
  let error: unknown;
  let rest = false;
  Papa.parse<string[]>(end < text.length ? text.slice(0, end) : text, {
    delimiter,
    // Not the fast mode papaparse picks for a text without quotes: it splits all lines up front.
    fastMode: false,
    newline: linebreak as '\n' | '\r' | '\r\n',
    step: ({ data: cells, meta }, parser) => {
      row++;
      if (cells.length > limits.columns) error = tooManyColumns(limits);
      else if (row <= limits.rows + 1) {
        // A `'` the app put before text that starts like a formula (domain/csv.ts) goes again.
        if (!cells.every(isBlank)) rows.push({ row, cells: cells.map(csvUnescape) });
        return;
      } else if (!cells.every(isBlank)) error = tooManyRows(limits);
      else {
        // A blank row past the last one allowed: the rest may only be blank lines, looked at in one go.
        blankRest.lastIndex = meta.cursor;
        if (blankRest.test(text)) error = tooManyRows(limits);
        else rest = true;
      }
      parser.abort();
    },
  });
  if (error) throw error;
  // Within the limits up to there, yet that many separators: quoted ones, e.g. from a quote never
  // closed that makes the rest of the file one cell.
  if (end < text.length && !rest) throw unreadable();
  return rows;
}

const WORKER = new URL('./import-worker.mjs', import.meta.url);

/** The first sheet's rows, checked and read in a worker thread within the heap and time limits (422 beyond). */
function readSheetInWorker(buffer: Buffer, limits: ImportLimits): Promise<Cell[][]> {
  const bytes = new ArrayBuffer(buffer.byteLength);
  new Uint8Array(bytes).set(buffer);
  const tooComplex = () =>
    fieldError(
      422,
      'file',
      msg.import.tooComplex({ seconds: limits.parseMs / 1000, mb: limits.workerHeapMb }),
    );
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: { bytes, limits: { ...limits } },
      transferList: [bytes],
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb },
    });
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(tooComplex())), limits.parseMs);
    worker.once('message', (m: { rows?: Cell[][]; problem?: SheetProblem; error?: string }) =>
      settle(() => {
        // read-excel-file types a date cell as `typeof Date`; the values are Date objects.
        if (m.rows) resolve(m.rows);
        else reject(m.problem ? sheetError(m.problem, limits) : unreadable());
      }),
    );
    // Out of heap is the file's doing; anything else (the worker could not start) is the server's: 500.
    worker.once('error', (err: Error & { code?: string }) =>
      settle(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : err)),
    );
    // Settled already unless the worker ended without a word.
    worker.once('exit', () => settle(() => reject(unreadable())));
  });
}

const readers = new WeakMap<ImportLimits, Lane>();

/** Runs `read` when fewer than `concurrentReads` others run, at most `waitingReads` waiting. */
function inTurn<T>(limits: ImportLimits, read: () => Promise<T>): Promise<T> {
  let lane = readers.get(limits);
  if (!lane) {
    const turns = { concurrency: limits.concurrentReads, maxQueue: limits.waitingReads };
    readers.set(limits, (lane = new Lane(turns, () => serviceUnavailable(msg.import.busy()))));
  }
  return lane.run(read);
}
