import type PgBoss from 'pg-boss';
import type { Db } from '../db';
import type { Storage } from '../files/storage';
import { FACE_QUEUE, type FaceJob } from './queue';
import { facePool } from './runtime';
import { scanPhoto } from './scan';
import type { FaceSettings } from './settings';

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Creates the scan queue (at most one waiting job per photo; two retries). */
export async function createFaceQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(FACE_QUEUE, { name: FACE_QUEUE, policy: 'short', retryLimit: 2, retryDelay: 30 });
}

/**
 * The scan worker: takes as many photos at a time as the pool has threads and scans them in
 * parallel; a failed one is failed alone (pg-boss retries it), the others complete when the batch returns.
 */
export async function workFaces(
  boss: PgBoss,
  db: Db,
  storage: Storage,
  settings: FaceSettings,
  pollingIntervalSeconds: number,
  log: Log,
): Promise<string> {
  const pool = facePool(settings.workers);
  let workerId = '';
  workerId = await boss.work<FaceJob>(
    FACE_QUEUE,
    { batchSize: settings.workers, includeMetadata: true, pollingIntervalSeconds },
    async (jobs) => {
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await scanPhoto(db, storage, pool, job.data.fileId, settings.threshold);
          } catch (err) {
            log.warn({ err, fileId: job.data.fileId }, 'face scan failed');
            await boss.fail(FACE_QUEUE, job.id, { message: String((err as Error)?.message ?? err) });
          }
        }),
      );
      if (jobs.length === settings.workers) boss.notifyWorker(workerId);
    },
  );
  return workerId;
}
