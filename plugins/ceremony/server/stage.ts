/**
 * The stage, for the stage staff (`stageCall.create` at the stairs, `stageCall.view` on the reader's
 * screen), within their universities:
 * - POST /acara/:id/stage/calls               `{ token }` (a graduate's pass) or `{ kehadiran_id }`
 *                                             (found by search): records the call, now
 * - GET  /acara/:id/stage/search?q=           attending graduates by NIM or name
 * - GET  /acara/:id/stage/calls/:mahasiswaId  a graduate's calls, oldest first
 * - POST /stage/calls/:id/choose              a staff correction: this call wins over the others
 * - GET  /acara/:id/stage                     what the reader's screen shows
 * - GET  /acara/:id/stage/events              the same, live: server-sent events
 * - GET  /acara/:id/stage/rekaman/:kehadiranId  the graduate's recorded name
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { sql } from 'kysely';
import { refuse, type PluginRouteKit } from 'wisuda/server';
import { STAGE_REFUSALS as R } from '../stage/refusals';
import { keyOf as recordingKey, recordingOf } from './recording';
import {
  callById,
  callsOf,
  chooseCall,
  graduateByAttendance,
  graduateByPass,
  recordCall,
  searchGraduates,
  stageState,
} from './stage-data';
import { StageHub, type TableFeed } from './stage-hub';
import { queueMatch } from './stage-photos-match';

/** How often the screens get a comment line, and their sessions are checked (tests shorten it). */
const heartbeatMs = () => Number(process.env.STAGE_HEARTBEAT_MS) || 15_000;
type Permission = 'stageCall.create' | 'stageCall.view';

const idOf = (kit: PluginRouteKit, raw: unknown) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw kit.notFound();
  return id;
};

/** The acara, when the caller holds `permission` and reaches its university; else 403 / 404. */
async function stageAcara(
  kit: PluginRouteKit,
  request: FastifyRequest,
  raw: unknown,
  permission: Permission,
) {
  const caller = kit.permit(request, permission);
  const id = idOf(kit, raw);
  const { rows } = await sql<{ pt_id: string }>`SELECT pt_id FROM acara WHERE id = ${id}`.execute(kit.db);
  if (!rows[0] || !kit.reaches(caller, Number(rows[0].pt_id))) throw kit.notFound();
  return { id, caller };
}

/** The graduate a call names: a valid pass of the acara, or an attending graduate's record; else 422. */
async function graduateOfCall(kit: PluginRouteKit, acaraId: number, body: unknown) {
  const b = (body ?? {}) as { token?: unknown; kehadiran_id?: unknown };
  if (typeof b.token === 'string' && b.token.length > 0 && b.token.length <= 2000) {
    const found = await graduateByPass(kit.db, acaraId, b.token);
    if (!found) refuse({ token: R.badPass }, R.badPass);
    return { graduate: found, source: 'scan' as const };
  }
  const id = Number(b.kehadiran_id);
  if (b.token !== undefined || !Number.isSafeInteger(id) || id < 1) refuse({ token: R.find }, R.find);
  const found = await graduateByAttendance(kit.db, acaraId, id);
  if (!found) refuse({ kehadiran_id: R.notAttending }, R.notAttending);
  return { graduate: found, source: 'search' as const };
}

function openStream(raw: ServerResponse): void {
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n\n');
}

/** The streams whose session has been signed out or has expired since they opened. */
async function endedSessions(kit: PluginRouteKit, open: Map<ServerResponse, number>) {
  const ids = [...new Set(open.values())];
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: string }>`SELECT id FROM sessions
    WHERE id = ANY(${ids}::bigint[]) AND revoked_at IS NULL AND expires_at > now()`.execute(kit.db);
  const live = new Set(rows.map((r) => Number(r.id)));
  return [...open].filter(([, session]) => !live.has(session)).map(([raw]) => raw);
}

function registerStream(api: FastifyInstance, kit: PluginRouteKit, hub: StageHub): void {
  const open = new Map<ServerResponse, number>();
  const beat = setInterval(() => {
    hub.heartbeat();
    endedSessions(kit, open).then(
      (ended) => ended.forEach((raw) => raw.end()),
      (err: unknown) => api.log.warn({ err }, 'stage screens’ sessions not checked'),
    );
  }, heartbeatMs());
  beat.unref();
  api.addHook('preClose', (done) => {
    clearInterval(beat);
    hub.close();
    for (const raw of open.keys()) raw.end();
    done();
  });
  api.get<{ Params: { id: string } }>(
    '/acara/:id/stage/events',
    { schema: { tags: ['ceremony'], summary: 'The stage, live (server-sent events)' } },
    async (request, reply) => {
      const { id, caller } = await stageAcara(kit, request, request.params.id, 'stageCall.view');
      reply.hijack();
      const raw = reply.raw;
      openStream(raw);
      open.set(raw, caller.sessionId);
      const leave = await hub.join(id, { write: (chunk) => raw.write(chunk) });
      const end = () => {
        leave();
        open.delete(raw);
      };
      if (raw.destroyed || raw.writableEnded) end();
      else raw.on('close', end);
    },
  );
}

