/**
 * `GET /api/audit-log` and `GET /api/audit-log/{id}`: the audit log, read only, newest first, for the
 * holders of `auditLog.view` (domain/audit.ts). The company's staff read every entry; a university's
 * staff only those about records in their scope (./scope.ts), with the links in the records'
 * snapshots cut to what they may see, and the writer named only when they may see that account.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { RESOURCES } from '../../domain/resources';
import { AUDIT_LOG_API, AUDIT_LOG_PERMISSION, type AuditEntry } from '../../domain/audit';
import { msg } from '../../domain/messages';
import { requirePermission } from '../auth/guard';
import { errorSchema, idParams } from '../crud/openapi';
import { parseId, parseRange } from '../crud/params';
import { scopeOf, scopeSql } from '../crud/tenancy';
import { badRequest, notFound } from '../errors';
import { auditScopeSql, auditSubjects } from './scope';

/** A page of the log holds at most this many entries (their snapshots are whole records). */
const MAX_PAGE = 100;
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
function parseFilter(raw: unknown): Filter {
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

function conditions(filter: Filter, scope: RawBuilder<boolean> | undefined): RawBuilder<unknown> {
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
function orderOf(raw: unknown): RawBuilder<unknown> {
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

type Raw = Omit<AuditEntry, 'created_at' | 'id'> & { id: number | string; created_at: Date | string };

export function registerAuditRoutes(api: FastifyInstance): void {
  const tags = ['auditLog'];
  let subjects: ReturnType<typeof auditSubjects> | undefined;
  const scopeFor = (ptIds: readonly number[] | undefined) =>
    ptIds ? auditScopeSql((subjects ??= auditSubjects(api.records)), ptIds) : undefined;

  /** The writer, named only when the caller may see their account; snapshots' links cut to the scope. */
  async function select(where: RawBuilder<unknown>, tail: RawBuilder<unknown>, ptIds?: readonly number[]) {
    const users = api.records.model('user');
    const writer = ptIds ? sql`AND ${scopeSql(users.chains, 'u', ptIds)}` : sql``;
    const { rows } = await sql<Raw>`
      SELECT a.id, u.id AS user_id, u.name AS user_name, a.action, a.resource, a.record_id,
        a.before, a.after, a.ip, a.created_at
      FROM audit_log a LEFT JOIN users u ON u.id = a.user_id ${writer}
      ${where} ${tail}`.execute(api.db);
    const entries: AuditEntry[] = rows.map((r) => ({
      ...r,
      id: Number(r.id),
      user_id: r.user_id === null ? null : Number(r.user_id),
      created_at: new Date(r.created_at).toISOString(),
    }));
    if (ptIds) await cutLinks(entries, ptIds);
    return entries;
  }

  /** In a scoped caller's entries, a record's links to other universities' records are left out. */
  async function cutLinks(entries: AuditEntry[], ptIds: readonly number[]): Promise<void> {
    for (const entry of entries) {
      const model = RESOURCES.some((r) => r.name === entry.resource)
        ? api.records.model(entry.resource)
        : undefined;
      for (const ref of model?.scopedReferences.filter((r) => r.link) ?? []) {
        for (const snapshot of [entry.before, entry.after]) {
          const list = (snapshot as Record<string, unknown> | null)?.[ref.field];
          if (!Array.isArray(list) || !list.length) continue;
          const ids = list.map(Number).filter(Number.isSafeInteger);
          const { rows } = ids.length
            ? await sql<{ id: number }>`SELECT x.id FROM ${sql.table(ref.table)} x
                WHERE x.id IN (${sql.join(ids)}) AND ${scopeSql(ref.chains, 'x', ptIds)}`.execute(api.db)
            : { rows: [] };
          const visible = new Set(rows.map((r) => Number(r.id)));
          (snapshot as Record<string, unknown>)[ref.field] = ids.filter((id) => visible.has(id));
        }
      }
    }
  }

  const entrySchema = {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      user_id: { type: ['integer', 'null'] },
      user_name: { type: ['string', 'null'] },
      action: { type: 'string' },
      resource: { type: 'string' },
      record_id: { type: ['string', 'null'] },
      before: {},
      after: {},
      ip: { type: ['string', 'null'] },
      created_at: { type: 'string', format: 'date-time' },
    },
  };

  api.get(
    AUDIT_LOG_API,
    {
      schema: {
        tags,
        summary: 'The audit log, newest first',
        description:
          'react-admin simple REST list: rows in data, total in the Content-Range header. filter: JSON {"resource","action","record_id","user_id","created_at_gte","created_at_lte"}; sort: ["id"|"created_at","ASC"|"DESC"]; at most 100 entries a page. A university\'s staff see entries about records of their universities only.',
        querystring: {
          type: 'object',
          properties: {
            range: { type: 'string', description: 'JSON [start,end], inclusive' },
            sort: { type: 'string' },
            filter: { type: 'string' },
          },
        },
        response: {
          200: { type: 'object', properties: { data: { type: 'array', items: entrySchema } } },
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = requirePermission(request, AUDIT_LOG_PERMISSION);
      const query = request.query as Record<string, unknown>;
      const { offset, limit } = parseRange(query.range, { maxPage: MAX_PAGE, defaultLimit: 25 });
      const ptIds = scopeOf(caller);
      const where = conditions(parseFilter(query.filter), scopeFor(ptIds));
      const order = orderOf(query.sort);
      const data = await select(where, sql`${order} LIMIT ${limit} OFFSET ${offset}`, ptIds);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log a ${where}`.execute(
        api.db,
      );
      const range = data.length ? `${offset}-${offset + data.length - 1}` : '*';
      reply.header('content-range', `audit-log ${range}/${Number(rows[0]?.n ?? 0)}`);
      reply.header('access-control-expose-headers', 'Content-Range');
      return { data };
    },
  );

  api.get(
    `${AUDIT_LOG_API}/:id`,
    {
      schema: {
        tags,
        summary: 'One audit log entry (404 outside the caller’s universities)',
        params: idParams,
        response: {
          200: { type: 'object', properties: { data: entrySchema } },
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request: FastifyRequest) => {
      const caller = requirePermission(request, AUDIT_LOG_PERMISSION);
      const id = parseId((request.params as { id: string }).id);
      const ptIds = scopeOf(caller);
      const scope = scopeFor(ptIds);
      const [entry] = await select(
        sql`WHERE a.id = ${id} ${scope ? sql`AND ${scope}` : sql``}`,
        sql``,
        ptIds,
      );
      if (!entry) throw notFound(msg.http.notFound());
      return { data: entry };
    },
  );
}
