/**
 * The ceremony staff's side of the tickets, within their universities:
 * - GET  /acara/:id/waiting          the waiting list for extra guest tickets, with the guest seats left
 * - POST /antrean/:id/grant          grants extra tickets (`jumlah`) while guest seats remain
 * - POST /keys/rotate                a new signing key (tokens already sent still verify)
 * - POST /keys/:kid/retire           retires a key: the tokens it signed no longer verify
 * The keys serve every university: only staff who reach them all (no university scope) change them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { refuse, type PluginRouteKit } from 'wisuda/server';
import { TICKET_REFUSALS as R } from '../tickets/refusals';
import { retireKey, rotateKey } from './ticket-keys';

type Db = PluginRouteKit['db'];

const idOf = (kit: PluginRouteKit, v: unknown) => {
  const id = Number(v);
  if (!Number.isSafeInteger(id) || id < 1) throw kit.notFound();
  return id;
};

/** The guest seats of the acara not granted yet (null: the acara sets no limit). */
async function seatsLeft(db: Db, acaraId: number): Promise<number | null> {
  const { rows } = await sql<{ kursi_tamu: number | null; granted: number }>`SELECT a.kursi_tamu,
      (SELECT coalesce(sum(k.tamu_diberikan), 0)::int FROM kehadiran k WHERE k.acara_id = a.id AND k.hadir) AS granted
    FROM acara a WHERE a.id = ${acaraId}`.execute(db);
  const r = rows[0];
  return r?.kursi_tamu === null || r?.kursi_tamu === undefined ? null : Math.max(0, r.kursi_tamu - r.granted);
}

async function acaraInScope(kit: PluginRouteKit, request: FastifyRequest, db: Db, id: number) {
  const { rows } = await sql<{ pt_id: string }>`SELECT pt_id FROM acara WHERE id = ${id}`.execute(db);
  if (!rows[0] || !kit.reaches(request.caller!, Number(rows[0].pt_id))) throw kit.notFound();
}

/** The keys sign every university's tickets: only staff who reach every university change them. */
function globalStaff(kit: PluginRouteKit, request: FastifyRequest) {
  const caller = kit.permit(request, 'acara.update');
  if (kit.ptIds(caller) !== undefined) throw kit.notFound();
}

async function waitingList(db: Db, acaraId: number) {
  const { rows } = await sql<Record<string, unknown>>`SELECT w.id, w.jumlah, w.diberikan, w.diminta_pada,
      k.id AS kehadiran_id, k.tamu_diberikan, m.nim, m.nama
    FROM antrean_tamu w JOIN kehadiran k ON k.id = w.kehadiran_id JOIN mahasiswa m ON m.id = k.mahasiswa_id
    WHERE w.acara_id = ${acaraId} AND k.hadir ORDER BY w.diminta_pada, w.id`.execute(db);
  return {
    seats_left: await seatsLeft(db, acaraId),
    rows: rows.map((r) => ({
      id: Number(r.id),
      kehadiran_id: Number(r.kehadiran_id),
      nim: String(r.nim),
      nama: String(r.nama),
      jumlah: Number(r.jumlah),
      diberikan: Number(r.diberikan),
      tamu_diberikan: Number(r.tamu_diberikan),
      diminta_pada: r.diminta_pada instanceof Date ? r.diminta_pada.toISOString() : r.diminta_pada,
    })),
  };
}

export function registerTicketStaffRoutes(api: FastifyInstance, kit: PluginRouteKit): void {
  const tags = ['ceremony'];
  api.get<{ Params: { id: string } }>(
    '/acara/:id/waiting',
    { schema: { tags, summary: 'The waiting list for extra guest tickets' } },
    async (request) => {
      kit.permit(request, 'kehadiran.view');
      const id = idOf(kit, request.params.id);
      await acaraInScope(kit, request, kit.db, id);
      return { data: await waitingList(kit.db, id) };
    },
  );

  api.post<{ Params: { id: string } }>(
    '/antrean/:id/grant',
    { schema: { tags, summary: 'Grant extra guest tickets from the waiting list' } },
    async (request) => {
      kit.permit(request, 'kehadiran.update');
      const id = idOf(kit, request.params.id);
      const jumlah = (request.body as { jumlah?: unknown } | null)?.jumlah;
      if (typeof jumlah !== 'number' || !Number.isInteger(jumlah) || jumlah < 1 || jumlah > 50)
        refuse({ jumlah: R.count(50) });
      const acaraId = await kit.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ acara_id: string; kehadiran_id: string }>`SELECT acara_id, kehadiran_id
          FROM antrean_tamu WHERE id = ${id}`.execute(trx);
        if (!rows[0]) throw kit.notFound();
        const acara = Number(rows[0].acara_id);
        await acaraInScope(kit, request, trx, acara);
        await sql`SELECT id FROM acara WHERE id = ${acara} FOR UPDATE`.execute(trx);
        const left = await seatsLeft(trx, acara);
        if (left !== null && left < jumlah) refuse({ jumlah: R.noSeats(left) }, R.noSeats(left));
        await sql`UPDATE kehadiran SET tamu_diberikan = tamu_diberikan + ${jumlah}, updated_at = now()
          WHERE id = ${rows[0].kehadiran_id}`.execute(trx);
        await sql`UPDATE antrean_tamu SET diberikan = diberikan + ${jumlah}, updated_at = now() WHERE id = ${id}`.execute(
          trx,
        );
        await kit.audit(trx, request, {
          action: 'grant',
          resource: 'antreanTamu',
          recordId: id,
          after: { jumlah },
        });
        return acara;
      });
      return { data: await waitingList(kit.db, acaraId) };
    },
  );

  api.post('/keys/rotate', { schema: { tags, summary: 'A new ticket signing key' } }, async (request) => {
    globalStaff(kit, request);
    const kid = await rotateKey(kit);
    await kit.audit(kit.db, request, { action: 'rotate', resource: 'tiket', recordId: null, after: { kid } });
    return { data: { kid } };
  });

  api.post<{ Params: { kid: string } }>(
    '/keys/:kid/retire',
    { schema: { tags, summary: 'Retire a ticket signing key' } },
    async (request) => {
      globalStaff(kit, request);
      if (!(await retireKey(kit.db, String(request.params.kid)))) throw kit.notFound();
      await kit.audit(kit.db, request, {
        action: 'retire',
        resource: 'tiket',
        recordId: null,
        after: { kid: request.params.kid },
      });
      return { data: { kid: request.params.kid } };
    },
  );
}
