/**
 * Checks and reads the first sheet of an XLSX, in a worker thread of its own: ./import-file.ts
 * starts it with a heap limit and a time limit once ./import-xlsx.ts has checked the zip's
 * directory, so that neither the check (as long as the sheet) nor read-excel-file holds the
 * server's event loop or heap. JavaScript that registers tsx for the TypeScript check it imports
 * (a worker does not inherit the process's loader).
 * workerData: `{ bytes, limits }` (the file as an ArrayBuffer, IMPORT_LIMITS). Posts `{ problem }`
 * (./import-sheet.ts), `{ rows }` or `{ error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';
import { readSheet } from 'read-excel-file/universal';

register();
const { sheetProblem } = await import('./import-sheet.ts');

const { bytes, limits } = workerData;
const problem = sheetProblem(new Uint8Array(bytes), limits);
if (problem) parentPort.postMessage({ problem });
else
  readSheet(bytes).then(
    (rows) => parentPort.postMessage({ rows }),
    (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
  );
