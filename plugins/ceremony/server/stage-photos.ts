/**
 * Stage photos for the ceremony staff (`kehadiran.update`), within their universities:
 * - GET  /stage-photos/acara/:id            cameras and offsets, counts, the review queue
 * - POST /stage-photos/acara/:id/calibrate  { file_id, mahasiswa_id }: "this photo shows them"
 * - POST /stage-photos/acara/:id/match      matches the acara's stage photos again (queued)
 * - POST /stage-photos/photo/:id            { mahasiswa_id | null }: settles a photo by hand
 * and for the student, GET /me/stage-photos: their stage photos' ids (the dashboard's card).
 * Calibrations and settlements are audited; matching runs through the durable queue.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { refuse, type PluginRouteKit } from 'wisuda/server';
import { CONFIRM_PERMISSION } from '../permissions';
import { calibrate, sortCalls } from '../stage-photos/match';
import { STAGE_PHOTO_REFUSALS as R } from '../stage-photos/refusals';
import { STAGE_PHOTO_PERMISSION } from '../stage-photos/resources';
import { stageAcara, stageCalls } from './stage-photos-data';
import { queueMatch, rememberKit, workMatches } from './stage-photos-match';
import { reviewQueue, stageSummary } from './stage-photos-read';

type Db = PluginRouteKit['db'];

const idOf = (v: unknown) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The acara of `:id` when the caller may work on its stage photos, else 404. */
async function acaraFor(kit: PluginRouteKit, request: FastifyRequest, lock?: Db) {
  const caller = kit.permit(request, STAGE_PHOTO_PERMISSION);
  const id = idOf((request.params as { id: string }).id);
  const acara = id === null ? null : await stageAcara(lock ?? kit.db, id, Boolean(lock));
  if (!acara || !kit.reaches(caller, acara.pt_id)) throw kit.notFound();
  return { caller, acara };
}

/** A photo of the acara's stage groups with its capture time and camera, else 422 beside `field`. */
async function stagePhoto(db: Db, acaraId: number, fileId: number | null, field: string) {
  const { rows } = fileId
    ? await sql<{ id: string; taken_at: Date | null; camera: string | null; acara_id: string }>`
        SELECT f.id, f.taken_at, f.camera, g.acara_id FROM file f JOIN file_group g ON g.id = f.file_group_id
        WHERE f.id = ${fileId} AND g.panggung AND g.acara_id = ${acaraId} FOR UPDATE OF f`.execute(db)
    : { rows: [] };
  if (!rows[0]) refuse({ [field]: R.notStagePhoto }, R.notStagePhoto);
  return rows[0];
}

/** Settles one photo by hand: the matching's tag goes, the person's comes (none: `mahasiswaId` null). */
async function settle(db: Db, acaraId: number, fileId: number, mahasiswaId: number | null, userId: number) {
  await sql`DELETE FROM file_mahasiswa t USING stage_match m WHERE m.file_id = t.file_id AND m.file_id = ${fileId}
    AND m.status = 'tag' AND t.mahasiswa_id = m.mahasiswa_id`.execute(db);
  await sql`INSERT INTO stage_match (file_id, acara_id, status, mahasiswa_id, decided_by, corrected_at)
    VALUES (${fileId}, ${acaraId}, 'hand', ${mahasiswaId}, ${userId}, now())
    ON CONFLICT (file_id) DO UPDATE SET status = 'hand', mahasiswa_id = EXCLUDED.mahasiswa_id, alasan = NULL,
      decided_by = EXCLUDED.decided_by, corrected_at = now(), updated_at = now()`.execute(db);
  if (mahasiswaId !== null)
    await sql`INSERT INTO file_mahasiswa (file_id, mahasiswa_id) VALUES (${fileId}, ${mahasiswaId})
      ON CONFLICT DO NOTHING`.execute(db);
}

function registerCalibration(api: FastifyInstance, kit: PluginRouteKit, tags: string[]) {
  api.post(
    '/stage-photos/acara/:id/calibrate',
    { schema: { tags, summary: 'Set a camera’s clock offset from one photo and who it shows' } },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const result = await kit.db.transaction().execute(async (trx) => {
        const { caller, acara } = await acaraFor(kit, request, trx);
        const photo = await stagePhoto(trx, acara.id, idOf(body.file_id), 'file_id');
        if (photo.taken_at === null) refuse({ file_id: R.noTime }, R.noTime);
        const mahasiswaId = idOf(body.mahasiswa_id);
        const calls = sortCalls(await stageCalls(trx, acara.id));
        const offset =
          mahasiswaId === null
            ? null
            : calibrate(new Date(photo.taken_at).getTime(), mahasiswaId, calls, acara.settings.windowMs);
        if (offset === null) refuse({ mahasiswa_id: R.notCalled }, R.notCalled);
        const camera = photo.camera ?? '';
        const { rows: before } = await sql<{ offset_ms: string }>`
          SELECT offset_ms FROM stage_camera WHERE acara_id = ${acara.id} AND camera = ${camera}`.execute(
          trx,
        );
        await sql`INSERT INTO stage_camera (acara_id, camera, offset_ms, file_id, mahasiswa_id, calibrated_by)
          VALUES (${acara.id}, ${camera}, ${offset}, ${Number(photo.id)}, ${mahasiswaId}, ${caller.id})
          ON CONFLICT (acara_id, camera) DO UPDATE SET offset_ms = EXCLUDED.offset_ms, file_id = EXCLUDED.file_id,
            mahasiswa_id = EXCLUDED.mahasiswa_id, calibrated_by = EXCLUDED.calibrated_by, updated_at = now()`.execute(
          trx,
        );
        await settle(trx, acara.id, Number(photo.id), mahasiswaId, caller.id);
        const after = { camera, offset_ms: offset, file_id: Number(photo.id), mahasiswa_id: mahasiswaId };
        await kit.audit(trx, request, {
          action: 'stage-calibrate',
          resource: 'acara',
          recordId: acara.id,
          before: before[0] ? { camera, offset_ms: Number(before[0].offset_ms) } : null,
          after,
        });
        await queueMatch(kit, acara.id, trx);
        return after;
      });
      return { data: result };
    },
  );
}

