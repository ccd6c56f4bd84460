/**
 * The check-in at the doors, for the acara's check-in staff:
 * - GET  /acara/:id/checkin/pack    what a scanner keeps offline: public keys, revoked tickets, the
 *                                   roster (name, graduate or guest of whom, seat, faculty), the
 *                                   tickets already in
 * - POST /acara/:id/checkin/sync    a phone's scans (live or queued offline): each is recorded once
 *                                   (by its id), the first scan of a ticket admits it, later ones on
 *                                   any phone are flagged as scanned before
 * - GET  /acara/:id/checkin/counts  who is in, per entrance and per faculty
 */
import type { FastifyInstance } from 'fastify';
import { refuse, type PluginRouteKit } from 'wisuda/server';
import { TICKET_REFUSALS as R } from '../tickets/refusals';
import { checkinAcara } from './checkin-access';
import { countsOf, rosterOf } from './checkin-roster';
import { syncScans, type Scan } from './checkin-sync';
import { publicKeys } from './ticket-keys';

const BATCH_MAX = 1000;

function scansOf(body: unknown): { device: string; scans: Scan[] } {
  const b = (body ?? {}) as { device?: unknown; scans?: unknown };
  const device = typeof b.device === 'string' ? b.device.slice(0, 80) : '';
  const list = Array.isArray(b.scans) ? (b.scans as unknown[]) : null;
  const ok = (s: unknown): s is Scan => {
    const o = s as Partial<Scan> | null;
    return (
      !!o &&
      typeof o.id === 'string' &&
      o.id.length > 0 &&
      o.id.length <= 80 &&
      typeof o.token === 'string' &&
      o.token.length <= 2000 &&
      typeof o.at === 'string' &&
      !Number.isNaN(Date.parse(o.at)) &&
      (o.pintu === undefined || o.pintu === null || (typeof o.pintu === 'string' && o.pintu.length <= 60))
    );
  };
  if (!list || list.length > BATCH_MAX || !list.every(ok)) refuse({ scans: R.scans });
  return { device, scans: list };
}

export function registerCheckinRoutes(api: FastifyInstance, kit: PluginRouteKit): void {
  const tags = ['ceremony'];
  api.get<{ Params: { id: string } }>(
    '/acara/:id/checkin/pack',
    { schema: { tags, summary: 'What a scanner keeps offline for the acara' } },
    async (request) => {
      const acara = await checkinAcara(kit, request, kit.db, request.params.id, 'checkin.create');
      const roster = await rosterOf(kit.db, acara.id);
      return { data: { acara, keys: await publicKeys(kit.db), ...roster, at: new Date().toISOString() } };
    },
  );

  api.post<{ Params: { id: string } }>(
    '/acara/:id/checkin/sync',
    { schema: { tags, summary: 'Record a phone’s scans' } },
    async (request) => {
      const acara = await checkinAcara(kit, request, kit.db, request.params.id, 'checkin.create');
      const { device, scans } = scansOf(request.body);
      const results = await syncScans(kit.db, acara.id, device, scans);
      const admitted = results.filter((r) => r.status === 'ok').length;
      if (results.some((r) => r.fresh))
        await kit.audit(kit.db, request, {
          action: 'checkin',
          resource: 'checkin',
          recordId: null,
          after: { acara_id: acara.id, device, scans: results.filter((r) => r.fresh).length, admitted },
        });
      return { data: { results: results.map(({ fresh: _, ...r }) => r) } };
    },
  );

  api.get<{ Params: { id: string } }>(
    '/acara/:id/checkin/counts',
    { schema: { tags, summary: 'Who is in, per entrance and per faculty' } },
    async (request) => {
      const acara = await checkinAcara(kit, request, kit.db, request.params.id, 'checkin.view');
      return { data: { acara, ...(await countsOf(kit.db, acara.id)) } };
    },
  );
}
