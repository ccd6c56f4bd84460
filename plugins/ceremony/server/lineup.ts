/**
 * The line-up of an acara for its staff (kehadiran.view to read, kehadiran.update to change), of
 * the acara's university only:
 * - GET  /api/plugins/ceremony/acara/:id/lineup        the confirmed graduates in line-up order
 * - POST /api/plugins/ceremony/acara/:id/lineup        places those not placed yet (`reset`: all anew)
 * - POST /api/plugins/ceremony/kehadiran/:id/position  moves one within their faculty (`to` or `move`)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { refuse, type PluginRouteKit } from 'wisuda/server';
import { hallSeats, moveWithin, placeNewcomers, type CeremonyAcara, type Placement } from '../rules';
import { REFUSALS } from './refusals';

type Db = PluginRouteKit['db'];
type Row = Record<string, unknown>;

const idOf = (v: unknown, kit: PluginRouteKit) => {
  const id = Number(v);
  if (!Number.isSafeInteger(id) || id < 1) throw kit.notFound();
  return id;
};

/** The acara (locked for a write), or 404 when it is not there or out of the caller's scope. */
async function acaraInScope(kit: PluginRouteKit, request: FastifyRequest, db: Db, id: number, lock = false) {
  const { rows } = await sql<Row>`
    SELECT id, pt_id, nama, tanggal::text AS tanggal, batas_konfirmasi, tamu_per_wisudawan, urutan_menurut,
      denah_blok, denah_baris, denah_kursi
    FROM acara WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  const a = rows[0];
  if (!a || !kit.reaches(request.caller!, Number(a.pt_id))) throw kit.notFound();
  return {
    id,
    nama: String(a.nama),
    tanggal: String(a.tanggal),
    batas_konfirmasi: (a.batas_konfirmasi as Date | null) ?? null,
    tamu_per_wisudawan: a.tamu_per_wisudawan === null ? null : Number(a.tamu_per_wisudawan),
    urutan_menurut: (a.urutan_menurut as 'nim' | 'nama' | null) ?? null,
    denah_blok: (a.denah_blok as string | null) ?? null,
    denah_baris: a.denah_baris === null ? null : Number(a.denah_baris),
    denah_kursi: a.denah_kursi === null ? null : Number(a.denah_kursi),
  } satisfies CeremonyAcara & { id: number; nama: string };
}

/** The acara's confirmed graduates, in line-up order (faculty, number; those not placed last). */
async function confirmed(db: Db, acaraId: number) {
  const { rows } = await sql<Row>`
    SELECT k.id, k.urutan, k.kursi, k.tamu_diberikan, k.ejaan, m.nim, m.nama, f.nama AS fakultas, p.nama AS prodi,
      CASE WHEN k.nama_panggung_disetujui AND k.nama_panggung IS NOT NULL THEN k.nama_panggung ELSE m.nama END
        AS nama_dibaca,
      CASE WHEN k.nama_panggung_disetujui THEN NULL ELSE k.nama_panggung END AS nama_menunggu
    FROM kehadiran k JOIN mahasiswa m ON m.id = k.mahasiswa_id
    LEFT JOIN fakultas f ON f.id = m.fakultas_id LEFT JOIN program_studi p ON p.id = m.prodi_id
    WHERE k.acara_id = ${acaraId} AND k.hadir
    ORDER BY f.nama NULLS LAST, k.urutan NULLS LAST, p.nama NULLS LAST, m.nim, k.id`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    urutan: r.urutan === null ? null : Number(r.urutan),
    kursi: (r.kursi as string | null) ?? null,
    tamu_diberikan: Number(r.tamu_diberikan ?? 0),
    ejaan: (r.ejaan as string | null) ?? null,
    nim: String(r.nim),
    nama: String(r.nama),
    nama_dibaca: String(r.nama_dibaca),
    nama_menunggu: (r.nama_menunggu as string | null) ?? null,
    fakultas: (r.fakultas as string | null) ?? null,
    prodi: (r.prodi as string | null) ?? null,
  }));
}

async function lineupView(db: Db, acara: Awaited<ReturnType<typeof acaraInScope>>) {
  const rows = await confirmed(db, acara.id);
  return {
    acara: { id: acara.id, nama: acara.nama, tanggal: acara.tanggal, urutan_menurut: acara.urutan_menurut },
    seats: hallSeats(acara).length,
    unplaced: rows.filter((r) => r.urutan === null).length,
    rows,
  };
}

async function writePlacements(db: Db, placements: readonly Placement[]): Promise<void> {
  for (const p of placements)
    await sql`UPDATE kehadiran SET urutan = ${p.urutan}, kursi = ${p.kursi}, updated_at = now()
      WHERE id = ${p.id}`.execute(db);
}

/** Places the confirmed graduates not placed yet (all of them with `reset`). */
async function generate(kit: PluginRouteKit, request: FastifyRequest, acaraId: number) {
  const reset = (request.body as { reset?: unknown } | undefined)?.reset === true;
  return kit.db.transaction().execute(async (trx) => {
    const acara = await acaraInScope(kit, request, trx, acaraId, true);
    if (reset)
      await sql`UPDATE kehadiran SET urutan = NULL, kursi = NULL, updated_at = now()
        WHERE acara_id = ${acaraId}`.execute(trx);
    const rows = await confirmed(trx, acaraId);
    const placed = rows.flatMap((r) => (r.urutan === null ? [] : [{ ...r, urutan: r.urutan }]));
    const added = placeNewcomers(rows, placed, hallSeats(acara), acara.urutan_menurut);
    await writePlacements(trx, added);
    await kit.audit(trx, request, {
      action: 'lineup',
      resource: 'acara',
      recordId: acaraId,
      after: { reset, placed: added.length, seated: added.filter((p) => p.kursi).length },
    });
    return lineupView(trx, acara);
  });
}

/** Moves one graduate within their faculty's line-up: to position `to`, or one `up` / `down`. */
async function reposition(kit: PluginRouteKit, request: FastifyRequest, id: number) {
  const body = (request.body ?? {}) as { to?: unknown; move?: unknown };
  return kit.db.transaction().execute(async (trx) => {
    const { rows } = await sql<Row>`
      SELECT k.acara_id, k.urutan, m.fakultas_id FROM kehadiran k JOIN mahasiswa m ON m.id = k.mahasiswa_id
      WHERE k.id = ${id}`.execute(trx);
    if (!rows[0]) throw kit.notFound();
    const acara = await acaraInScope(kit, request, trx, Number(rows[0].acara_id), true);
    if (rows[0].urutan === null) refuse({ urutan: REFUSALS.notPlaced }, REFUSALS.notPlaced);
    const fakultas = rows[0].fakultas_id;
    const group = (
      await sql<Row>`
        SELECT k.id, k.urutan, k.kursi FROM kehadiran k JOIN mahasiswa m ON m.id = k.mahasiswa_id
        WHERE k.acara_id = ${acara.id} AND k.hadir AND k.urutan IS NOT NULL
          AND m.fakultas_id IS NOT DISTINCT FROM ${fakultas}
        ORDER BY k.urutan, k.id`.execute(trx)
    ).rows.map((r) => ({
      id: Number(r.id),
      urutan: Number(r.urutan),
      kursi: (r.kursi as string | null) ?? null,
    }));
    const at = group.findIndex((p) => p.id === id) + 1;
    const to =
      body.move === 'up'
        ? at - 1
        : body.move === 'down'
          ? at + 1
          : typeof body.to === 'number'
            ? body.to
            : NaN;
    if (!Number.isInteger(to) || to < 1) refuse({ urutan: REFUSALS.position });
    const moved = moveWithin(group, id, to, hallSeats(acara));
    const before = new Map(group.map((p) => [p.id, p]));
    const changed = moved.filter(
      (p) => before.get(p.id)?.urutan !== p.urutan || before.get(p.id)?.kursi !== p.kursi,
    );
    await writePlacements(trx, changed);
    await kit.audit(trx, request, {
      action: 'reorder',
      resource: 'kehadiran',
      recordId: id,
      before: { urutan: before.get(id)?.urutan ?? null, kursi: before.get(id)?.kursi ?? null },
      after: { ...moved.find((p) => p.id === id) },
    });
    return lineupView(trx, acara);
  });
}

export function registerLineupRoutes(api: FastifyInstance, kit: PluginRouteKit): void {
  const tags = ['ceremony'];
  api.get('/acara/:id/lineup', { schema: { tags, summary: 'An acara’s line-up' } }, async (request) => {
    kit.permit(request, 'kehadiran.view');
    const id = idOf((request.params as { id: string }).id, kit);
    return { data: await lineupView(kit.db, await acaraInScope(kit, request, kit.db, id)) };
  });
  api.post(
    '/acara/:id/lineup',
    { schema: { tags, summary: 'Place the confirmed graduates not placed yet (reset: all anew)' } },
    async (request) => {
      kit.permit(request, 'kehadiran.update');
      return { data: await generate(kit, request, idOf((request.params as { id: string }).id, kit)) };
    },
  );
  api.post(
    '/kehadiran/:id/position',
    { schema: { tags, summary: 'Move a graduate within their faculty’s line-up' } },
    async (request) => {
      kit.permit(request, 'kehadiran.update');
      return { data: await reposition(kit, request, idOf((request.params as { id: string }).id, kit)) };
    },
  );
}
