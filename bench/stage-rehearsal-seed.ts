/**
 * The stage rehearsal's ceremony (./stage-rehearsal.ts): one university, one acara, `graduates`
 * attending graduates in line-up order, each with a phonetic spelling and a signed pass, and the
 * acara's stage photo group.
 */
import { sql } from 'kysely';
import { signTicket, type Keyring } from '../plugins/ceremony/server/ticket-keys';
import type { AppApi } from '../scripts/app-api';
import { addStageGroup } from '../scripts/stage-photo';

export interface RehearsalGraduate {
  kehadiran: number;
  mahasiswa: number;
  nama: string;
  ejaan: string;
  pass: string;
}

export interface RehearsalCeremony {
  acara: number;
  group: number;
  /** In line-up order. */
  lineup: RehearsalGraduate[];
}

export async function seedRehearsal(
  keys: Keyring,
  api: AppApi,
  graduates: number,
): Promise<RehearsalCeremony> {
  const { db } = keys;
  const { rows } = await sql<{ acara: string }>`
    WITH pt AS (INSERT INTO perguruan_tinggi (kode_pt, nama) VALUES ('097001', 'Universitas Gladi') RETURNING id),
    fak AS (INSERT INTO fakultas (pt_id, nama) SELECT id, 'Fakultas Seni Pertunjukan' FROM pt RETURNING id, pt_id),
    prodi AS (INSERT INTO program_studi (pt_id, fakultas_id, nama, jenjang)
      SELECT pt_id, id, 'Tari', 'S1' FROM fak RETURNING id, pt_id, fakultas_id),
    acara AS (INSERT INTO acara (pt_id, nama, tanggal, status)
      SELECT id, 'Gladi Wisuda', current_date, 'published' FROM pt RETURNING id),
    m AS (INSERT INTO mahasiswa (pt_id, nim, nama, acara_id, fakultas_id, prodi_id, status)
      SELECT prodi.pt_id, (9700000000 + g)::text, 'Wisudawan Gladi ' || g, acara.id, prodi.fakultas_id, prodi.id, 'aktif'
      FROM prodi, acara, generate_series(1, ${graduates}) g RETURNING id, nim, acara_id)
    INSERT INTO kehadiran (acara_id, mahasiswa_id, hadir, urutan, ejaan, dikonfirmasi_pada)
    SELECT acara_id, id, true, (nim::bigint - 9700000000)::int, 'vee-SOO-dah-wahn GLAH-dee ' || (nim::bigint - 9700000000),
      now() FROM m
    RETURNING acara_id AS acara`.execute(db);
  const acara = Number(rows[0].acara);
  const { rows: line } = await sql<{ kehadiran: string; mahasiswa: string; nama: string; ejaan: string }>`
    SELECT k.id AS kehadiran, m.id AS mahasiswa, m.nama, k.ejaan FROM kehadiran k
    JOIN mahasiswa m ON m.id = k.mahasiswa_id WHERE k.acara_id = ${acara} ORDER BY k.urutan`.execute(db);
  const lineup: RehearsalGraduate[] = [];
  for (const g of line) {
    const claims = { a: acara, t: `w${g.kehadiran}`, p: 'wisudawan' as const, n: g.nama };
    lineup.push({
      kehadiran: Number(g.kehadiran),
      mahasiswa: Number(g.mahasiswa),
      nama: g.nama,
      ejaan: g.ejaan,
      pass: await signTicket(keys, claims),
    });
  }
  return { acara, group: await addStageGroup(api, acara), lineup };
}
