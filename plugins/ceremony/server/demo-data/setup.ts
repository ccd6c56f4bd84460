/**
 * The demo's ceremony at UGM (../demo.ts): the acara's set-up and the graduates' answers, the
 * confirmed ones placed in the line-up by the plugin's own rule (../../rules.ts).
 */
import { sql } from 'kysely';
import type { PluginDemo, PluginDemoAcara } from 'wisuda/server';
import { hallSeats, placeNewcomers, type CeremonyAcara } from '../../rules';

export type Db = Parameters<PluginDemo>[0];

/** The hall and the guests of both demo acara. */
export const HALL = {
  tamu_per_wisudawan: 2,
  urutan_menurut: 'nim',
  denah_blok: 'A, B, C',
  denah_baris: 8,
  denah_kursi: 12,
} as const satisfies Partial<CeremonyAcara>;

export const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
/** A time of the acara's day in Western Indonesia (UTC+7), as a Date. */
export const wib = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);

/** The confirmation deadline a week ahead, the doors at 06:30, 150 guest seats, two entrances. */
export async function setUpAcara(trx: Db, acara: PluginDemoAcara): Promise<void> {
  await sql`UPDATE acara SET batas_konfirmasi = ${wib(shiftDays(acara.tanggal, -7), '23:59')},
      tamu_per_wisudawan = ${HALL.tamu_per_wisudawan}, urutan_menurut = ${HALL.urutan_menurut},
      denah_blok = ${HALL.denah_blok}, denah_baris = ${HALL.denah_baris}, denah_kursi = ${HALL.denah_kursi},
      pintu_dibuka = ${wib(acara.tanggal, '06:30')}, kursi_tamu = 150, pintu_masuk = 'Utara, Selatan'
    WHERE id = ${acara.id}`.execute(trx);
}

export interface Graduate {
  mahasiswaId: number;
  nim: string;
  nama: string;
  fakultas: string | null;
  prodi: string | null;
}

/** The acara's graduates, in the order they were loaded. */
export async function graduatesOf(trx: Db, acaraId: number): Promise<Graduate[]> {
  const { rows } = await sql<Record<string, unknown>>`SELECT m.id, m.nim, m.nama, f.nama AS fakultas,
      p.nama AS prodi
    FROM mahasiswa m LEFT JOIN fakultas f ON f.id = m.fakultas_id LEFT JOIN program_studi p ON p.id = m.prodi_id
    WHERE m.acara_id = ${acaraId} ORDER BY m.id`.execute(trx);
  return rows.map((r) => ({
    mahasiswaId: Number(r.id),
    nim: String(r.nim),
    nama: String(r.nama),
    fakultas: (r.fakultas as string | null) ?? null,
    prodi: (r.prodi as string | null) ?? null,
  }));
}

/** A graduate's answer as the demo gives it. */
export interface Answer {
  graduate: Graduate;
  hadir: boolean;
  tamu: number;
  namaPanggung: string | null;
  disetujui: boolean;
  ejaan: string | null;
  at: Date;
}

/** One attendance record: its id, its graduate and whether they attend. */
export interface Attendance {
  id: number;
  answer: Answer;
}

/** The answers as `kehadiran` rows (guests granted as asked); the records in the answers' order. */
export async function insertAnswers(trx: Db, acaraId: number, answers: Answer[]): Promise<Attendance[]> {
  if (!answers.length) return [];
  const values = answers.map(
    (a) => sql`(${acaraId}, ${a.graduate.mahasiswaId}, ${a.hadir}, ${a.tamu}, ${a.tamu}, ${a.namaPanggung},
      ${a.disetujui}, ${a.ejaan}, ${a.at})`,
  );
  const { rows } = await sql<{ id: string }>`INSERT INTO kehadiran (acara_id, mahasiswa_id, hadir,
      tamu_diminta, tamu_diberikan, nama_panggung, nama_panggung_disetujui, ejaan, dikonfirmasi_pada)
    VALUES ${sql.join(values)} RETURNING id`.execute(trx);
  return rows.map((r, i) => ({ id: Number(r.id), answer: answers[i] }));
}

/**
 * Numbers and seats the attending graduates as the staff's "Place new confirmations" would; their
 * records' ids in line-up order (the walk across the stage).
 */
export async function placeAll(trx: Db, records: readonly Attendance[]): Promise<number[]> {
  const candidates = records
    .filter((r) => r.answer.hadir)
    .map(({ id, answer: { graduate: g } }) => ({
      id,
      fakultas: g.fakultas,
      prodi: g.prodi,
      nim: g.nim,
      nama: g.nama,
    }));
  const placed = placeNewcomers(candidates, [], hallSeats(HALL), HALL.urutan_menurut);
  if (placed.length)
    await sql`UPDATE kehadiran k SET urutan = v.urutan, kursi = v.kursi
      FROM (VALUES ${sql.join(placed.map((p) => sql`(${p.id}::bigint, ${p.urutan}::int, ${p.kursi}::text)`))})
        AS v (id, urutan, kursi)
      WHERE k.id = v.id`.execute(trx);
  return placed.map((p) => p.id);
}
