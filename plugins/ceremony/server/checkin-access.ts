/**
 * Who reaches an acara's check-in: a holder of `checkin.create` (scanning) or `checkin.view` (the
 * counts) within their universities, who is assigned to the acara (`petugas_checkin`) or is
 * ceremony staff (`kehadiran.update`). Anyone else: 403 without the permission, else 404.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { PluginRouteKit } from 'wisuda/server';

type Db = PluginRouteKit['db'];

export interface CheckinAcara {
  id: number;
  nama: string;
  tanggal: string;
  entrances: string[];
}

export const entrancesOf = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

export async function checkinAcara(
  kit: PluginRouteKit,
  request: FastifyRequest,
  db: Db,
  rawId: unknown,
  permission: 'checkin.create' | 'checkin.view',
): Promise<CheckinAcara> {
  const caller = kit.permit(request, permission);
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id < 1) throw kit.notFound();
  const { rows } = await sql<Record<string, unknown>>`SELECT a.pt_id, a.nama, a.tanggal::text AS tanggal,
      a.pintu_masuk, EXISTS (SELECT 1 FROM petugas_checkin p WHERE p.acara_id = a.id AND p.user_id = ${caller.id})
        AS assigned
    FROM acara a WHERE a.id = ${id}`.execute(db);
  const a = rows[0];
  if (!a || !kit.reaches(caller, Number(a.pt_id))) throw kit.notFound();
  if (a.assigned !== true && !caller.permissions.has('kehadiran.update')) throw kit.notFound();
  return {
    id,
    nama: String(a.nama),
    tanggal: String(a.tanggal),
    entrances: entrancesOf((a.pintu_masuk as string | null) ?? null),
  };
}