function registerReview(api: FastifyInstance, kit: PluginRouteKit, tags: string[]) {
  api.get(
    '/stage-photos/acara/:id',
    { schema: { tags, summary: 'Cameras, counts and the review queue of an acara’s stage photos' } },
    async (request) => {
      const { acara } = await acaraFor(kit, request);
      const [summary, review] = await Promise.all([
        stageSummary(kit.db, acara),
        reviewQueue(kit.db, acara.id),
      ]);
      return { data: { ...summary, review } };
    },
  );
  api.post(
    '/stage-photos/acara/:id/match',
    { schema: { tags, summary: 'Match the acara’s stage photos again' } },
    async (request, reply) => {
      const { acara } = await acaraFor(kit, request);
      await queueMatch(kit, acara.id);
      return reply.status(202).send({ data: { queued: true } });
    },
  );
  api.post(
    '/stage-photos/photo/:id',
    { schema: { tags, summary: 'Settle a stage photo by hand (accept, choose or reject)' } },
    async (request) => {
      const caller = kit.permit(request, STAGE_PHOTO_PERMISSION);
      const fileId = idOf((request.params as { id: string }).id);
      const body = (request.body ?? {}) as Record<string, unknown>;
      await kit.db.transaction().execute(async (trx) => {
        const { rows } = fileId
          ? await sql<{
              acara_id: string;
              pt_id: string;
              status: string | null;
              k1: string | null;
              k2: string | null;
            }>`
              SELECT g.acara_id, a.pt_id, m.status, m.kandidat_1 AS k1, m.kandidat_2 AS k2
              FROM file f JOIN file_group g ON g.id = f.file_group_id JOIN acara a ON a.id = g.acara_id
              LEFT JOIN stage_match m ON m.file_id = f.id
              WHERE f.id = ${fileId} AND g.panggung`.execute(trx)
          : { rows: [] };
        const photo = rows[0];
        if (!photo || !kit.reaches(caller, Number(photo.pt_id))) throw kit.notFound();
        // the acara's lock first, as the matching and the calibration take it: one at a time
        await stageAcara(trx, Number(photo.acara_id), true);
        await sql`SELECT 1 FROM file WHERE id = ${fileId} FOR UPDATE`.execute(trx);
        const chosen = body.mahasiswa_id === null ? null : idOf(body.mahasiswa_id);
        if (body.mahasiswa_id !== null) {
          const { rows: ok } = chosen
            ? await sql`SELECT 1 FROM mahasiswa WHERE id = ${chosen} AND pt_id = ${photo.pt_id}`.execute(trx)
            : { rows: [] };
          if (!ok.length) refuse({ mahasiswa_id: R.graduate }, R.graduate);
        }
        await settle(trx, Number(photo.acara_id), fileId!, chosen, caller.id);
        await kit.audit(trx, request, {
          action: 'stage-review',
          resource: 'file',
          recordId: fileId,
          before: { status: photo.status, kandidat: [photo.k1, photo.k2].filter(Boolean).map(Number) },
          after: { mahasiswa_id: chosen },
        });
      });
      return { data: { file_id: fileId, mahasiswa_id: body.mahasiswa_id ?? null } };
    },
  );
}

/** The student's own stage photos: tagged to them in published stage groups. */
function registerStudent(api: FastifyInstance, kit: PluginRouteKit, tags: string[]) {
  api.get(
    '/me/stage-photos',
    { schema: { tags, summary: 'The student’s stage photos' } },
    async (request) => {
      const caller = kit.permit(request, CONFIRM_PERMISSION);
      const { rows } = await sql<{ id: string; file_group_id: string }>`
      SELECT f.id, f.file_group_id FROM mahasiswa m JOIN file_mahasiswa t ON t.mahasiswa_id = m.id
      JOIN file f ON f.id = t.file_id JOIN file_group g ON g.id = f.file_group_id
      WHERE m.user_id = ${caller.id} AND g.panggung AND g.is_published
      ORDER BY coalesce(f.taken_at, f.created_at) DESC, f.id DESC LIMIT 200`.execute(kit.db);
      return {
        data: {
          ids: rows.map((r) => Number(r.id)),
          group_ids: [...new Set(rows.map((r) => Number(r.file_group_id)))],
        },
      };
    },
  );
}

export async function registerStagePhotoRoutes(api: FastifyInstance, kit: PluginRouteKit): Promise<void> {
  const tags = ['ceremony'];
  rememberKit(kit);
  await workMatches(kit);
  registerCalibration(api, kit, tags);
  registerReview(api, kit, tags);
  registerStudent(api, kit, tags);
}