function registerCallRoutes(api: FastifyInstance, kit: PluginRouteKit, hub: StageHub): void {
  const tags = ['ceremony'];
  api.post<{ Params: { id: string } }>(
    '/acara/:id/stage/calls',
    { schema: { tags, summary: 'Record a graduate called on stage' } },
    async (request) => {
      const { id } = await stageAcara(kit, request, request.params.id, 'stageCall.create');
      const { graduate, source } = await graduateOfCall(kit, id, request.body);
      const call = await recordCall(kit.db, id, graduate.mahasiswa_id, source);
      void hub.refresh(id);
      await queueMatch(kit, id);
      await kit.audit(kit.db, request, {
        action: 'create',
        resource: 'stageCall',
        recordId: call.id,
        after: { acara_id: id, mahasiswa_id: graduate.mahasiswa_id, source, called_at: call.called_at },
      });
      const calls = await callsOf(kit.db, id, graduate.mahasiswa_id);
      return { data: { call: { ...call, source }, graduate, calls } };
    },
  );
  api.get<{ Params: { id: string }; Querystring: { q?: string } }>(
    '/acara/:id/stage/search',
    { schema: { tags, summary: 'Attending graduates by NIM or name' } },
    async (request) => {
      const { id } = await stageAcara(kit, request, request.params.id, 'stageCall.create');
      const q = String(request.query.q ?? '').trim();
      if (q.length < 2 || q.length > 100) refuse({ q: R.query }, R.query);
      return { data: await searchGraduates(kit.db, id, q) };
    },
  );
  api.get<{ Params: { id: string; mahasiswaId: string } }>(
    '/acara/:id/stage/calls/:mahasiswaId',
    { schema: { tags, summary: 'A graduate’s calls on stage' } },
    async (request) => {
      const { id } = await stageAcara(kit, request, request.params.id, 'stageCall.view');
      return { data: await callsOf(kit.db, id, idOf(kit, request.params.mahasiswaId)) };
    },
  );
  api.post<{ Params: { id: string } }>(
    '/stage/calls/:id/choose',
    { schema: { tags, summary: 'Choose which of a graduate’s calls counts' } },
    async (request) => {
      const caller = kit.permit(request, 'stageCall.create');
      const callId = idOf(kit, request.params.id);
      const found = await callById(kit.db, callId);
      if (!found || !kit.reaches(caller, found.ptId)) throw kit.notFound();
      const before = await callsOf(kit.db, found.acaraId, found.mahasiswaId);
      await chooseCall(kit.db, callId, found.acaraId, found.mahasiswaId, caller.id);
      const after = await callsOf(kit.db, found.acaraId, found.mahasiswaId);
      await kit.audit(kit.db, request, {
        action: 'correct',
        resource: 'stageCall',
        recordId: callId,
        before: { winner: before.find((c) => !c.superseded)?.id ?? null },
        after: { winner: callId, mahasiswa_id: found.mahasiswaId },
      });
      void hub.refresh(found.acaraId);
      // the stage photos follow the calls that count
      await queueMatch(kit, found.acaraId);
      return { data: after };
    },
  );
}

export function registerStageRoutes(api: FastifyInstance, kit: PluginRouteKit): void {
  const feed = (api as unknown as { changes?: TableFeed }).changes;
  const load = (acaraId: number) =>
    stageState(kit.db, acaraId, async (k) => (await kit.files.get(recordingKey(k))) !== null);
  const hub = new StageHub(load, feed, (err) => api.log.warn({ err }, 'stage screens not refreshed'));
  registerStream(api, kit, hub);
  registerCallRoutes(api, kit, hub);
  api.get<{ Params: { id: string } }>(
    '/acara/:id/stage',
    { schema: { tags: ['ceremony'], summary: 'What the reader’s screen shows' } },
    async (request) => {
      const { id } = await stageAcara(kit, request, request.params.id, 'stageCall.view');
      return { data: await load(id) };
    },
  );
  api.get<{ Params: { id: string; kehadiranId: string } }>(
    '/acara/:id/stage/rekaman/:kehadiranId',
    { schema: { tags: ['ceremony'], summary: 'A graduate’s recorded name, for the reader' } },
    async (request) => {
      const { id } = await stageAcara(kit, request, request.params.id, 'stageCall.view');
      const graduate = await graduateByAttendance(kit.db, id, idOf(kit, request.params.kehadiranId));
      if (!graduate) throw kit.notFound();
      return { data: { rekaman: await recordingOf(kit, graduate.kehadiran_id) } };
    },
  );
}
