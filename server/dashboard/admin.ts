import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ADMIN_DASHBOARD_PERMISSION } from '../../domain/pages';
import { requirePermission } from '../auth/guard';
import { inScopeSql, narrowedTo, scopeOf } from '../crud/tenancy';
import { groupInScope, photoScope } from '../files/access';
import type { FilesCtx } from '../files/context';

const n = (v: unknown) => Number(v ?? 0);

/** Whether the rows of `alias` of resource `name` are in `ptIds` (undefined: every university). */
function inScope(api: FastifyInstance, name: string, alias: string, ptIds: readonly number[] | undefined) {
  if (!ptIds) return sql<boolean>`true`;
  const steps = api.records.model(name).tenant;
  return steps ? inScopeSql(steps, alias, ptIds) : sql<boolean>`false`;
}

/** GET /dashboard/admin: counts, students per university and per acara, uploads per day, the next acara. */
export function registerAdminDashboard(api: FastifyInstance, ctx: FilesCtx): void {
  const tags = { tags: ['dashboard'] };

  api.get(
    '/dashboard/admin',
    {
      schema: {
        ...tags,
        summary: 'Administrator dashboard figures',
        querystring: {
          type: 'object',
          properties: {
            pt: { type: 'string', description: 'Only the figures of this university (within your own)' },
          },
        },
      },
    },
    async (request) => {
      const caller = narrowedTo(
        requirePermission(request, ADMIN_DASHBOARD_PERMISSION),
        (request.query as Record<string, unknown>).pt,
      );
      const db = ctx.db;
      // A university's staff count their universities' records only (docs/tenancy.md).
      const ptIds = scopeOf(caller);
      const at = (name: string, alias: string) => inScope(api, name, alias, ptIds);
      const photos = (alias: string) =>
        sql<boolean>`EXISTS (SELECT 1 FROM file_group g WHERE g.id = ${sql.ref(`${alias}.file_group_id`)} AND ${groupInScope(photoScope(ctx, ptIds), 'g')})`;
      const [counts, perPt, perAcara, uploads, next] = await Promise.all([
        sql<Record<string, number>>`SELECT
          (SELECT count(*) FROM perguruan_tinggi pt WHERE ${at('perguruanTinggi', 'pt')}) AS perguruan_tinggi,
          (SELECT count(*) FROM mahasiswa m WHERE ${at('mahasiswa', 'm')}) AS mahasiswa,
          (SELECT count(*) FROM acara a WHERE ${at('acara', 'a')}) AS acara,
          (SELECT count(*) FROM file f WHERE ${ptIds ? photos('f') : sql`true`}) AS foto,
          (SELECT count(*) FROM file_group g WHERE ${at('fileGroup', 'g')}) AS grup`.execute(db),
        sql<{ id: number; label: string; nama: string; count: number }>`
        SELECT pt.id, coalesce(nullif(pt.singkatan, ''), pt.nama) AS label, pt.nama, count(m.id) AS count
        FROM perguruan_tinggi pt LEFT JOIN mahasiswa m ON m.pt_id = pt.id AND ${at('mahasiswa', 'm')}
        WHERE ${at('perguruanTinggi', 'pt')}
        GROUP BY pt.id ORDER BY count(m.id) DESC, pt.nama LIMIT 10`.execute(db),
        sql<{ id: number; label: string; tanggal: string; count: number }>`
        SELECT a.id, a.nama AS label, a.tanggal::text AS tanggal,
          (SELECT count(*) FROM mahasiswa m WHERE m.acara_id = a.id AND ${at('mahasiswa', 'm')}) AS count
        FROM acara a WHERE ${at('acara', 'a')} ORDER BY abs(a.tanggal - current_date), a.id LIMIT 10`.execute(
          db,
        ),
        sql<{ day: string; count: number }>`
        SELECT d::date::text AS day, (SELECT count(*) FROM file f WHERE f.created_at >= d AND f.created_at < d + interval '1 day'
          AND ${ptIds ? photos('f') : sql`true`}) AS count
        FROM generate_series(current_date - 29, current_date, interval '1 day') AS d ORDER BY d`.execute(db),
        sql<Record<string, unknown>>`
        SELECT a.id, a.nama, a.tanggal::text AS tanggal, a.jam_mulai::text AS jam_mulai, a.lokasi, a.alamat, a.status,
          pt.nama AS pt_nama,
          (SELECT count(*) FROM mahasiswa m WHERE m.acara_id = a.id AND ${at('mahasiswa', 'm')}) AS mahasiswa
        FROM acara a JOIN perguruan_tinggi pt ON pt.id = a.pt_id
        WHERE a.tanggal >= current_date AND ${at('acara', 'a')}
        ORDER BY a.tanggal, a.jam_mulai NULLS LAST, a.id LIMIT 1`.execute(db),
      ]);
      const c = counts.rows[0];
      const nextRow = next.rows[0];
      return {
        data: {
          counts: {
            perguruan_tinggi: n(c.perguruan_tinggi),
            mahasiswa: n(c.mahasiswa),
            acara: n(c.acara),
            foto: n(c.foto),
            grup: n(c.grup),
          },
          per_pt: perPt.rows.map((r) => ({ id: n(r.id), label: r.label, nama: r.nama, count: n(r.count) })),
          per_acara: perAcara.rows.map((r) => ({
            id: n(r.id),
            label: r.label,
            tanggal: r.tanggal,
            count: n(r.count),
          })),
          uploads: uploads.rows.map((r) => ({ day: r.day, count: n(r.count) })),
          next_acara: nextRow ? { ...nextRow, id: n(nextRow.id), mahasiswa: n(nextRow.mahasiswa) } : null,
        },
      };
    },
  );
}
