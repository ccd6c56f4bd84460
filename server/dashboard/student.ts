import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { requireCaller } from '../auth/guard';
import type { FilesCtx } from '../files/context';
import { listPhotos } from '../files/photos';
import { studentViewer } from '../files/routes-student';
import { completeness } from '../profile/completeness';

const n = (v: unknown) => Number(v ?? 0);

/** GET /dashboard/mahasiswa: the caller's own acara, profile completeness and newest photos. */
export function registerStudentDashboard(api: FastifyInstance, ctx: FilesCtx): void {
  const tags = { tags: ['dashboard'] };

  api.get(
    '/dashboard/mahasiswa',
    {
      // Opened by every graduate at once after the ceremony: it takes turns with the gallery.
      config: { lane: 'browse' },
      schema: { ...tags, summary: 'Student dashboard: my acara, profile, newest photos' },
    },
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
