import { idOf } from '../../domain/field-types';
import { isDateTime } from '../../domain/validation';
import { msg, type Msg } from '../../domain/messages';
import { badRequest, unprocessable } from '../errors';
import { parseRange } from '../crud/params';

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

/**
 * A cursor from its text; 400 (field `after`) when it is not one we made: the time must be a real
 * one (by the rule of a `datetime` value: 2026-02-31 is no day, 25:00 no hour) and the id an id.
 */
export function decodeCursor(text: unknown): Cursor {
  const invalid = () => badRequest(msg.http.badRequest(), { after: [msg.validation.invalid()] });
  if (typeof text !== 'string' || text.length > 200) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 2) throw invalid();
  const [at, id] = value as unknown[];
  // The id as our cursors write it: a JSON number.
  const cursorId = typeof id === 'number' ? idOf(id) : undefined;
  if (typeof at !== 'string' || !CURSOR_AT.test(at) || !isDateTime(at) || cursorId === undefined)
    throw invalid();
  return { at, id: cursorId };
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
  // The lists' one range rule (bounded start, whole numbers); a longer page is cut to maxLimit.
  const { offset, limit } = parseRange(q.range, { maxPage: maxLimit, clamp: true, defaultLimit: 25 });
  const rawFilter = parseJson('filter', q.filter) ?? {};
  if (typeof rawFilter !== 'object' || rawFilter === null || Array.isArray(rawFilter)) {
    throw badRequest(msg.list.filterShape());
  }
  const after = q.after === undefined || q.after === '' ? undefined : decodeCursor(q.after);
  return { sort, offset, limit, filter: rawFilter as Record<string, unknown>, after };
}

/**
 * Where an id was sent: a query or filter (a malformed one is a 400) or a body field (a 422 beside
 * the field). Either way with the field's error.
 */
export type IdSource = 'query' | 'body';

function idError(source: IdSource, name: string, m: Msg) {
  const errors = { [name]: [m] };
  return source === 'body' ? unprocessable(errors) : badRequest(m, errors);
}

/**
 * An id from a filter, a query or a body value (domain/field-types.ts `idOf`); undefined when
 * absent; a 400 (query) or 422 (body) naming the field when it is no id.
 */
export function optionalId(name: string, value: unknown, source: IdSource = 'query'): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const id = idOf(value);
  if (id === undefined) throw idError(source, name, msg.list.id({ name }));
  return id;
}

/** A list of ids, each once; a 400 (query) or 422 (body) naming the field when it is none. */
export function idList(name: string, value: unknown, max = 10_000, source: IdSource = 'query'): number[] {
  if (!Array.isArray(value)) throw idError(source, name, msg.list.ids({ name }));
  if (value.length > max) throw idError(source, name, msg.list.idsMax({ name, max }));
  return [
    ...new Set(
      value.map((v) => {
        const id = idOf(v);
        if (id === undefined) throw idError(source, name, msg.list.ids({ name }));
        return id;
      }),
    ),
  ];
}
