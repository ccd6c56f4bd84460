/** The audit log's list parameters: `filter` and `sort`, parsed and turned into SQL. */
import { sql, type RawBuilder } from 'kysely';
import { msg } from '../../domain/messages';
import { parseId } from '../crud/params';
import { badRequest } from '../errors';

const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

type Filter = {
  resource?: string;
  action?: string;
  record_id?: string;
  user_id?: number;
  created_at_gte?: string;
  created_at_lte?: string;
};

/** `filter={"resource":"mahasiswa","record_id":"12","user_id":3,"action":"update","created_at_gte":"2026-01-01"}` */
export function parseFilter(raw: unknown): Filter {
  if (raw === undefined || raw === '') return {};
  let parsed: unknown;
  try {
    parsed = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    throw badRequest(msg.list.paramInvalidJson({ name: 'filter' }));
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest(msg.list.filterShape());
  const filter: Filter = {};
  for (const [field, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    const bad = () =>
      badRequest(msg.list.filterValue({ field }), { [field]: [msg.list.filterValue({ field })] });
    switch (field) {
      case 'resource':
      case 'action':
        if (typeof value !== 'string' || value.length > 100) throw bad();
        filter[field] = value;
        break;
      case 'record_id':
        if (!/^\d{1,16}$/.test(String(value))) throw bad();
        filter.record_id = String(value);
        break;
      case 'user_id':
        filter.user_id = parseId(value, 'user_id');
        break;
      case 'created_at_gte':
      case 'created_at_lte':
        if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) throw bad();
        filter[field] = value;
        break;
      default:
        throw badRequest(msg.list.filterUnknown({ field }), { [field]: [msg.list.filterUnknown({ field })] });
    }
  }
  return filter;
}

export function conditions(filter: Filter, scope: RawBuilder<boolean> | undefined): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (filter.resource) parts.push(sql`a.resource = ${filter.resource}`);
  if (filter.action) parts.push(sql`a.action = ${filter.action}`);
  if (filter.record_id) parts.push(sql`a.record_id = ${filter.record_id}`);
  if (filter.user_id) parts.push(sql`a.user_id = ${filter.user_id}`);
  // A date alone is the whole day: up to its end.
  if (filter.created_at_gte) parts.push(sql`a.created_at >= ${filter.created_at_gte}::timestamptz`);
  if (filter.created_at_lte)
    parts.push(
      filter.created_at_lte.length === 10
        ? sql`a.created_at < ${filter.created_at_lte}::date + 1`
        : sql`a.created_at <= ${filter.created_at_lte}::timestamptz`,
    );
  if (scope) parts.push(scope);
  return parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``;
}

/** `sort=["id","DESC"]` or created_at; newest first unless asked otherwise. */
export function orderOf(raw: unknown): RawBuilder<unknown> {
  if (raw === undefined || raw === '') return sql`ORDER BY a.id DESC`;
  let parsed: unknown;
  try {
    parsed = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    throw badRequest(msg.list.paramInvalidJson({ name: 'sort' }));
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw badRequest(msg.list.sortShape());
  const [field, order] = parsed as [unknown, unknown];
  if (field !== 'id' && field !== 'created_at')
    throw badRequest(msg.list.sortField({ field: String(field) }));
  const o = String(order).toUpperCase();
  if (o !== 'ASC' && o !== 'DESC') throw badRequest(msg.list.sortOrder());
  // Entries are written in id order: sorting by id is sorting by time, on the primary key.
  return o === 'ASC' ? sql`ORDER BY a.id ASC` : sql`ORDER BY a.id DESC`;
}
