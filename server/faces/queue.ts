import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Db } from '../db';
import { groupInScope, type PhotoScope } from '../files/access';
import { BOSS_SCHEMA } from '../jobs/boss';
import { featureOn } from '../plans/features';

/** One job per photo to scan: `{ fileId }`. At most one waiting job per photo (policy `short`). */
export const FACE_QUEUE = 'faces-scan';

export interface FaceJob {
  fileId: number;
}

/** Queues these photos for a scan (a photo already waiting is not queued twice). */
export async function queueScans(boss: PgBoss, fileIds: number[]): Promise<void> {
  if (!fileIds.length) return;
  await boss.insert(
    fileIds.map((fileId) => ({ name: FACE_QUEUE, data: { fileId }, singletonKey: `file:${fileId}` })),
  );
}

/**
 * Queues a photo just uploaded, when its perguruan tinggi has face search on and someone of its acara
 * is enrolled: otherwise there is nobody to look for and the photo is never scanned.
 */
export async function queueNewPhoto(db: Db, boss: PgBoss, fileId: number): Promise<void> {
  const { rows } = await sql<{ ok: number }>`
    SELECT 1 AS ok FROM file f JOIN file_group g ON g.id = f.file_group_id JOIN acara a ON a.id = g.acara_id
    JOIN perguruan_tinggi pt ON pt.id = a.pt_id
    WHERE f.id = ${fileId} AND pt.face_search AND ${featureOn('face_search')} AND EXISTS (
      SELECT 1 FROM mahasiswa m JOIN face_print p ON p.mahasiswa_id = m.id
      JOIN face_consent c ON c.mahasiswa_id = m.id AND c.withdrawn_at IS NULL
      WHERE m.acara_id = a.id)`.execute(db);
  if (rows.length) await queueScans(boss, [fileId]);
}

/** Queues every photo of an acara (a student of it just enrolled). */
export async function queueAcara(db: Db, boss: PgBoss, acaraId: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    SELECT f.id FROM file f JOIN file_group g ON g.id = f.file_group_id WHERE g.acara_id = ${acaraId}
    ORDER BY f.id`.execute(db);
  const ids = rows.map((r) => Number(r.id));
  for (let i = 0; i < ids.length; i += 1000) await queueScans(boss, ids.slice(i, i + 1000));
  return ids.length;
}

/**
 * The scans waiting (created or retrying) and running, of the photos within `scope` (null: every
 * photo, and the jobs of photos deleted since). Read from pg-boss's job table, whose `data` holds
 * each job's photo, so a university's staff count their own photos only (docs/tenancy.md).
 */
export async function scanQueueSizes(
  db: Db,
  scope: PhotoScope | null,
): Promise<{ waiting: number; active: number }> {
  const { rows } = await sql<{ waiting: number; active: number }>`
    SELECT count(*) FILTER (WHERE j.state IN ('created', 'retry'))::int AS waiting,
      count(*) FILTER (WHERE j.state = 'active')::int AS active
    FROM ${sql.table(`${BOSS_SCHEMA}.job`)} j
    LEFT JOIN file f ON f.id = (j.data->>'fileId')::bigint
    LEFT JOIN file_group g ON g.id = f.file_group_id
    WHERE j.name = ${FACE_QUEUE} AND j.state IN ('created', 'retry', 'active')
      AND ${scope ? groupInScope(scope, 'g') : sql`true`}`.execute(db);
  return { waiting: Number(rows[0]?.waiting ?? 0), active: Number(rows[0]?.active ?? 0) };
}
