import { msg } from '../../domain/messages';
import { badRequest } from '../errors';

/** react-admin simple-rest list parameters: `sort=["f","ASC"]&range=[0,24]&filter={...}`. */
export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
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
  return { sort, offset, limit, filter: rawFilter as Record<string, unknown> };
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
