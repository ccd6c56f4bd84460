/**
 * The limits of a CSV / XLSX import, in one place (docs/resources.md, Import). A file beyond them is
 * refused before it is read into rows, so that no upload can hold the server's memory or event loop:
 * 413 for sizes, 422 for rows and columns, each with a message naming the limit.
 */
export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file (413 beyond, while it is still being received). */
  bytes: 10 * 1024 * 1024,
  /**
   * Rows below the header row: the last non-blank row of the file may be row `rows + 1` at most, as a
   * spreadsheet numbers them (blank rows count) (422 beyond).
   */
  rows: 5000,
  /** Columns of any row (422 beyond). */
  columns: 60,
  /**
   * XLSX: bytes of its XML parts once unpacked, as the zip's directory declares them (413 beyond; the
   * unpacking never writes more than declared).
   */
  unpackedBytes: 32 * 1024 * 1024,
  /**
   * XLSX: the longest piece of its first sheet's XML, a text, a comment or a tag (422 beyond): read in
   * chunks, an unfinished piece is read again with every chunk. A cell holds at most 32,767 characters.
   */
  markupBytes: 1024 * 1024,
  /** XLSX: milliseconds its worker thread may take to check and read it (422 beyond). */
  parseMs: 15_000,
  /** XLSX: heap of that worker thread in MB (422 beyond). */
  workerHeapMb: 256,
  /** XLSX files read at the same time; further imports wait for their turn. */
  concurrentReads: 2,
  /**
   * XLSX files waiting for their turn, each holding its upload in memory; one more is answered 503
   * with Retry-After (the server is busy with other spreadsheets) instead of queueing without end.
   */
  waitingReads: 8,
} as const;

export type ImportLimits = { readonly [K in keyof typeof IMPORT_LIMITS]: number };
