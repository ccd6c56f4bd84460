/**
 * Parses the react-admin simple REST list parameters (`sort`, `range`, `filter`, all JSON) into a
 * checked form. Anything malformed or naming an unknown field is a 400.
 */
import { hasNul, idOf } from '../../domain/field-types';
import { msg } from '../../domain/messages';
import { badRequest } from '../errors';
import { LIST_MAX_OFFSET, LIST_MAX_PAGE, type FieldDef } from '../../domain/resource';
import { INVALID, serverFieldType } from './field-types';
import type { Model } from './model';

export const MAX_PAGE = LIST_MAX_PAGE;
export const MAX_OFFSET = LIST_MAX_OFFSET;

/**
 * The id of a path (`/:id` of every route, CRUD and gallery alike), or 400 naming the parameter:
 * the one rule of ids (domain/field-types.ts `idOf`), so `0x10`, ` 1`, `1e1`, `01`, `-1`, `1.0`
 * and numbers beyond Number.MAX_SAFE_INTEGER never reach a query.
 */
export function parseId(raw: unknown, name = 'id'): number {
  const id = idOf(raw);
  if (id === undefined) throw badRequest(msg.list.id({ name }), { [name]: [msg.list.id({ name })] });
  return id;
}

export type Condition =
  | { kind: 'search'; text: string }
  | { kind: 'eq'; field: string; value: unknown }
  | { kind: 'in'; field: string; values: unknown[] }
  | { kind: 'null'; field: string }
  | { kind: 'cmp'; field: string; op: '>=' | '<='; value: unknown }
  | { kind: 'link'; field: string; values: number[] }
  /** Only the records of these universities (server/crud/tenancy.ts). */
  | { kind: 'scope'; ptIds: readonly number[] };

export interface ListParams {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  conditions: Condition[];
}

function json(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest(msg.list.paramJson({ name }));
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(msg.list.paramInvalidJson({ name }));
  }
}

/** A filter value converted to the field's type (its entry in ./field-types.ts), or a 400. */
export function filterValue(field: string, f: FieldDef, value: unknown): unknown {
  const parse = serverFieldType(f).filter;
  if (!parse) throw badRequest(msg.list.filterUnsupported({ field }));
  const parsed = parse(value, f);
  if (parsed === INVALID) throw badRequest(msg.list.filterValue({ field }));
  return parsed;
}

/** The search text `q` (text or a number, at most 100 characters used), or a 400. */
export function searchText(value: unknown): string {
  if ((typeof value !== 'string' || hasNul(value)) && typeof value !== 'number')
    throw badRequest(msg.list.searchText());
  return String(value).trim().slice(0, 100);
}

export function parseSort(model: Model, raw: unknown): ListParams['sort'] {
  const parsed = json(raw, 'sort');
  if (parsed === undefined) return model.def.defaultSort;
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string'
  ) {
    throw badRequest(msg.list.sortShape());
  }
  const [field, order] = parsed as [string, string];
  if (!model.sortable.has(field))
    throw badRequest(msg.list.sortField({ field }), { sort: [msg.list.sortField({ field })] });
  const o = order.toUpperCase();
  if (o !== 'ASC' && o !== 'DESC') throw badRequest(msg.list.sortOrder());
  return { field, order: o };
}

/**
 * `range=[start,end]` (inclusive) of every list, the gallery's too: whole numbers, start at most
 * MAX_OFFSET, end not before start; pages longer than `maxPage` are a 400, or with `clamp` cut to it.
 */
export function parseRange(
  raw: unknown,
  opts: { maxPage?: number; clamp?: boolean; defaultLimit?: number } = {},
): { offset: number; limit: number } {
  const maxPage = opts.maxPage ?? MAX_PAGE;
  const parsed = json(raw, 'range');
  if (parsed === undefined) return { offset: 0, limit: opts.defaultLimit ?? maxPage };
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    !parsed.every((n) => Number.isSafeInteger(n) && (n as number) >= 0) ||
    (parsed[1] as number) < (parsed[0] as number)
  ) {
    throw badRequest(msg.list.rangeShape(), { range: [msg.list.rangeShape()] });
  }
  const [start, end] = parsed as [number, number];
  if (start > MAX_OFFSET)
    throw badRequest(msg.list.rangeShape(), { range: [msg.validation.max({ max: MAX_OFFSET })] });
  const limit = end - start + 1;
  if (limit > maxPage && !opts.clamp) throw badRequest(msg.list.pageMax({ max: maxPage }));
  return { offset: start, limit: Math.min(limit, maxPage) };
}

export function parseFilter(model: Model, raw: unknown): Condition[] {
  const parsed = json(raw, 'filter');
  if (parsed === undefined) return [];
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest(msg.list.filterShape());
  const conditions: Condition[] = [];
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (value === undefined || value === '') continue;
    if (key === 'q') {
      const text = searchText(value);
      if (text && model.def.searchFields.length) conditions.push({ kind: 'search', text });
      continue;
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    if (range && !model.filterable.has(key)) {
      const [, field, op] = range;
      const f = model.filterable.get(field);
      if (!f || !serverFieldType(f).range) {
        throw badRequest(msg.list.filterUnknown({ field: key }));
      }
      conditions.push({
        kind: 'cmp',
        field,
        op: op === 'gte' ? '>=' : '<=',
        value: filterValue(field, f, value),
      });
      continue;
    }
    const f = model.filterable.get(key);
    if (!f)
      throw badRequest(msg.list.filterUnknown({ field: key }), {
        filter: [msg.list.filterUnknown({ field: key })],
      });
    if (f.type === 'references') {
      const list = Array.isArray(value) ? value : [value];
      conditions.push({
        kind: 'link',
        field: key,
        values: list.map((v) => filterValue(key, f, v) as number),
      });
    } else if (value === null) {
      conditions.push({ kind: 'null', field: key });
    } else if (Array.isArray(value)) {
      if (value.length > MAX_PAGE) throw badRequest(msg.list.filterValuesMax({ max: MAX_PAGE }));
      conditions.push({ kind: 'in', field: key, values: value.map((v) => filterValue(key, f, v)) });
    } else {
      conditions.push({ kind: 'eq', field: key, value: filterValue(key, f, value) });
    }
  }
  return conditions;
}

/**
 * The records of a bulk delete: `filter={"id":[1,2,3]}` (react-admin's getMany form), 1 to `max`
 * positive integer ids, nothing else in the filter. Anything else is a 400.
 */
export function parseIdFilter(raw: unknown, max: number): number[] {
  const parsed = json(raw, 'filter');
  const shape = msg.list.idFilterShape();
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(shape);
  const keys = Object.keys(parsed);
  const list = (parsed as { id?: unknown }).id;
  if (keys.length !== 1 || !Array.isArray(list)) throw badRequest(shape, { filter: [shape] });
  if (!list.length) throw badRequest(msg.list.idsRequired(), { filter: [msg.list.idsRequired()] });
  if (list.length > max)
    throw badRequest(msg.list.idsAtOnce({ max }), { filter: [msg.list.idsAtOnce({ max })] });
  return list.map((v) => {
    const id = idOf(v);
    if (id === undefined) throw badRequest(msg.list.idPositive(), { filter: [msg.list.idPositive()] });
    return id;
  });
}

export function parseList(model: Model, query: Record<string, unknown>): ListParams {
  return {
    sort: parseSort(model, query.sort),
    ...parseRange(query.range),
    conditions: parseFilter(model, query.filter),
  };
}
