/**
 * GET /api/plans/usage: the plan meters of the perguruan tinggi the caller may see (a university's
 * staff: their own; the company's staff: every PT with a plan, most used first), or of one
 * (`pt_id`): used, limit and percent per quota, the subscription period and whether it is read-only.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ADMIN_DASHBOARD_PERMISSION } from '../../domain/pages';
import { dayOf, subscriptionState, type QuotaMeter } from '../../domain/plans';
import { requireCaller } from '../auth/guard';
import { parseId } from '../crud/params';
import { forbidden, notFound } from '../errors';
import { msg } from '../../domain/messages';
import { graceDays, today } from './subscription';
import { metersOf, usageOf } from './usage';

/** The company's list names at most this many PTs (the most used first). */
const MAX_PTS = 50;

export interface PtUsage {
  pt_id: number;
  nama: string;
  plan: { id: number; nama: string; fitur: string[] } | null;
  langganan_mulai: string | null;
  langganan_selesai: string | null;
  /** The last day its staff may write (the end plus the grace days); null without an end. */
  writable_until: string | null;
  read_only: boolean;
  meters: QuotaMeter[];
}

interface PtPlanRow {
  id: number;
  nama: string;
  langganan_mulai: unknown;
  langganan_selesai: unknown;
  plan_id: number | null;
  plan_nama: string | null;
  fitur: unknown;
  [limit: string]: unknown;
}

export function registerPlanRoutes(api: FastifyInstance): void {
  api.get(
    '/plans/usage',
    {
      schema: {
        tags: ['plans'],
        summary: 'Plan meters per perguruan tinggi: used, limit and percent per quota (docs/tenancy.md)',
        querystring: { type: 'object', properties: { pt_id: { type: 'string' } } },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const perms = caller.permissions;
      if (!perms.has(ADMIN_DASHBOARD_PERMISSION) && !perms.has('perguruanTinggi.view'))
        throw forbidden(msg.http.missingPermission({ permission: 'perguruanTinggi.view' }));
      const raw = (request.query as { pt_id?: string }).pt_id;
      const one = raw === undefined || raw === '' ? undefined : parseId(raw);
      const bound = caller.ptIds ?? null;
      if (one !== undefined && bound && !bound.includes(one)) throw notFound();
      const where =
        one !== undefined
          ? sql`pt.id = ${one}`
          : bound
            ? bound.length
              ? sql`pt.id IN (${sql.join(bound.map((id) => sql`${id}::bigint`))})`
              : sql`false`
            : sql`pt.paket_id IS NOT NULL`;
      const { rows } = await sql<PtPlanRow>`
        SELECT pt.id, pt.nama, pt.langganan_mulai, pt.langganan_selesai, p.id AS plan_id, p.nama AS plan_nama,
          p.fitur, p.max_mahasiswa, p.max_acara, p.max_foto, p.max_storage_gb
        FROM perguruan_tinggi pt LEFT JOIN plan p ON p.id = pt.paket_id
        WHERE ${where} ORDER BY pt.nama, pt.id`.execute(api.db);
      if (one !== undefined && !rows.length) throw notFound();
      const usage = await usageOf(
        api.db,
        rows.map((r) => Number(r.id)),
      );
      const grace = await graceDays(api.db);
      const day = today();
      const pts: PtUsage[] = rows.map((r) => {
        const state = subscriptionState(r.langganan_selesai, grace, day);
        const id = Number(r.id);
        return {
          pt_id: id,
          nama: r.nama,
          plan:
            r.plan_id === null
              ? null
              : {
                  id: Number(r.plan_id),
                  nama: r.plan_nama ?? '',
                  fitur: Array.isArray(r.fitur) ? r.fitur.map(String) : [],
                },
          langganan_mulai: dayOf(r.langganan_mulai),
          langganan_selesai: state.end,
          writable_until: state.graceEnd,
          read_only: state.readOnly,
          meters: metersOf(
            usage.get(id) ?? { mahasiswa: 0, acara: 0, foto: 0, storage: 0 },
            r.plan_id === null ? null : r,
          ),
        };
      });
      const fullest = (p: PtUsage) => Math.max(-1, ...p.meters.map((m) => m.percent ?? -1));
      if (one === undefined && !bound) pts.sort((a, b) => fullest(b) - fullest(a));
      return { data: { scoped: bound !== null, pts: pts.slice(0, MAX_PTS) } };
    },
  );
}
