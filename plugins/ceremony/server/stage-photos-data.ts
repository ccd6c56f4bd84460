/**
 * Stage photos in the database: what the matching reads (an acara's stage photos, its called times,
 * its cameras' offsets, the photos a person settled) and how it writes its decisions (stage_match,
 * and the tags in file_mahasiswa of the photos it tags at once). A tag the matching did not set, or
 * one of its tags a person removed, marks the photo as settled by hand: never touched again.
 */
import { sql } from 'kysely';
import type { PluginRouteKit } from 'wisuda/server';
import type { Decision, MatchSettings, StageCall, StagePhoto } from '../stage-photos/match';

type Db = PluginRouteKit['db'];

export interface StageAcara {
  id: number;
  pt_id: number;
  settings: MatchSettings;
}

/** The acara with its matching settings (null: none), locked for the matching when `lock`. */
export async function stageAcara(db: Db, acaraId: number, lock = false): Promise<StageAcara | null> {
  const { rows } = await sql<{ id: string; pt_id: string; jendela: number | null; margin: number | null }>`
    SELECT id, pt_id, panggung_jendela AS jendela, panggung_margin AS margin FROM acara
    WHERE id = ${acaraId} ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  const a = rows[0];
  if (!a) return null;
  return {
    id: Number(a.id),
    pt_id: Number(a.pt_id),
    settings: { windowMs: (a.jendela ?? 30) * 1000, marginMs: (a.margin ?? 2) * 1000 },
  };
}

/** The acara's called times that count (not superseded). */
export async function stageCalls(db: Db, acaraId: number): Promise<StageCall[]> {
  const { rows } = await sql<{ mahasiswa_id: string; called_at: Date }>`
    SELECT mahasiswa_id, called_at FROM stage_call WHERE acara_id = ${acaraId} AND NOT superseded`.execute(
    db,
  );
  return rows.map((r) => ({
    mahasiswaId: Number(r.mahasiswa_id),
    calledAt: new Date(r.called_at).getTime(),
  }));
}

export interface StageCamera {
  camera: string;
  offset: number;
  /** The photo and graduate it was calibrated by (null: that photo was deleted since). */
  anchor: { fileId: number; mahasiswaId: number } | null;
}

/** The acara's calibrated cameras. */
export async function stageCameras(db: Db, acaraId: number): Promise<StageCamera[]> {
  const { rows } = await sql<{
    camera: string;
    offset_ms: string;
    file_id: string | null;
    mahasiswa_id: string | null;
  }>`
    SELECT camera, offset_ms, file_id, mahasiswa_id FROM stage_camera WHERE acara_id = ${acaraId}`.execute(
    db,
  );
  return rows.map((r) => ({
    camera: r.camera,
    offset: Number(r.offset_ms),
    anchor:
      r.file_id === null || r.mahasiswa_id === null
        ? null
        : { fileId: Number(r.file_id), mahasiswaId: Number(r.mahasiswa_id) },
  }));
}

/** Records a camera's offset refined by the matching. */
export async function saveOffset(db: Db, acaraId: number, camera: string, offset: number): Promise<void> {
  await sql`UPDATE stage_camera SET offset_ms = ${offset}, updated_at = now()
    WHERE acara_id = ${acaraId} AND camera = ${camera}`.execute(db);
}

export interface StoredPhoto extends StagePhoto {
  status: string | null;
  mahasiswaId: number | null;
  kandidat: [number | null, number | null];
  /** A person tagged it (a tag the matching did not set, or removed the matching's). */
  hand: boolean;
}

/** The photos of the acara's stage groups with their stored match. */
export async function stagePhotos(db: Db, acaraId: number): Promise<StoredPhoto[]> {
  const { rows } = await sql<{
    id: string;
    taken_at: Date | null;
    camera: string | null;
    status: string | null;
    mahasiswa_id: string | null;
    kandidat_1: string | null;
    kandidat_2: string | null;
    others: boolean;
    ours: boolean;
  }>`
    SELECT f.id, f.taken_at, f.camera, m.status, m.mahasiswa_id, m.kandidat_1, m.kandidat_2,
      EXISTS (SELECT 1 FROM file_mahasiswa t WHERE t.file_id = f.id
        AND NOT coalesce(m.status = 'tag' AND t.mahasiswa_id = m.mahasiswa_id, false)) AS others,
      EXISTS (SELECT 1 FROM file_mahasiswa t WHERE t.file_id = f.id AND t.mahasiswa_id = m.mahasiswa_id) AS ours
    FROM file f JOIN file_group g ON g.id = f.file_group_id LEFT JOIN stage_match m ON m.file_id = f.id
    WHERE g.acara_id = ${acaraId} AND g.panggung ORDER BY f.id`.execute(db);
  const num = (v: string | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    id: Number(r.id),
    takenAt: r.taken_at === null ? null : new Date(r.taken_at).getTime(),
    camera: r.camera ?? '',
    status: r.status,
    mahasiswaId: num(r.mahasiswa_id),
    kandidat: [num(r.kandidat_1), num(r.kandidat_2)],
    hand: r.status === 'hand' || r.others || (r.status === 'tag' && !r.ours),
  }));
}

/** The stored form of a decision. */
function rowOf(d: Decision) {
  if (d.kind === 'tag') return { status: 'tag', mahasiswa: d.mahasiswaId, k1: null, k2: null, alasan: null };
  if (d.kind === 'review')
    return { status: 'review', mahasiswa: null, k1: d.candidates[0], k2: d.candidates[1], alasan: null };
  return {
    status: d.reason === 'hand' ? 'hand' : 'none',
    mahasiswa: null,
    k1: null,
    k2: null,
    alasan: d.reason === 'hand' ? null : d.reason,
  };
}

/**
 * Writes the decisions that differ from what is stored: the matching's own old tags go, the new
 * ones come; a photo settled by hand keeps its row as it is (only marked `hand`). Returns how many
 * photos changed.
 */
export async function applyDecisions(
  db: Db,
  acaraId: number,
  stored: readonly StoredPhoto[],
  decisions: readonly Decision[],
): Promise<number> {
  const byId = new Map(stored.map((p) => [p.id, p]));
  const changed = decisions
    .map((d) => ({ id: d.photoId, ...rowOf(d) }))
    .filter((r) => {
      const old = byId.get(r.id)!;
      if (r.status === 'hand') return old.status !== 'hand';
      return (
        old.status !== r.status ||
        old.mahasiswaId !== r.mahasiswa ||
        old.kandidat[0] !== r.k1 ||
        old.kandidat[1] !== r.k2
      );
    });
  if (!changed.length) return 0;
  const ids = changed.map((r) => r.id);
  const auto = changed.filter((r) => r.status !== 'hand').map((r) => r.id);
  if (auto.length)
    await sql`DELETE FROM file_mahasiswa t USING stage_match m
      WHERE m.file_id = t.file_id AND m.status = 'tag' AND t.mahasiswa_id = m.mahasiswa_id
        AND m.file_id = ANY(${auto}::bigint[])`.execute(db);
  const col = <T>(pick: (r: (typeof changed)[number]) => T) => changed.map(pick);
  await sql`
    INSERT INTO stage_match (file_id, acara_id, status, mahasiswa_id, kandidat_1, kandidat_2, alasan)
    SELECT u.file_id, ${acaraId}, u.status, u.mahasiswa_id, u.k1, u.k2, u.alasan
    FROM unnest(${ids}::bigint[], ${col((r) => r.status)}::text[], ${col((r) => r.mahasiswa)}::bigint[],
      ${col((r) => r.k1)}::bigint[], ${col((r) => r.k2)}::bigint[], ${col((r) => r.alasan)}::text[])
      AS u(file_id, status, mahasiswa_id, k1, k2, alasan)
    ON CONFLICT (file_id) DO UPDATE SET status = EXCLUDED.status,
      mahasiswa_id = CASE WHEN EXCLUDED.status = 'hand' THEN stage_match.mahasiswa_id ELSE EXCLUDED.mahasiswa_id END,
      kandidat_1 = EXCLUDED.kandidat_1, kandidat_2 = EXCLUDED.kandidat_2, alasan = EXCLUDED.alasan,
      corrected_at = now(), updated_at = now()`.execute(db);
  const tags = changed.filter((r) => r.status === 'tag');
  if (tags.length)
    await sql`INSERT INTO file_mahasiswa (file_id, mahasiswa_id)
      SELECT * FROM unnest(${tags.map((r) => r.id)}::bigint[], ${tags.map((r) => r.mahasiswa)}::bigint[])
      ON CONFLICT DO NOTHING`.execute(db);
  return changed.length;
}
