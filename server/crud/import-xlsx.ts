/**
 * Checks an XLSX upload's zip directory against the import limits, on the server's thread, before
 * anything is unpacked (./import-file.ts); the first sheet itself is checked in the worker thread
 * that reads it (./import-sheet.ts).
 *
 * read-excel-file (`read-excel-file/universal`, which unpacks with fflate from the zip's central
 * directory) unpacks every `.xml` / `.xml.rels` part into a buffer of the size the directory
 * declares (never more). So, with the same fflate reading of the same directory, those sizes add up
 * to at most `unpackedBytes` (413). A zip naming a part twice is refused: which of the two fflate's
 * asynchronous unpacking keeps depends on which finishes last.
 */
import { unzipSync } from 'fflate';
import { msg } from '../../domain/messages';
import { fieldError, type HttpError } from '../errors';
import { IMPORT_LIMITS, type ImportLimits } from './import-limits';
import type { SheetProblem } from './import-sheet';

/** The parts read-excel-file unpacks (its `filterZipArchiveEntry`). */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

const unreadable = () => fieldError(422, 'file', msg.import.unreadable());

/** Throws the 4xx of the zip's directory beyond the limits; returns when it is within them. */
export function checkXlsx(buffer: Buffer, limits: Pick<ImportLimits, 'unpackedBytes'> = IMPORT_LIMITS): void {
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
    const mb = Math.round(limits.unpackedBytes / 1024 / 1024);
    throw fieldError(413, 'file', msg.import.unpackedTooLarge({ mb }));
  }
}

/** The 422 of a sheet beyond the limits (./import-sheet.ts). */
export function sheetError(problem: SheetProblem, limits: ImportLimits): HttpError {
  switch (problem.kind) {
    case 'area':
      return fieldError(
        422,
        'file',
        msg.import.sheetTooLarge({ cell: problem.cell, columns: limits.columns, rows: limits.rows }),
      );
    case 'rows':
      return fieldError(422, 'file', msg.import.tooManyRows({ max: limits.rows }));
    case 'columns':
      return fieldError(422, 'file', msg.import.tooManyColumns({ max: limits.columns }));
    default:
      return unreadable();
  }
}
