/**
 * The two-university set-up the tenancy tests share (tests/api/tenancy.test.ts, tenancy.routes.test.ts):
 * one university with a faculty, a study programme, an event, a photo group and a student, made
 * straight in the database, and an operator (an Administrator bound to it).
 */
import { sql } from 'kysely';
import type { TestApp, TestUser } from './helpers';

/** Inserts one row as it is; its id. */
export async function insertRow(t: TestApp, table: string, values: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(values);
  const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.table(table)} (${sql.join(
    cols.map((c) => sql.ref(c)),
  )}) VALUES (${sql.join(cols.map((c) => values[c]))}) RETURNING id`.execute(t.db);
  return Number(rows[0].id);
}

/** An operator of university `pt`: an Administrator bound to it, signed in. */
export async function operatorOf(t: TestApp, pt: number): Promise<TestUser> {
  const u = await t.createUser({ role: 'Administrator' });
  await t.db.insertInto('user_perguruan_tinggi').values({ user_id: u.id, pt_id: pt }).execute();
  return u;
}

export interface University {
  pt: number;
  fak: number;
  prodi: number;
  acara: number;
  group: number;
  mhs: number;
}

/**
 * A university named `Universitas <name>` with `Fakultas <name>`, `Prodi <name>`, `Wisuda <name>`
 * (on `tanggal`), `Galeri <name>` (with `group`'s extra columns) and `Mahasiswa <name>` (NIM `nim`;
 * in the event with `inAcara`).
 */
export async function makeUniversity(
  t: TestApp,
  o: {
    name: string;
    kode_pt: string;
    nim: string;
    tanggal: string;
    group?: Record<string, unknown>;
    inAcara?: boolean;
  },
): Promise<University> {
  const pt = await insertRow(t, 'perguruan_tinggi', { kode_pt: o.kode_pt, nama: `Universitas ${o.name}` });
  const fak = await insertRow(t, 'fakultas', { pt_id: pt, nama: `Fakultas ${o.name}` });
  const prodi = await insertRow(t, 'program_studi', {
    pt_id: pt,
    fakultas_id: fak,
    nama: `Prodi ${o.name}`,
    jenjang: 'S1',
  });
  const acara = await insertRow(t, 'acara', {
    pt_id: pt,
    nama: `Wisuda ${o.name}`,
    tanggal: o.tanggal,
    status: 'draft',
  });
  const group = await insertRow(t, 'file_group', {
    acara_id: acara,
    nama: `Galeri ${o.name}`,
    tipe: 'prosesi',
    ...o.group,
  });
  const mhs = await insertRow(t, 'mahasiswa', {
    pt_id: pt,
    nim: o.nim,
    nama: `Mahasiswa ${o.name}`,
    prodi_id: prodi,
    fakultas_id: fak,
    ...(o.inAcara ? { acara_id: acara } : {}),
    status: 'aktif',
  });
  return { pt, fak, prodi, acara, group, mhs };
}
