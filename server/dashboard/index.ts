import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ADMIN_DASHBOARD_PERMISSION } from '../../domain/pages';
import { requireCaller, requirePermission } from '../auth/guard';
import { inScopeSql, narrowedTo, scopeOf } from '../crud/tenancy';
import { groupInScope, photoScope } from '../files/access';
import type { FilesCtx } from '../files/context';
import { listPhotos } from '../files/photos';
import { studentViewer } from '../files/routes-student';
import { completeness } from '../profile/completeness';

/** Administrator dashboard figures need an administrator permission; the student one only a sign-in. */
export { ADMIN_DASHBOARD_PERMISSION };

const n = (v: unknown) => Number(v ?? 0);

/** Whether the rows of `alias` of resource `name` are in `ptIds` (undefined: every university). */
function inScope(api: FastifyInstance, name: string, alias: string, ptIds: readonly number[] | undefined) {
  if (!ptIds) return sql<boolean>`true`;
  const steps = api.records.model(name).tenant;
  return steps ? inScopeSql(steps, alias, ptIds) : sql<boolean>`false`;
}

export function registerDashboardRoutes(api: FastifyInstance, ctx: FilesCtx): void {
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

  api.get(
    '/dashboard/mahasiswa',
    { schema: { ...tags, summary: 'Student dashboard: my acara, profile, newest photos' } },
    async (request) => {
      // Every signed-in user has a dashboard; it only ever shows the caller's own record.
      const caller = requireCaller(request);
      const { rows } = await sql<Record<string, unknown>>`
      SELECT m.id, m.nama, m.nim, m.jenis_kelamin, m.tempat_lahir, m.tanggal_lahir, m.email, m.no_hp, m.prodi_id,
        m.acara_id, m.judul_skripsi, m.ukuran_toga, coalesce(m.foto, u.foto) AS foto,
        a.nama AS acara_nama, a.tanggal::text AS acara_tanggal, a.jam_mulai::text AS acara_jam_mulai,
        a.jam_selesai::text AS acara_jam_selesai, a.lokasi AS acara_lokasi, a.alamat AS acara_alamat,
        pt.nama AS pt_nama
      FROM mahasiswa m JOIN users u ON u.id = m.user_id
      LEFT JOIN acara a ON a.id = m.acara_id LEFT JOIN perguruan_tinggi pt ON pt.id = m.pt_id
      WHERE m.user_id = ${caller.id}`.execute(ctx.db);
      const m = rows[0];
      if (!m) {
        return {
          data: {
            mahasiswa: null,
            acara: null,
            completeness: completeness(null),
            photos: [],
            photo_count: 0,
          },
        };
      }
      const viewer = await studentViewer(ctx, caller);
      const { rows: photos, total } = await listPhotos(ctx, viewer, {
        sort: { field: 'created_at', order: 'DESC' },
        offset: 0,
        limit: 8,
        filter: { mahasiswa_id: viewer.mahasiswaId },
      });
      return {
        data: {
          mahasiswa: { id: n(m.id), nama: m.nama, nim: m.nim, pt_nama: m.pt_nama },
          acara: m.acara_id
            ? {
                id: n(m.acara_id),
                nama: m.acara_nama,
                tanggal: m.acara_tanggal,
                jam_mulai: m.acara_jam_mulai,
                jam_selesai: m.acara_jam_selesai,
                lokasi: m.acara_lokasi,
                alamat: m.acara_alamat,
              }
            : null,
          completeness: completeness(m),
          photos,
          photo_count: total,
        },
      };
    },
  );
}
