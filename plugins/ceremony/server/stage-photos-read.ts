/**
 * What the staff's stage photo page reads: the acara's stage groups, its cameras (photos, offset,
 * the photo and graduate it was calibrated by), how many photos are tagged, waiting for review,
 * left alone or settled by hand, and the review queue with the two likely graduates of each photo; the graduates called, to calibrate by.
 */
import { sql } from 'kysely';
import type { PluginRouteKit } from 'wisuda/server';
import type { StageAcara } from './stage-photos-data';

type Db = PluginRouteKit['db'];

/** At most this many review items at a time: staff settle them from the top. */
const REVIEW_PAGE = 100;
/** The photos of each camera offered to calibrate it by (the first taken). */
const SAMPLE = 12;

export async function stageSummary(db: Db, acara: StageAcara) {
  const [groups, cameras, counts, called] = await Promise.all([
    sql<{ id: string; nama: string; is_published: boolean }>`
      SELECT id, nama, is_published FROM file_group WHERE acara_id = ${acara.id} AND panggung ORDER BY id`.execute(
      db,
    ),
    sql<{
      camera: string;
      photos: number;
      untimed: number;
      offset_ms: string | null;
      file_id: string | null;
      mahasiswa_nama: string | null;
      updated_at: Date | null;
      sample: string[] | null;
    }>`
      SELECT coalesce(f.camera, '') AS camera, count(*)::int AS photos,
        count(*) FILTER (WHERE f.taken_at IS NULL)::int AS untimed,
        c.offset_ms, c.file_id, m.nama AS mahasiswa_nama, c.updated_at,
        (array_agg(f.id ORDER BY f.taken_at, f.id) FILTER (WHERE f.taken_at IS NOT NULL))[1:${sql.lit(SAMPLE)}] AS sample
      FROM file f JOIN file_group g ON g.id = f.file_group_id
      LEFT JOIN stage_camera c ON c.acara_id = g.acara_id AND c.camera = coalesce(f.camera, '')
      LEFT JOIN mahasiswa m ON m.id = c.mahasiswa_id
      WHERE g.acara_id = ${acara.id} AND g.panggung
      GROUP BY coalesce(f.camera, ''), c.offset_ms, c.file_id, m.nama, c.updated_at
      ORDER BY 1`.execute(db),
    sql<{ status: string | null; n: number }>`
      SELECT m.status, count(*)::int AS n FROM file f JOIN file_group g ON g.id = f.file_group_id
      LEFT JOIN stage_match m ON m.file_id = f.id
      WHERE g.acara_id = ${acara.id} AND g.panggung GROUP BY m.status`.execute(db),
    sql<{ id: string; nama: string; nim: string }>`
      SELECT m.id, m.nama, m.nim FROM mahasiswa m WHERE m.id IN (
        SELECT mahasiswa_id FROM stage_call WHERE acara_id = ${acara.id} AND NOT superseded)
      ORDER BY m.nama, m.id`.execute(db),
  ]);
  const count = (status: string | null) => counts.rows.find((r) => r.status === status)?.n ?? 0;
  return {
    acara: { id: acara.id, window: acara.settings.windowMs / 1000, margin: acara.settings.marginMs / 1000 },
    groups: groups.rows.map((g) => ({ id: Number(g.id), nama: g.nama, is_published: g.is_published })),
    cameras: cameras.rows.map((c) => ({
      camera: c.camera,
      photos: c.photos,
      untimed: c.untimed,
      offset_ms: c.offset_ms === null ? null : Number(c.offset_ms),
      file_id: c.file_id === null ? null : Number(c.file_id),
      mahasiswa_nama: c.mahasiswa_nama,
      calibrated_at: c.updated_at === null ? null : new Date(c.updated_at).toISOString(),
      sample_ids: (c.sample ?? []).map(Number),
    })),
    called: called.rows.map((r) => ({ id: Number(r.id), nama: r.nama, nim: r.nim })),
    counts: {
      tagged: count('tag'),
      review: count('review'),
      none: count('none'),
      hand: count('hand'),
      waiting: count(null),
    },
  };
}

/** The photos waiting for review, oldest capture first, with their two likely graduates. */
export async function reviewQueue(db: Db, acaraId: number) {
  const { rows } = await sql<{
    file_id: string;
    taken_at: Date | null;
    camera: string | null;
    k1: string | null;
    k1_nama: string | null;
    k1_nim: string | null;
    k2: string | null;
    k2_nama: string | null;
    k2_nim: string | null;
  }>`
    SELECT sm.file_id, f.taken_at, f.camera, sm.kandidat_1 AS k1, a.nama AS k1_nama, a.nim AS k1_nim,
      sm.kandidat_2 AS k2, b.nama AS k2_nama, b.nim AS k2_nim
    FROM stage_match sm JOIN file f ON f.id = sm.file_id
    LEFT JOIN mahasiswa a ON a.id = sm.kandidat_1 LEFT JOIN mahasiswa b ON b.id = sm.kandidat_2
    WHERE sm.acara_id = ${acaraId} AND sm.status = 'review'
    ORDER BY f.taken_at, sm.file_id LIMIT ${REVIEW_PAGE}`.execute(db);
  const person = (id: string | null, nama: string | null, nim: string | null) =>
    id === null ? null : { id: Number(id), nama, nim };
  return rows.map((r) => ({
    file_id: Number(r.file_id),
    taken_at: r.taken_at === null ? null : new Date(r.taken_at).toISOString(),
    camera: r.camera ?? '',
    candidates: [person(r.k1, r.k1_nama, r.k1_nim), person(r.k2, r.k2_nama, r.k2_nim)].filter(Boolean),
  }));
}
