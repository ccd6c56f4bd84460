/**
 * `GET /api/audit-log` and `GET /api/audit-log/{id}`: the audit log, read only, newest first, for the
 * holders of `auditLog.view` (domain/audit.ts). The company's staff read every entry; a university's
 * staff only those about records in their scope (./scope.ts), with the links in the records'
 * snapshots cut to what they may see, and the writer named only when they may see that account.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AUDIT_LOG_API, AUDIT_LOG_PERMISSION } from '../../domain/audit';
import { msg } from '../../domain/messages';
import { requirePermission } from '../auth/guard';
import { errorSchema, idParams } from '../crud/openapi';
import { parseId, parseRange } from '../crud/params';
import { scopeOf } from '../crud/tenancy';
import { notFound } from '../errors';
import { conditions, orderOf, parseFilter } from './query';
import { auditReader, type AuditReader } from './read';

/** A page of the log holds at most this many entries (their snapshots are whole records). */
const MAX_PAGE = 100;
const tags = ['auditLog'];

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

export function registerAuditRoutes(api: FastifyInstance): void {
  const reader = auditReader(api);
  registerAuditList(api, reader);
  registerAuditEntry(api, reader);
}

function registerAuditList(api: FastifyInstance, { scopeFor, select }: AuditReader): void {
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
}

function registerAuditEntry(api: FastifyInstance, { scopeFor, select }: AuditReader): void {
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
