/**
 * The walk across the stage in the database: who is called (from a pass or a search), each call a
 * row of `stage_call`; of a graduate's calls the latest wins unless staff chose another one; and
 * what the reader's screen shows: the graduate called last, the name to read and how, and the next
 * three of the line-up not called yet.
 */
import { sql } from 'kysely';
import type { PluginRouteKit } from 'wisuda/server';
import type { CallOfGraduate, StageGraduate, StageState } from '../stage/types';
import { verifyToken } from '../tickets/token';
import { publicKeys } from './ticket-keys';

type Db = PluginRouteKit['db'];
type Row = Record<string, unknown>;

const GRADUATE = sql`k.id AS kehadiran_id, m.id AS mahasiswa_id, m.nim,
  CASE WHEN k.nama_panggung_disetujui AND k.nama_panggung IS NOT NULL THEN k.nama_panggung ELSE m.nama END
    AS nama,
  k.ejaan, f.nama AS fakultas, p.nama AS prodi`;
const JOINS = sql`JOIN mahasiswa m ON m.id = k.mahasiswa_id
  LEFT JOIN fakultas f ON f.id = m.fakultas_id LEFT JOIN program_studi p ON p.id = m.prodi_id`;
/** The line-up's order, as the printed one (./lineup.ts). */
const LINEUP_ORDER = sql`f.nama NULLS LAST, k.urutan NULLS LAST, p.nama NULLS LAST, m.nim, k.id`;

const graduateOf = (r: Row): StageGraduate => ({
  kehadiran_id: Number(r.kehadiran_id),
  mahasiswa_id: Number(r.mahasiswa_id),
  nim: String(r.nim),
  nama: String(r.nama),
  ejaan: (r.ejaan as string | null) ?? null,
  fakultas: (r.fakultas as string | null) ?? null,
  prodi: (r.prodi as string | null) ?? null,
});

/** The attending graduate of the acara behind `kehadiranId`, or null. */
export async function graduateByAttendance(db: Db, acaraId: number, kehadiranId: number) {
  const { rows } = await sql<Row>`SELECT ${GRADUATE} FROM kehadiran k ${JOINS}
    WHERE k.id = ${kehadiranId} AND k.acara_id = ${acaraId} AND k.hadir`.execute(db);
  return rows[0] ? graduateOf(rows[0]) : null;
}

/** The attending graduate a pass names, or null when the token is no valid pass of this acara. */
export async function graduateByPass(db: Db, acaraId: number, token: string) {
  const verdict = await verifyToken(token, await publicKeys(db));
  if (!verdict.ok || verdict.claims.a !== acaraId || !verdict.claims.t.startsWith('w')) return null;
  return graduateByAttendance(db, acaraId, Number(verdict.claims.t.slice(1)));
}

/** Attending graduates of the acara whose NIM starts with, or name holds, `q` (at most 10). */
export async function searchGraduates(db: Db, acaraId: number, q: string) {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const like = `%${escaped}%`;
  const { rows } = await sql<Row>`SELECT ${GRADUATE} FROM kehadiran k ${JOINS}
    WHERE k.acara_id = ${acaraId} AND k.hadir
      AND (m.nim LIKE ${`${escaped}%`} OR m.nama ILIKE ${like}
        OR k.nama_panggung ILIKE ${like})
    ORDER BY ${LINEUP_ORDER} LIMIT 10`.execute(db);
  return rows.map(graduateOf);
}

/**
 * Records a call: a new row that wins over the graduate's earlier calls of the acara (they become
 * `superseded`; the rows stay). The acara's calls take turns (an advisory lock), so two phones
 * calling the same graduate at once leave one winner.
 */
