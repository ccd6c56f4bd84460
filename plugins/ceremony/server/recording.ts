/**
 * The graduate's recorded pronunciation: a few seconds of their own voice, recorded in the browser
 * and kept with the plugin's files (stored like photos), one per attendance record.
 * - PUT    /api/plugins/ceremony/me/rekaman   the recording's bytes (Content-Type audio/*), until the deadline
 * - GET    /api/plugins/ceremony/me/rekaman   the student's own recording, as a data: URL (null: none)
 * - DELETE /api/plugins/ceremony/me/rekaman   removes it, until the deadline
 * - GET    /api/plugins/ceremony/kehadiran/:id/rekaman   a graduate's, for staff (kehadiran.view, scope)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { refuse, type PluginRouteKit } from 'wisuda/server';
import { CONFIRM_PERMISSION } from '../permissions';
import { confirmationCloses, isOpen } from '../rules';
import { REFUSALS } from './refusals';

/** A few seconds of compressed speech are some 10 to 100 kB; this leaves room, and no more. */
export const RECORDING_MAX_BYTES = 600_000;
const AUDIO = /^audio\/(webm|ogg|mp4|mpeg|wav|x-wav|aac)(;.*)?$/;
export const keyOf = (kehadiranId: number) => `rekaman/${kehadiranId}`;

/** The caller's attendance record with its acara's deadline (null: they have not answered yet). */
async function ownAttendance(kit: PluginRouteKit, userId: number) {
  const { rows } = await sql<{ id: string; tanggal: string; batas_konfirmasi: Date | null }>`
    SELECT k.id, a.tanggal::text AS tanggal, a.batas_konfirmasi
    FROM mahasiswa m JOIN kehadiran k ON k.mahasiswa_id = m.id AND k.acara_id = m.acara_id
    JOIN acara a ON a.id = k.acara_id
    WHERE m.user_id = ${userId} ORDER BY m.id LIMIT 1`.execute(kit.db);
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

/** The record the student may still change: answered, and before the deadline; else 422. */
async function changeable(kit: PluginRouteKit, request: FastifyRequest) {
  const caller = kit.permit(request, CONFIRM_PERMISSION);
  const own = await ownAttendance(kit, caller.id);
  if (!own) refuse({ rekaman: REFUSALS.answerFirst }, REFUSALS.answerFirst);
  if (!isOpen(own)) {
    const closes = confirmationCloses(own).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
    refuse({ rekaman: REFUSALS.closed(closes) }, REFUSALS.closed(closes));
  }
  return own;
}

/** The sound's type from its first bytes (a local disk keeps no type), else as stored. */
function soundType(body: Buffer, stored: string): string {
  const head = body.subarray(0, 12);
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'audio/webm';
  if (head.subarray(0, 4).toString('latin1') === 'OggS') return 'audio/ogg';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return 'audio/mp4';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF') return 'audio/wav';
  if (head.subarray(0, 3).toString('latin1') === 'ID3' || (head[0] === 0xff && (head[1] & 0xe0) === 0xe0))
    return 'audio/mpeg';
  return stored.startsWith('audio/') ? stored : 'application/octet-stream';
}

export async function recordingOf(kit: PluginRouteKit, kehadiranId: number) {
  const file = await kit.files.get(keyOf(kehadiranId));
  return file
    ? `data:${soundType(file.body, file.contentType)};base64,${file.body.toString('base64')}`
    : null;
}

export function registerRecordingRoutes(api: FastifyInstance, kit: PluginRouteKit): void {
  const tags = ['ceremony'];
  api.addContentTypeParser(AUDIO, { parseAs: 'buffer', bodyLimit: RECORDING_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  api.put(
    '/me/rekaman',
    { schema: { tags, summary: 'Save the student’s recorded pronunciation' } },
    async (request) => {
      const own = await changeable(kit, request);
      const type = String(request.headers['content-type'] ?? '');
      const body = request.body;
      if (
        !AUDIO.test(type) ||
        !Buffer.isBuffer(body) ||
        body.length < 100 ||
        !soundType(body, '').startsWith('audio/')
      )
        refuse({ rekaman: REFUSALS.recording }, REFUSALS.recording);
      await kit.files.put(keyOf(own.id), body, type.split(';')[0]);
      await kit.audit(kit.db, request, {
        action: 'update',
        resource: 'kehadiran',
        recordId: own.id,
        after: { rekaman: `${body.length} bytes` },
      });
      return { data: { rekaman: await recordingOf(kit, own.id) } };
    },
  );
  api.delete(
    '/me/rekaman',
    { schema: { tags, summary: 'Remove the student’s recording' } },
    async (request) => {
      const own = await changeable(kit, request);
      await kit.files.delete(keyOf(own.id));
      await kit.audit(kit.db, request, {
        action: 'update',
        resource: 'kehadiran',
        recordId: own.id,
        after: { rekaman: null },
      });
      return { data: { rekaman: null } };
    },
  );
  api.get('/me/rekaman', { schema: { tags, summary: 'The student’s own recording' } }, async (request) => {
    const caller = kit.permit(request, CONFIRM_PERMISSION);
    const own = await ownAttendance(kit, caller.id);
    return { data: { rekaman: own ? await recordingOf(kit, own.id) : null } };
  });
  api.get(
    '/kehadiran/:id/rekaman',
    { schema: { tags, summary: 'A graduate’s recording, for staff' } },
    async (request) => {
      const caller = kit.permit(request, 'kehadiran.view');
      const id = Number((request.params as { id: string }).id);
      const { rows } = Number.isSafeInteger(id)
        ? await sql<{ pt_id: string }>`SELECT a.pt_id FROM kehadiran k JOIN acara a ON a.id = k.acara_id
          WHERE k.id = ${id}`.execute(kit.db)
        : { rows: [] };
      if (!rows[0] || !kit.reaches(caller, Number(rows[0].pt_id))) throw kit.notFound();
      return { data: { rekaman: await recordingOf(kit, id) } };
    },
  );
}
