/**
 * The stage photo matching as a durable job (pg-boss, docs/jobs.md): one job per acara, queued when
 * a photo lands in a stage group, when a camera is calibrated and when staff ask for it; at most
 * one waits per acara, so a burst of uploads is matched once. A job matches every stage photo of
 * the acara again (a few milliseconds for thousands, ../stage-photos/match.ts) and writes what
 * changed, under the acara's lock so two never interleave.
 */
import { sql } from 'kysely';
import type { PluginRouteKit } from 'wisuda/server';
import {
  matchPhotos,
  refineOffset,
  sortCalls,
  tally,
  type MatchSettings,
  type StageCall,
} from '../stage-photos/match';
import {
  applyDecisions,
  saveOffset,
  stageAcara,
  stageCalls,
  stageCameras,
  stagePhotos,
  type StageCamera,
  type StoredPhoto,
} from './stage-photos-data';

type Db = PluginRouteKit['db'];

export const STAGE_MATCH_QUEUE = 'stage-match';

export interface StageMatchJob {
  acaraId: number;
}

/**
 * The camera's offset refined from all its timed photos around its calibration photo (the calls and
 * photos change as the day goes on); the stored one when its calibration photo is gone.
 */
function refined(
  camera: StageCamera,
  photos: readonly StoredPhoto[],
  calls: StageCall[],
  settings: MatchSettings,
) {
  const own = photos.filter((p) => p.camera === camera.camera && p.takenAt !== null);
  const anchor = camera.anchor && own.find((p) => p.id === camera.anchor!.fileId);
  if (!anchor || !camera.anchor) return camera.offset;
  const times = own.map((p) => p.takenAt!);
  const anchorAt = { takenAt: anchor.takenAt!, mahasiswaId: camera.anchor.mahasiswaId };
  return refineOffset(anchorAt, times, calls, settings) ?? camera.offset;
}

/** Matches the acara's stage photos now; the counts of the decisions and how many photos changed. */
export async function matchAcara(db: Db, acaraId: number) {
  return db.transaction().execute(async (trx) => {
    const acara = await stageAcara(trx, acaraId, true);
    if (!acara) return null;
    const [unsorted, cameras, photos] = await Promise.all([
      stageCalls(trx, acaraId),
      stageCameras(trx, acaraId),
      stagePhotos(trx, acaraId),
    ]);
    const calls = sortCalls(unsorted);
    const offsets = new Map<string, number>();
    for (const camera of cameras) {
      const offset = refined(camera, photos, calls, acara.settings);
      if (offset !== camera.offset) await saveOffset(trx, acaraId, camera.camera, offset);
      offsets.set(camera.camera, offset);
    }
    const hand = new Set(photos.filter((p) => p.hand).map((p) => p.id));
    const decisions = matchPhotos(photos, calls, offsets, acara.settings, hand);
    const changed = await applyDecisions(trx, acaraId, photos, decisions);
    return { ...tally(decisions), changed };
  });
}

/** Queues the acara's matching (in `db`'s transaction when given one). */
export function queueMatch(kit: PluginRouteKit, acaraId: number, db?: Db): Promise<void> {
  return kit.jobs.send(STAGE_MATCH_QUEUE, { acaraId } satisfies StageMatchJob, {
    singletonKey: `acara:${acaraId}`,
    ...(db ? { db } : {}),
  });
}

/** Creates the queue and its worker (where this process works jobs). */
export function workMatches(kit: PluginRouteKit): Promise<void> {
  return kit.jobs.queue<StageMatchJob>(STAGE_MATCH_QUEUE, async ({ acaraId }) => {
    await matchAcara(kit.db, acaraId);
  });
}

/**
 * The kit of the app whose routes were registered last: the upload hook (`file.afterCreate`) has no
 * kit of its own. Its job is written in the upload's transaction, whose database is the hook's, so
 * whichever app's kit composes it the job lands where the photo does.
 */
let uploadKit: PluginRouteKit | null = null;
export const rememberKit = (kit: PluginRouteKit) => void (uploadKit = kit);

/** `file.afterCreate`: a photo uploaded to a stage group queues its acara's matching. */
export async function afterStageUpload({ record, db }: { record: Record<string, unknown>; db: unknown }) {
  if (!uploadKit) return;
  const trx = db as Db;
  const { rows } = await sql<{ acara_id: string }>`
    SELECT acara_id FROM file_group WHERE id = ${Number(record.file_group_id)} AND panggung`.execute(trx);
  if (rows[0]) await queueMatch(uploadKit, Number(rows[0].acara_id), trx);
}
