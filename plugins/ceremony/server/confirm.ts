/**
 * A student's own confirmation: GET /api/plugins/ceremony/me reads their acara's settings and their
 * answer, PUT answers (attend or not, guests asked, stage name, pronunciation) until the acara's
 * deadline. Only ever the caller's own record: the mahasiswa row whose account is theirs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { refuse, type FieldRefusals, type PluginRouteKit } from 'wisuda/server';
import { CONFIRM_PERMISSION } from '../permissions';
import { confirmationCloses, guestLimit, isOpen, type CeremonyAcara } from '../rules';
import { registerRecordingRoutes } from './recording';
import { mailPassOnConfirm } from './pass-mail';
import { REFUSALS } from './refusals';

type Db = PluginRouteKit['db'];
const NAME_MAX = 200;

interface Own {
  mahasiswa_id: number;
  nama: string;
  acara: (CeremonyAcara & { id: number; nama: string }) | null;
  record: Record<string, unknown> | null;
}

/** The caller's mahasiswa row, their acara and their answer (null: they have no student record). */
async function ownRecord(db: Db | Kysely<unknown>, userId: number, lock = false): Promise<Own | null> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT m.id AS mahasiswa_id, m.nama, a.id AS acara_id, a.nama AS acara_nama, a.tanggal::text AS tanggal,
      a.batas_konfirmasi, a.tamu_per_wisudawan, a.urutan_menurut, a.denah_blok, a.denah_baris, a.denah_kursi
    FROM mahasiswa m LEFT JOIN acara a ON a.id = m.acara_id
    WHERE m.user_id = ${userId} ORDER BY m.id LIMIT 1 ${lock ? sql`FOR UPDATE OF m` : sql``}`.execute(db);
  const m = rows[0];
  if (!m) return null;
  const acara =
    m.acara_id === null
      ? null
      : {
          id: Number(m.acara_id),
          nama: String(m.acara_nama),
          tanggal: String(m.tanggal),
          batas_konfirmasi: (m.batas_konfirmasi as Date | string | null) ?? null,
          tamu_per_wisudawan: m.tamu_per_wisudawan === null ? null : Number(m.tamu_per_wisudawan),
          urutan_menurut: (m.urutan_menurut as 'nim' | 'nama' | null) ?? null,
          denah_blok: (m.denah_blok as string | null) ?? null,
          denah_baris: m.denah_baris === null ? null : Number(m.denah_baris),
          denah_kursi: m.denah_kursi === null ? null : Number(m.denah_kursi),
        };
  const record = acara
    ? ((
        await sql<Record<string, unknown>>`
          SELECT k.id, k.hadir, k.tamu_diminta, k.tamu_diberikan, k.nama_panggung, k.nama_panggung_disetujui,
            k.ejaan, k.dikonfirmasi_pada, k.urutan, k.kursi, f.nama AS fakultas
          FROM kehadiran k JOIN mahasiswa m ON m.id = k.mahasiswa_id LEFT JOIN fakultas f ON f.id = m.fakultas_id
          WHERE k.mahasiswa_id = ${m.mahasiswa_id} AND k.acara_id = ${acara.id}`.execute(db)
      ).rows[0] ?? null)
    : null;
  return {
    mahasiswa_id: Number(m.mahasiswa_id),
    nama: String(m.nama),
    acara,
    record: record && plain(record),
  };
}

/** Numbers as numbers, instants as ISO text (pg gives bigint ids as strings). */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row))
    out[k] =
      v instanceof Date
        ? v.toISOString()
        : ['id', 'tamu_diminta', 'tamu_diberikan', 'urutan'].includes(k) && v !== null
          ? Number(v)
          : v;
  return out;
}

/** What the student's card shows. */
function view(own: Own | null) {
  if (!own?.acara) return { nama: own?.nama ?? null, acara: null, record: null };
  const { acara } = own;
  return {
    nama: own.nama,
    acara: {
      id: acara.id,
      nama: acara.nama,
      tanggal: acara.tanggal,
      closes: confirmationCloses(acara).toISOString(),
      open: isOpen(acara),
      guest_limit: guestLimit(acara),
    },
    record: own.record,
  };
}

const clean = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The answer, checked against the acara's rules: field errors (422) for anything wrong. */
function checkedAnswer(body: Record<string, unknown>, acara: CeremonyAcara) {
  if (!isOpen(acara)) {
    const closes = confirmationCloses(acara).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
    refuse({ hadir: REFUSALS.closed(closes) }, REFUSALS.closed(closes));
  }
  const errors: Record<string, FieldRefusals[string]> = {};
  if (typeof body.hadir !== 'boolean') errors.hadir = REFUSALS.attendRequired;
  const limit = guestLimit(acara);
  const guests = body.tamu_diminta ?? 0;
  if (typeof guests !== 'number' || !Number.isInteger(guests) || guests < 0 || guests > limit)
    errors.tamu_diminta = REFUSALS.guests(limit);
  for (const field of ['nama_panggung', 'ejaan'] as const) {
    const v = body[field];
    if (v !== undefined && v !== null && (typeof v !== 'string' || v.trim().length > NAME_MAX))
      errors[field] = REFUSALS.tooLong(NAME_MAX);
  }
  if (Object.keys(errors).length) refuse(errors);
  const hadir = body.hadir === true;
  return {
    hadir,
    tamu_diminta: hadir ? (guests as number) : 0,
    nama_panggung: clean(body.nama_panggung),
    ejaan: clean(body.ejaan),
  };
}

async function saveAnswer(kit: PluginRouteKit, request: FastifyRequest, own: Own, db: Db) {
  const acara = own.acara!;
  const answer = checkedAnswer((request.body ?? {}) as Record<string, unknown>, acara);
  const before = own.record;
  // a new stage name waits for the staff's approval again; a graduate who no longer attends
  // leaves the line-up (nobody else is renumbered) and gives their seat back
  const sameName = before !== null && before.nama_panggung === answer.nama_panggung;
  const { rows } = await sql<{ id: string }>`
    INSERT INTO kehadiran (acara_id, mahasiswa_id, hadir, tamu_diminta, tamu_diberikan, nama_panggung,
      nama_panggung_disetujui, ejaan, dikonfirmasi_pada)
    VALUES (${acara.id}, ${own.mahasiswa_id}, ${answer.hadir}, ${answer.tamu_diminta}, ${answer.tamu_diminta},
      ${answer.nama_panggung}, false, ${answer.ejaan}, now())
    ON CONFLICT (acara_id, mahasiswa_id) DO UPDATE SET hadir = EXCLUDED.hadir,
      tamu_diminta = EXCLUDED.tamu_diminta, tamu_diberikan = EXCLUDED.tamu_diberikan,
      nama_panggung = EXCLUDED.nama_panggung,
      nama_panggung_disetujui = ${sameName ? sql`kehadiran.nama_panggung_disetujui` : sql`false`},
      ejaan = EXCLUDED.ejaan, dikonfirmasi_pada = now(),
      urutan = CASE WHEN EXCLUDED.hadir THEN kehadiran.urutan END,
      kursi = CASE WHEN EXCLUDED.hadir THEN kehadiran.kursi END,
      updated_at = now()
    RETURNING id`.execute(db);
  await kit.audit(db, request, {
    action: before ? 'update' : 'create',
    resource: 'kehadiran',
    recordId: Number(rows[0].id),
    before,
    after: { ...answer },
  });
}

/** The student's own routes: their answer, and their recorded pronunciation (./recording.ts). */
export function registerConfirmRoutes(api: FastifyInstance, kit: PluginRouteKit): void {
  registerRecordingRoutes(api, kit);
  const tags = ['ceremony'];
  api.get(
    '/me',
    { schema: { tags, summary: 'The caller’s acara and own confirmation' } },
    async (request) => {
      const caller = kit.permit(request, CONFIRM_PERMISSION);
      return { data: view(await ownRecord(kit.db, caller.id)) };
    },
  );

  api.put(
    '/me',
    { schema: { tags, summary: 'Confirm attendance, guests asked, stage name and pronunciation' } },
    async (request) => {
      const caller = kit.permit(request, CONFIRM_PERMISSION);
      await kit.db.transaction().execute(async (trx) => {
        const own = await ownRecord(trx, caller.id, true);
        if (!own) throw kit.notFound();
        if (!own.acara) refuse({ hadir: REFUSALS.noAcara }, REFUSALS.noAcara);
        await saveAnswer(kit, request, own, trx);
        await mailPassOnConfirm(
          api,
          { db: trx, secrets: kit.secrets },
          caller.id,
          own.record?.hadir === true,
        );
      });
      return { data: view(await ownRecord(kit.db, caller.id)) };
    },
  );
}
