import { msg } from '../../domain/messages';
import { badRequest } from '../errors';

/**
 * react-admin simple-rest list parameters: `sort=["f","ASC"]&range=[0,24]&filter={...}`, and an optional
 * `after=<cursor>` (keyset paging): the page starts right after the row the cursor names instead of at
 * the range's offset, so rows added or removed meanwhile cause neither repeats nor gaps.
 */
export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
  after?: Cursor;
}

/** A row's place in a list ordered by a time and the id: the time in UTC to the microsecond. */
export interface Cursor {
  at: string;
  id: number;
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque text of a cursor (base64url of `[at, id]`). */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** A cursor from its text; 400 (field `after`) when it is not one we made. */
export function decodeCursor(text: unknown): Cursor {
  const invalid = () => badRequest(msg.http.badRequest(), { after: [msg.validation.invalid()] });
  if (typeof text !== 'string' || text.length > 200) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    !CURSOR_AT.test(value[0]) ||
    Number.isNaN(Date.parse(value[0])) ||
    !Number.isSafeInteger(value[1]) ||
    value[1] <= 0
  ) {
    throw invalid();
  }
  return { at: value[0], id: value[1] as number };
}

function parseJson(name: string, value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(msg.list.paramJson({ name }));
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(msg.list.paramInvalidJson({ name }));
  }
}

export function parseListQuery(
  query: unknown,
  opts: { sortFields: readonly string[]; defaultSort: ListQuery['sort']; maxLimit?: number },
): ListQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  const maxLimit = opts.maxLimit ?? 500;
  let sort = opts.defaultSort;
  const rawSort = parseJson('sort', q.sort);
  if (rawSort !== undefined) {
    if (
      !Array.isArray(rawSort) ||
      typeof rawSort[0] !== 'string' ||
      !['ASC', 'DESC'].includes(String(rawSort[1]).toUpperCase())
    ) {
      throw badRequest(msg.list.sortShape());
    }
    if (!opts.sortFields.includes(rawSort[0])) throw badRequest(msg.list.sortField({ field: rawSort[0] }));
    sort = { field: rawSort[0], order: String(rawSort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  let offset = 0;
  let limit = 25;
  const rawRange = parseJson('range', q.range);
  if (rawRange !== undefined) {
    if (
      !Array.isArray(rawRange) ||
      !Number.isInteger(rawRange[0]) ||
      !Number.isInteger(rawRange[1]) ||
      rawRange[0] < 0 ||
      rawRange[1] < rawRange[0]
    ) {
      throw badRequest(msg.list.rangeShape());
    }
    offset = rawRange[0];
    limit = Math.min(rawRange[1] - rawRange[0] + 1, maxLimit);
  }
  const rawFilter = parseJson('filter', q.filter) ?? {};
  if (typeof rawFilter !== 'object' || rawFilter === null || Array.isArray(rawFilter)) {
    throw badRequest(msg.list.filterShape());
  }
  const after = q.after === undefined || q.after === '' ? undefined : decodeCursor(q.after);
  return { sort, offset, limit, filter: rawFilter as Record<string, unknown>, after };
}

/** A positive integer id from a filter or body value; undefined when absent; 400 when malformed. */
export function optionalId(name: string, value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw badRequest(msg.list.id({ name }));
  return n;
}

/** A list of positive integer ids; 400 when malformed. */
export function idList(name: string, value: unknown, max = 10_000): number[] {
  if (!Array.isArray(value))
    throw badRequest(msg.list.ids({ name }), { [name]: [msg.validation.references()] });
  if (value.length > max) throw badRequest(msg.list.idsMax({ name, max }));
  return [...new Set(value.map((v) => optionalId(name, v) ?? NaN))].map((n) => {
    if (Number.isNaN(n)) throw badRequest(msg.list.ids({ name }));
    return n;
  });
}
