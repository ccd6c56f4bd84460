import { sql } from 'kysely';
import { ROLE_MAHASISWA } from '../../../domain/roles';
import { suggestPredikat } from '../../../domain/predikat';
import type { Db } from '../index';
import { DEMO_STUDENT, DEMO_STUDENT_COUNT } from './accounts';
import type { DemoAcara } from './acara';
import {
  CITIES,
  FIRST_NAMES_F,
  FIRST_NAMES_M,
  LAST_NAMES,
  PERGURUAN_TINGGI,
  THESIS_FILL,
  THESIS_TOPICS,
  type DemoPt,
} from './data';
import { shiftDays, today } from './dates';
import type { DemoProgramStudi, PtIds } from './kampus';
import type { Rng } from './rng';

/** One demo student: the account and the `mahasiswa` row. */
interface Student {
  user: { name: string; email: string; nim: string; password_hash: string; email_verified_at: Date };
  mhs: Record<string, unknown>;
}

/** What every student of the demo is made from. */
export interface MahasiswaSource {
  r: Rng;
  ptId: PtIds;
  prodis: DemoProgramStudi[];
  acaras: DemoAcara[];
  passwordHash: string;
}

/** One university's part of making students: its programs, events and the emails taken so far. */
interface PtContext {
  pt: DemoPt;
  pid: number;
  ptProdis: DemoProgramStudi[];
  ptAcara: DemoAcara[];
  usedEmails: Set<string>;
}

/** A random name (sometimes with a middle name) and its gender. */
function namaAcak(r: Rng) {
  const female = r.next() < 0.55;
  const first = r.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
  const last = r.pick(LAST_NAMES);
  const middle = r.next() < 0.3 ? ` ${r.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M)}` : '';
  return { female, first, last, nama: `${first}${middle} ${last}` };
}

/** `first.last@domain`, with a number added while another student already has it. */
function emailUnik(r: Rng, first: string, last: string, ctx: PtContext): string {
  let local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  while (ctx.usedEmails.has(`${local}@${ctx.pt.domain}`)) local = `${local}${r.int(1, 99)}`;
  const email = `${local}@${ctx.pt.domain}`;
  ctx.usedEmails.add(email);
  return email;
}

/** The i-th student of a university (seq-th of the demo); most belong to one of its events. */
function mahasiswaBaru(source: MahasiswaSource, ctx: PtContext, i: number, seq: number): Student {
  const { r, passwordHash } = source;
  const { pt, pid, ptProdis, ptAcara } = ctx;
  const { female, first, last, nama } = namaAcak(r);
  const prodi = ptProdis[i % ptProdis.length];
  const graduate = ['S2', 'S3', 'Profesi'].includes(String(prodi.jenjang));
  const angkatan = graduate ? r.int(2022, 2024) : r.int(2019, 2022);
  const nim = `${String(angkatan).slice(2)}${String(Number(prodi.id)).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
  const email = emailUnik(r, first, last, ctx);
  const ipk = Math.round((2.75 + r.next() * 1.25) * 100) / 100;
  const acara = ptAcara.length && r.next() < 0.85 ? ptAcara[i % ptAcara.length] : undefined;
  const acaraDate = acara ? String(acara.tanggal).slice(0, 10) : undefined;
  const past = acaraDate !== undefined && acaraDate < today();
  const lulus = acaraDate ? shiftDays(acaraDate, -r.int(20, 70)) : null;
  return {
    user: { name: nama, email, nim, password_hash: passwordHash, email_verified_at: new Date() },
    mhs: {
      pt_id: pid,
      fakultas_id: Number(prodi.fakultas_id),
      prodi_id: Number(prodi.id),
      acara_id: acara ? Number(acara.id) : null,
      nim,
      nama,
      jenis_kelamin: female ? 'P' : 'L',
      tempat_lahir: r.pick(CITIES),
      tanggal_lahir: `${angkatan - r.int(18, 20)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
      email,
      no_hp: `08${r.int(11, 59)}${String(r.int(0, 99_999_999)).padStart(8, '0')}`,
      angkatan,
      ipk,
      predikat: suggestPredikat(ipk, String(prodi.jenjang)),
      judul_skripsi: r.pick(THESIS_TOPICS).replace('{x}', r.pick(THESIS_FILL)),
      tanggal_lulus: lulus,
      nomor_ijazah: lulus ? `${pt.kode_pt}${String(angkatan).slice(2)}${String(seq).padStart(5, '0')}` : null,
      ukuran_toga: r.pick(['S', 'M', 'M', 'L', 'L', 'XL', 'XXL']),
      status: !acara ? 'aktif' : past ? 'lulus' : 'wisudawan',
    },
  };
}

/** Students spread over the universities by weight. */
function rencanaMahasiswa(source: MahasiswaSource): Student[] {
  const totalWeight = PERGURUAN_TINGGI.reduce((s, p) => s + p.weight, 0);
  const students: Student[] = [];
  const usedEmails = new Set<string>();
  for (const pt of PERGURUAN_TINGGI) {
    const pid = source.ptId.get(pt.kode_pt)!;
    const count = Math.round((DEMO_STUDENT_COUNT * pt.weight) / totalWeight);
    const ctx: PtContext = {
      pt,
      pid,
      ptProdis: source.prodis.filter((p) => Number(p.pt_id) === pid),
      ptAcara: source.acaras.filter((a) => Number(a.pt_id) === pid),
      usedEmails,
    };
    for (let i = 0; i < count; i++) students.push(mahasiswaBaru(source, ctx, i, students.length + 1));
  }
  return students;
}

/** The documented demo student: UGM, at the past ceremony (whose photos the gallery shows). */
function jadikanMahasiswaDemo(demo: Student, source: MahasiswaSource): void {
  demo.user.email = DEMO_STUDENT.email;
  demo.mhs.email = DEMO_STUDENT.email;
  const ugmPast = source.acaras.find(
    (a) => Number(a.pt_id) === source.ptId.get('001001') && a.status === 'selesai',
  )!;
  Object.assign(demo.mhs, {
    acara_id: Number(ugmPast.id),
    status: 'lulus',
    tanggal_lulus: shiftDays(String(ugmPast.tanggal).slice(0, 10), -30),
  });
}

/** The students' accounts (role Mahasiswa) and their `mahasiswa` rows, in multi-row inserts. */
async function insertMahasiswa(trx: Db, students: Student[]): Promise<void> {
  const users = await trx
    .insertInto('users')
    .values(students.map((s) => s.user))
    .returning(['id', 'email'])
    .execute();
  const userId = new Map(users.map((u) => [u.email, Number(u.id)]));
  await sql`INSERT INTO role_user (user_id, role_id, position)
    SELECT u.id, r.id, 0 FROM users u CROSS JOIN roles r
    WHERE r.name = ${ROLE_MAHASISWA} AND u.id IN (${sql.join(users.map((u) => Number(u.id)))})`.execute(trx);
  await trx
    .insertInto('mahasiswa')
    .values(students.map((s) => ({ ...s.mhs, user_id: userId.get(s.user.email)! })))
    .execute();
}

/** DEMO_STUDENT_COUNT students, each with a verified Mahasiswa account; the first is DEMO_STUDENT. Returns how many. */
export async function seedMahasiswa(trx: Db, source: MahasiswaSource): Promise<number> {
  const students = rencanaMahasiswa(source);
  jadikanMahasiswaDemo(students[0], source);
  await insertMahasiswa(trx, students);
  return students.length;
}