export async function recordCall(db: Db, acaraId: number, mahasiswaId: number, source: 'scan' | 'search') {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('stage_call'), ${acaraId}::int)`.execute(trx);
    await sql`UPDATE stage_call SET superseded = true, updated_at = now()
      WHERE acara_id = ${acaraId} AND mahasiswa_id = ${mahasiswaId} AND NOT superseded`.execute(trx);
    const { rows } = await sql<{ id: string; called_at: Date }>`INSERT INTO stage_call
      (acara_id, mahasiswa_id, called_at, source) VALUES (${acaraId}, ${mahasiswaId}, clock_timestamp(), ${source})
      RETURNING id, called_at`.execute(trx);
    return { id: Number(rows[0].id), called_at: rows[0].called_at.toISOString() };
  });
}

/** A graduate's calls of the acara, oldest first. */
export async function callsOf(db: Db, acaraId: number, mahasiswaId: number): Promise<CallOfGraduate[]> {
  const { rows } = await sql<Row>`SELECT id, called_at, source, superseded, corrected_by FROM stage_call
    WHERE acara_id = ${acaraId} AND mahasiswa_id = ${mahasiswaId} ORDER BY called_at, id`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    called_at: (r.called_at as Date).toISOString(),
    source: r.source as 'scan' | 'search',
    superseded: r.superseded === true,
    corrected_by: r.corrected_by === null ? null : Number(r.corrected_by),
  }));
}

/** The call `callId` with its acara's university, or null. */
export async function callById(db: Db, callId: number) {
  const { rows } = await sql<Row>`SELECT c.acara_id, c.mahasiswa_id, a.pt_id FROM stage_call c
    JOIN acara a ON a.id = c.acara_id WHERE c.id = ${callId}`.execute(db);
  const r = rows[0];
  return r
    ? { acaraId: Number(r.acara_id), mahasiswaId: Number(r.mahasiswa_id), ptId: Number(r.pt_id) }
    : null;
}

/** A staff correction: call `callId` wins over the graduate's other calls, naming who chose it. */
export async function chooseCall(
  db: Db,
  callId: number,
  acaraId: number,
  mahasiswaId: number,
  userId: number,
) {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('stage_call'), ${acaraId}::int)`.execute(trx);
    await sql`UPDATE stage_call SET superseded = (id <> ${callId}),
        corrected_by = CASE WHEN id = ${callId} THEN ${userId}::bigint ELSE corrected_by END, updated_at = now()
      WHERE acara_id = ${acaraId} AND mahasiswa_id = ${mahasiswaId}`.execute(trx);
  });
}

/** What the reader's screen shows now (`recording` says whether the current graduate has one). */
export async function stageState(
  db: Db,
  acaraId: number,
  hasRecording: (kehadiranId: number) => Promise<boolean>,
): Promise<StageState> {
  const { rows: last } = await sql<Row>`SELECT c.id, c.called_at, c.source, ${GRADUATE}
    FROM stage_call c JOIN kehadiran k ON k.acara_id = c.acara_id AND k.mahasiswa_id = c.mahasiswa_id ${JOINS}
    WHERE c.acara_id = ${acaraId} ORDER BY c.called_at DESC, c.id DESC LIMIT 1`.execute(db);
  const { rows: line } = await sql<Row>`SELECT ${GRADUATE},
      EXISTS (SELECT 1 FROM stage_call c WHERE c.acara_id = k.acara_id AND c.mahasiswa_id = k.mahasiswa_id)
        AS called
    FROM kehadiran k ${JOINS} WHERE k.acara_id = ${acaraId} AND k.hadir ORDER BY ${LINEUP_ORDER}`.execute(db);
  const c = last[0];
  const current = c
    ? {
        ...graduateOf(c),
        id: Number(c.id),
        called_at: (c.called_at as Date).toISOString(),
        source: c.source as 'scan' | 'search',
        recording: await hasRecording(Number(c.kehadiran_id)),
      }
    : null;
  // the line-up is a guide: after the one on stage, the next not called yet
  const at = current ? line.findIndex((r) => Number(r.kehadiran_id) === current.kehadiran_id) : -1;
  const next = line
    .slice(at + 1)
    .filter((r) => r.called !== true)
    .slice(0, 3)
    .map(graduateOf);
  return { current, next, called: line.filter((r) => r.called === true).length, total: line.length };
}
