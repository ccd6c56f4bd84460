import { sql } from 'kysely';
import { FACE_MIN_PIXELS } from '../../domain/faces';
import { writeAudit } from '../crud/queries';
import type { Db } from '../db';
import type { Storage } from '../files/storage';
import { matchFaces, printOf, type Enrolled } from './match';
import type { FacePool } from './pool';

export interface ScanResult {
  /** false: nobody of the photo's acara is enrolled (or the feature is off): the photo was not looked at. */
  scanned: boolean;
  faces: number;
  /** Faces below the reliable size, not compared. */
  skipped: number;
  /** Students newly suggested. */
  suggested: number[];
}

/**
 * The fingerprints of the students of an acara who consented and enrolled, when their perguruan
 * tinggi has face search on: the only ones a photo of that acara is compared with.
 */
async function loadEnrolled(db: Db, acaraId: number): Promise<Enrolled[]> {
  const { rows } = await sql<{ mahasiswa_id: number; embedding: Uint8Array }>`
    SELECT p.mahasiswa_id, p.embedding FROM face_print p
    JOIN face_consent c ON c.mahasiswa_id = p.mahasiswa_id AND c.withdrawn_at IS NULL
    JOIN mahasiswa m ON m.id = p.mahasiswa_id
    JOIN acara a ON a.id = m.acara_id JOIN perguruan_tinggi pt ON pt.id = a.pt_id AND pt.face_search
    WHERE m.acara_id = ${acaraId}`.execute(db);
  return rows.map((r) => ({ mahasiswaId: Number(r.mahasiswa_id), descriptor: printOf(r.embedding) }));
}

/**
 * What decides that set, in one row: the switch, how many prints and the newest print and consent
 * change. Cheap, unlike reading 2,000 fingerprints (about 150 ms on PGlite) for every photo.
 */
async function enrolledStamp(db: Db, acaraId: number): Promise<string> {
  const { rows } = await sql<{ stamp: string }>`
    SELECT concat_ws('|', bool_or(pt.face_search), count(p.mahasiswa_id), max(p.created_at),
      max(c.consented_at), max(c.withdrawn_at), count(c.mahasiswa_id)) AS stamp
    FROM acara a JOIN perguruan_tinggi pt ON pt.id = a.pt_id
    LEFT JOIN mahasiswa m ON m.acara_id = a.id
    LEFT JOIN face_print p ON p.mahasiswa_id = m.id
    LEFT JOIN face_consent c ON c.mahasiswa_id = m.id
    WHERE a.id = ${acaraId}`.execute(db);
  return rows[0]?.stamp ?? '';
}

const cache = new WeakMap<Db, Map<number, { stamp: string; enrolled: Enrolled[] }>>();

/** The enrolled fingerprints of an acara, kept in memory while nothing that decides them changed. */
export async function enrolledOfAcara(db: Db, acaraId: number): Promise<Enrolled[]> {
  let byAcara = cache.get(db);
  if (!byAcara) cache.set(db, (byAcara = new Map()));
  const stamp = await enrolledStamp(db, acaraId);
  const kept = byAcara.get(acaraId);
  if (kept && kept.stamp === stamp) return kept.enrolled;
  const enrolled = await loadEnrolled(db, acaraId);
  byAcara.set(acaraId, { stamp, enrolled });
  return enrolled;
}

/** A stored object's bytes (null when it is gone). */
export async function readStored(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Scans one photo: detects its faces (in the preview, 1600 px), compares those of reliable size with
 * the enrolled students of its acara and records a suggestion per student matched. A match already
 * decided (confirmed or rejected) is left as it is: a rejection is never suggested again. No
 * fingerprint of the photo is stored; faces matching nobody leave no trace but a count.
 */
export async function scanPhoto(
  db: Db,
  storage: Storage,
  pool: FacePool,
  fileId: number,
  threshold: number,
): Promise<ScanResult> {
  const none: ScanResult = { scanned: false, faces: 0, skipped: 0, suggested: [] };
  const { rows } = await sql<{ preview_key: string; acara_id: number }>`
    SELECT f.preview_key, g.acara_id FROM file f JOIN file_group g ON g.id = f.file_group_id
    WHERE f.id = ${fileId}`.execute(db);
  const file = rows[0];
  if (!file) return none;
  const enrolled = await enrolledOfAcara(db, Number(file.acara_id));
  if (!enrolled.length) return none;
  const preview = await readStored(storage, file.preview_key);
  if (!preview) return none;
  const detection = await pool.detect(preview);
  const usable = detection.faces.filter((f) => f.pixels >= FACE_MIN_PIXELS);
  const matches = matchFaces(
    usable.map((f) => f.descriptor),
    enrolled,
    threshold,
  );
  const result: ScanResult = {
    scanned: true,
    faces: detection.faces.length,
    skipped: detection.faces.length - usable.length,
    suggested: [],
  };
  await db.transaction().execute(async (trx) => {
    if (matches.length) {
      const inserted = await sql<{ mahasiswa_id: number }>`
        INSERT INTO face_match (mahasiswa_id, file_id, distance)
        SELECT m, ${fileId}, d FROM unnest(${matches.map((m) => m.mahasiswaId)}::bigint[], ${matches.map((m) => m.distance)}::real[]) AS x(m, d)
        WHERE EXISTS (SELECT 1 FROM file WHERE id = ${fileId})
        ON CONFLICT (mahasiswa_id, file_id) DO NOTHING
        RETURNING mahasiswa_id`.execute(trx);
      result.suggested = inserted.rows.map((r) => Number(r.mahasiswa_id));
    }
    await sql`INSERT INTO face_scan (file_id, scanned_at, faces, skipped)
      SELECT ${fileId}, now(), ${result.faces}, ${result.skipped} WHERE EXISTS (SELECT 1 FROM file WHERE id = ${fileId})
      ON CONFLICT (file_id) DO UPDATE SET scanned_at = now(), faces = EXCLUDED.faces, skipped = EXCLUDED.skipped`.execute(
      trx,
    );
    await writeAudit(trx, {
      userId: null,
      action: 'face.match',
      resource: 'file',
      recordId: fileId,
      after: {
        faces: result.faces,
        skipped: result.skipped,
        compared_with: enrolled.length,
        suggested: result.suggested.length,
      },
    });
  });
  return result;
}
