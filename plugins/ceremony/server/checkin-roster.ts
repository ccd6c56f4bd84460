/** What a scanner shows for a ticket (the roster), and who is in (the counts). */
import { sql } from 'kysely';
import type { PluginRouteKit } from 'wisuda/server';

type Db = PluginRouteKit['db'];

/** One ticket as the scanner shows it: name, graduate (`w`) or guest (`g`) of whom, seat, faculty. */
export interface RosterEntry {
  n: string;
  k: 'w' | 'g';
  of: string | null;
  s: string | null;
  f: string | null;
}

const NAME_READ = sql`CASE WHEN k.nama_panggung_disetujui AND k.nama_panggung IS NOT NULL
  THEN k.nama_panggung ELSE m.nama END`;

export async function rosterOf(db: Db, acaraId: number) {
  const graduates = await sql<
    Record<string, unknown>
  >`SELECT k.id, ${NAME_READ} AS nama, k.kursi, f.nama AS fakultas
    FROM kehadiran k JOIN mahasiswa m ON m.id = k.mahasiswa_id LEFT JOIN fakultas f ON f.id = m.fakultas_id
    WHERE k.acara_id = ${acaraId} AND k.hadir`.execute(db);
  const guests = await sql<
    Record<string, unknown>
  >`SELECT t.id, t.nama_tamu, t.dicabut_pada, ${NAME_READ} AS nama,
      f.nama AS fakultas
    FROM tiket t JOIN kehadiran k ON k.id = t.kehadiran_id JOIN mahasiswa m ON m.id = k.mahasiswa_id
    LEFT JOIN fakultas f ON f.id = m.fakultas_id WHERE t.acara_id = ${acaraId}`.execute(db);
  const scanned = await sql<{ tiket: string }>`SELECT DISTINCT tiket FROM checkin
    WHERE acara_id = ${acaraId} AND NOT ganda`.execute(db);
  const roster: Record<string, RosterEntry> = {};
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  for (const g of graduates.rows)
    roster[`w${g.id}`] = { n: String(g.nama), k: 'w', of: null, s: text(g.kursi), f: text(g.fakultas) };
  const revoked: string[] = [];
  for (const g of guests.rows) {
    if (g.dicabut_pada) revoked.push(`g${g.id}`);
    else
      roster[`g${g.id}`] = {
        n: String(g.nama_tamu),
        k: 'g',
        of: String(g.nama),
        s: null,
        f: text(g.fakultas),
      };
  }
  return { roster, revoked, scanned: scanned.rows.map((r) => r.tiket) };
}

export interface Counts {
  total: number;
  graduates: number;
  guests: number;
  twice: number;
  expected: { graduates: number; guests: number };
  entrances: { pintu: string | null; graduates: number; guests: number }[];
  faculties: { fakultas: string | null; graduates: number; guests: number; expected: number }[];
}

export async function countsOf(db: Db, acaraId: number): Promise<Counts> {
  const { rows } = await sql<Record<string, unknown>>`
    WITH c AS (
      SELECT c.pintu, c.ganda, left(c.tiket, 1) AS jenis,
        CASE WHEN c.tiket LIKE 'w%' THEN substr(c.tiket, 2)::bigint
          ELSE (SELECT t.kehadiran_id FROM tiket t WHERE t.id = substr(c.tiket, 2)::bigint) END AS kehadiran_id
      FROM checkin c WHERE c.acara_id = ${acaraId})
    SELECT c.pintu, f.nama AS fakultas, c.jenis, c.ganda, count(*)::int AS n
    FROM c LEFT JOIN kehadiran k ON k.id = c.kehadiran_id LEFT JOIN mahasiswa m ON m.id = k.mahasiswa_id
    LEFT JOIN fakultas f ON f.id = m.fakultas_id GROUP BY 1, 2, 3, 4`.execute(db);
  const expected = await sql<Record<string, unknown>>`SELECT f.nama AS fakultas, count(*)::int AS n,
      (SELECT count(*)::int FROM tiket t WHERE t.acara_id = ${acaraId} AND t.dicabut_pada IS NULL) AS guests
    FROM kehadiran k JOIN mahasiswa m ON m.id = k.mahasiswa_id LEFT JOIN fakultas f ON f.id = m.fakultas_id
    WHERE k.acara_id = ${acaraId} AND k.hadir GROUP BY 1 ORDER BY 1 NULLS LAST`.execute(db);
  const out: Counts = {
    total: 0,
    graduates: 0,
    guests: 0,
    twice: 0,
    expected: {
      graduates: expected.rows.reduce((s, r) => s + Number(r.n), 0),
      guests: Number(expected.rows[0]?.guests ?? 0),
    },
    entrances: [],
    faculties: expected.rows.map((r) => ({
      fakultas: (r.fakultas as string | null) ?? null,
      graduates: 0,
      guests: 0,
      expected: Number(r.n),
    })),
  };
  for (const r of rows) {
    const n = Number(r.n);
    if (r.ganda === true) {
      out.twice += n;
      continue;
    }
    const kind = r.jenis === 'w' ? 'graduates' : 'guests';
    out.total += n;
    out[kind] += n;
    const pintu = (r.pintu as string | null) ?? null;
    let e = out.entrances.find((x) => x.pintu === pintu);
    if (!e) out.entrances.push((e = { pintu, graduates: 0, guests: 0 }));
    e[kind] += n;
    const fakultas = (r.fakultas as string | null) ?? null;
    let f = out.faculties.find((x) => x.fakultas === fakultas);
    if (!f) out.faculties.push((f = { fakultas, graduates: 0, guests: 0, expected: 0 }));
    f[kind] += n;
  }
  return out;
}
