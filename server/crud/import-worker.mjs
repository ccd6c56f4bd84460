/**
 * Reads the first sheet of an XLSX into rows, in a worker thread of its own (./import-file.ts starts
 * it with a heap limit and a time limit, after ./import-xlsx.ts has checked the workbook): the
 * server's event loop and heap stay out of it. Plain JavaScript so that it runs without a loader.
 * workerData: the file's bytes (an ArrayBuffer). Posts `{ rows }` or `{ error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readSheet } from 'read-excel-file/universal';

readSheet(workerData).then(
  (rows) => parentPort.postMessage({ rows }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
