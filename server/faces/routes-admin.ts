import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requirePermission } from '../auth/guard';
import { writeAudit } from '../crud/queries';
import { parseId } from '../crud/params';
import { msg } from '../../domain/messages';
import { notFound } from '../errors';
import { inScopeSql, narrowedTo, recordInScope, scopeOf } from '../crud/tenancy';
import { groupInScope, PERM_MANAGE, PERM_VIEW, photoScope } from '../files/access';
import type { FilesCtx } from '../files/context';
import { assertPtWritable } from '../plans/writable';
import { scanQueueSizes } from './queue';

const tags = { tags: ['faces'] };

/**
 * The operator's view of face search: per perguruan tinggi the switch and how many students opted in
 * and enrolled, the scan progress, suggestion counts per photo group, and tagging a group's confirmed
 * matches in bulk. Counts only: no fingerprint, no student's suggestions.
 */
export function registerFaceAdminRoutes(api: FastifyInstance, ctx: FilesCtx): void {
  registerStatus(api, ctx);
  registerGroups(api, ctx);
  registerTagConfirmed(api, ctx);
}

/** A university's staff see their universities only (docs/tenancy.md). */
function ptInScope(api: FastifyInstance, ptIds: readonly number[] | undefined) {
  const steps = api.records.model('perguruanTinggi').tenant;
  return ptIds && steps ? inScopeSql(steps, 'pt', ptIds) : sql<boolean>`true`;
}

function registerStatus(api: FastifyInstance, ctx: FilesCtx): void {
  api.get(
    '/faces/admin/status',
    {
      schema: {
        ...tags,
        summary: 'Face search per perguruan tinggi (opted in, enrolled) and the scan progress',
      },
    },
    async (request) => {
      // The company's staff may narrow it to one university (?pt=), as every list.
      const caller = requirePermission(request, PERM_VIEW);
      const ptIds = scopeOf(narrowedTo(caller, (request.query as Record<string, unknown>).pt));
      const { rows } = await sql<{
        id: number;
        nama: string;
        face_search: boolean;
        opted_in: number;
        enrolled: number;
      }>`
        SELECT pt.id, pt.nama, coalesce(pt.face_search, false) AS face_search,
          count(c.mahasiswa_id) AS opted_in, count(p.mahasiswa_id) AS enrolled
        FROM perguruan_tinggi pt
        LEFT JOIN mahasiswa m ON m.pt_id = pt.id
        LEFT JOIN face_consent c ON c.mahasiswa_id = m.id AND c.withdrawn_at IS NULL
        LEFT JOIN face_print p ON p.mahasiswa_id = c.mahasiswa_id
        WHERE ${ptInScope(api, ptIds)}
        GROUP BY pt.id
        ORDER BY bool_or(coalesce(pt.face_search, false)) DESC, count(c.mahasiswa_id) DESC, pt.nama
        LIMIT 100`.execute(api.db);
      const { rows: scanned } = await sql<{ n: number; last: Date | null }>`
        SELECT count(*) AS n, max(s.scanned_at) AS last FROM face_scan s
        JOIN file f ON f.id = s.file_id JOIN file_group g ON g.id = f.file_group_id
        WHERE ${groupInScope(photoScope(ctx, ptIds), 'g')}`.execute(api.db);
      const { waiting, active } = await scanQueueSizes(api.db, photoScope(ctx, ptIds));
      return {
        data: {
          perguruan_tinggi: rows.map((r) => ({
            id: Number(r.id),
            nama: r.nama,
            face_search: r.face_search,
            opted_in: Number(r.opted_in),
            enrolled: Number(r.enrolled),
          })),
          scan: {
            waiting,
            active,
            scanned: Number(scanned[0]?.n ?? 0),
            last_scanned_at: scanned[0]?.last ? new Date(scanned[0].last).toISOString() : null,
          },
        },
      };
    },
  );
}

function registerGroups(api: FastifyInstance, ctx: FilesCtx): void {
  api.get(
    '/faces/admin/groups',
    {
      schema: {
        ...tags,
        summary: 'Suggestion counts per photo group (suggested, confirmed, confirmed but not tagged)',
      },
    },
    async (request) => {
      const scope = photoScope(ctx, requirePermission(request, PERM_VIEW).ptIds);
      const { rows } = await sql<{
        file_group_id: number;
        nama: string;
        suggested: number;
        confirmed: number;
        untagged: number;
      }>`
        SELECT f.file_group_id, g.nama,
          count(*) FILTER (WHERE fm.status = 'suggested') AS suggested,
          count(*) FILTER (WHERE fm.status = 'confirmed') AS confirmed,
          count(*) FILTER (WHERE fm.status = 'confirmed' AND NOT EXISTS (
            SELECT 1 FROM file_mahasiswa t WHERE t.file_id = fm.file_id AND t.mahasiswa_id = fm.mahasiswa_id)) AS untagged
        FROM face_match fm JOIN file f ON f.id = fm.file_id JOIN file_group g ON g.id = f.file_group_id
        WHERE ${groupInScope(scope, 'g')}
        GROUP BY f.file_group_id, g.nama ORDER BY g.nama, f.file_group_id`.execute(api.db);
      return {
        data: rows.map((r) => ({
          file_group_id: Number(r.file_group_id),
          nama: r.nama,
          suggested: Number(r.suggested),
          confirmed: Number(r.confirmed),
          untagged: Number(r.untagged),
        })),
      };
    },
  );
}

function registerTagConfirmed(api: FastifyInstance, ctx: FilesCtx): void {
  api.post(
    '/faces/admin/groups/:id/tag-confirmed',
    {
      schema: {
        ...tags,
        summary: 'Tag every confirmed match of a photo group (those an operator untagged included)',
      },
    },
    async (request) => {
      const caller = requirePermission(request, PERM_MANAGE);
      const groupId = parseId((request.params as { id?: string }).id);
      const group = await api.db
        .selectFrom('file_group')
        .select('id')
        .where('id', '=', groupId)
        .executeTakeFirst();
      if (!group || !(await recordInScope(api.db, ctx.groupModel, caller, groupId)))
        throw notFound(msg.files.groupMissing());
      const tagged = await api.db.transaction().execute(async (trx) => {
        const { rows: pt } = await sql<{ pt_id: number }>`
          SELECT a.pt_id FROM file_group g JOIN acara a ON a.id = g.acara_id WHERE g.id = ${groupId}`.execute(
          trx,
        );
        await assertPtWritable(trx, caller, pt[0]?.pt_id);
        const { rows } = await sql<{ file_id: number }>`
          INSERT INTO file_mahasiswa (file_id, mahasiswa_id)
          SELECT fm.file_id, fm.mahasiswa_id FROM face_match fm JOIN file f ON f.id = fm.file_id
          WHERE f.file_group_id = ${groupId} AND fm.status = 'confirmed'
          ON CONFLICT DO NOTHING RETURNING file_id`.execute(trx);
        await writeAudit(trx, {
          userId: caller.id,
          action: 'face.tag-confirmed',
          resource: 'file_group',
          recordId: groupId,
          after: { tagged: rows.length },
          ip: request.ip,
        });
        return rows.length;
      });
      return { data: { tagged } };
    },
  );
}
