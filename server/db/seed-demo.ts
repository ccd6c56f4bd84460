import { sql } from 'kysely';
import { actionsOf, permissionName, type Action } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import { ROLE_MAHASISWA } from '../../domain/roles';
import { suggestPredikat } from '../../domain/predikat';
import { hashPassword } from '../auth/password';
import type { Config } from '../config';
import type { Db } from './index';
import {
  CITIES,
  FIRST_NAMES_F,
  FIRST_NAMES_M,
  LAST_NAMES,
  PERGURUAN_TINGGI,
  PLANS,
  THESIS_FILL,
  THESIS_TOPICS,
} from './demo/data';
import { seedDemoPhotos } from './seed-demo-photos';
import { BENTUK_PT } from './seed';

/** The demo student's sign-in (README "Demo data"). */
export const DEMO_STUDENT = { email: 'mahasiswa@wisuda.local', password: 'Wisuda-Demo-2026' } as const;
export const DEMO_STUDENT_COUNT = 240;
/** The demo universities' operators (README "Demo data"): each bound to one university, the student's password. */
export const DEMO_OPERATORS = [
  { email: 'operator.ugm@wisuda.local', name: 'Operator UGM', kode_pt: '001001', singkatan: 'UGM' },
  { email: 'operator.ui@wisuda.local', name: 'Operator UI', kode_pt: '001002', singkatan: 'UI' },
] as const;
/** The demo role that does a university's whole job, within its own university (server/crud/tenancy.ts). */
export const ROLE_OPERATOR_PT = 'Operator PT';

function operatorPermissions(): string[] {
  const grant = (name: string, actions: readonly Action[]) => {
    const def = RESOURCES.find((r) => r.name === name);
    return def
      ? actionsOf(def)
          .filter((a) => actions.includes(a))
          .map((a) => permissionName(def, a))
      : [];
  };
  const all: Action[] = ['view', 'create', 'update', 'delete'];
  return [
    ...['mahasiswa', 'acara', 'fakultas', 'programStudi', 'fileGroup'].flatMap((n) => grant(n, all)),
    ...grant('perguruanTinggi', ['view', 'update']),
    ...grant('user', ['view', 'create', 'update']),
    // The account form lists the roles to give.
    ...grant('role', ['view']),
    'dashboard.view',
    'profile.view',
    'profile.update',
  ];
}

export interface DemoResult {
  skipped: boolean;
  universities: number;
  students: number;
  acara: number;
  photos: number;
  demoStudent: { email: string; password: string };
  /** The university operators' sign-ins, with their university's short name. */
  demoOperators: { email: string; password: string; pt: string }[];
}

/** Small deterministic PRNG (mulberry32), so every demo database looks the same. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

interface AcaraPlan {
  kode_pt: string;
  nama: string;
  periode: string;
  tanggal: string;
  lokasi: string;
  status: 'draft' | 'published' | 'selesai' | 'arsip';
}

// The demo is planned around PLANNED_ON (some events past, some coming) and moved to today when loaded,
// so a demo started later still has events ahead.
const PLANNED_ON = '2026-11-21';
const ACARA: AcaraPlan[] = [
  {
    kode_pt: '001001',
    nama: 'Wisuda Program Sarjana dan Diploma Periode IV',
    periode: 'IV 2025/2026',
    tanggal: '2026-08-20',
    lokasi: 'Grha Sabha Pramana',
    status: 'selesai',
  },
  {
    kode_pt: '001001',
    nama: 'Wisuda Program Sarjana dan Diploma Periode I',
    periode: 'I 2026/2027',
    tanggal: '2026-12-16',
    lokasi: 'Grha Sabha Pramana',
    status: 'published',
  },
  {
    kode_pt: '001002',
    nama: 'Wisuda Universitas Indonesia Semester Genap',
    periode: 'Genap 2025/2026',
    tanggal: '2026-08-29',
    lokasi: 'Balairung UI',
    status: 'selesai',
  },
  {
    kode_pt: '001002',
    nama: 'Wisuda Universitas Indonesia Semester Gasal',
    periode: 'Gasal 2026/2027',
    tanggal: '2027-02-20',
    lokasi: 'Balairung UI',
    status: 'published',
  },
  {
    kode_pt: '001003',
    nama: 'Wisuda ITS ke-132',
    periode: '132',
    tanggal: '2026-09-26',
    lokasi: 'Graha Sepuluh Nopember',
    status: 'selesai',
  },
  {
    kode_pt: '001003',
    nama: 'Wisuda ITS ke-133',
    periode: '133',
    tanggal: '2027-03-13',
    lokasi: 'Graha Sepuluh Nopember',
    status: 'draft',
  },
  {
    kode_pt: '005012',
    nama: 'Wisuda Politeknik Negeri Bandung 2026',
    periode: '2026',
    tanggal: '2026-10-10',
    lokasi: 'Gedung Olahraga POLBAN',
    status: 'selesai',
  },
  {
    kode_pt: '071024',
    nama: 'Wisuda STIESIA Periode II 2026',
    periode: 'II 2026',
    tanggal: '2026-12-05',
    lokasi: 'Dyandra Convention Center',
    status: 'published',
  },
  {
    kode_pt: '051013',
    nama: 'Wisuda UMY Periode Agustus 2025',
    periode: 'Agustus 2025',
    tanggal: '2025-08-30',
    lokasi: 'Sportorium UMY',
    status: 'arsip',
  },
  {
    kode_pt: '051013',
    nama: 'Wisuda UMY Periode Desember 2026',
    periode: 'Desember 2026',
    tanggal: '2026-12-12',
    lokasi: 'Sportorium UMY',
    status: 'published',
  },
  {
    kode_pt: '073001',
    nama: 'Wisuda Akademi Komunitas Negeri Blitar 2026',
    periode: '2026',
    tanggal: '2026-11-28',
    lokasi: 'Aula Kampus AKB',
    status: 'published',
  },
];

const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);
/**
 * A demo university's subscription (docs/tenancy.md): a year that started some months ago, and for
 * the last one a year that ended beyond the grace days, so its staff see the read-only notice.
 */
function subscriptionOf(index: number): { langganan_mulai: string; langganan_selesai: string } {
  const last = index === PERGURUAN_TINGGI.length - 1;
  const mulai = shiftDays(today(), last ? -400 : -30 * (index + 1));
  return { langganan_mulai: mulai, langganan_selesai: shiftDays(mulai, 364) };
}

/** Days from PLANNED_ON to today: added to every planned date. */
const daysSincePlanned = () => Math.round((Date.parse(today()) - Date.parse(PLANNED_ON)) / 86_400_000);

/**
 * The demo data set: university forms, plans, universities of several forms with faculties and
 * study programs, graduation events (past and coming), and DEMO_STUDENT_COUNT students each with a
 * verified Mahasiswa account (all with the demo password; the hash is computed once). Multi-row
 * inserts in one transaction keep the first start fast. Idempotent: skipped when already loaded.
 * At the end the gallery's generated photos are added (seedDemoPhotos, server/db/seed-demo-photos.ts).
 */
export async function seedDemo(db: Db, config: Config, opts: { photos?: boolean } = {}): Promise<DemoResult> {
  const loaded = await db
    .selectFrom('perguruan_tinggi')
    .select('id')
    .where('kode_pt', '=', PERGURUAN_TINGGI[0].kode_pt)
    .executeTakeFirst();
  const result: DemoResult = {
    skipped: true,
    universities: 0,
    students: 0,
    acara: 0,
    photos: 0,
    demoStudent: { ...DEMO_STUDENT },
    demoOperators: DEMO_OPERATORS.map((o) => ({
      email: o.email,
      password: DEMO_STUDENT.password,
      pt: o.singkatan,
    })),
  };
  if (loaded) return result;
  const passwordHash = await hashPassword(DEMO_STUDENT.password);
  const r = rng(20261121);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('bentuk_pt')
      .values(BENTUK_PT.map((b) => ({ ...b })))
      .onConflict((oc) => oc.column('kode').doNothing())
      .execute();
    await trx
      .insertInto('plan')
      .values(PLANS.map((p) => ({ ...p, fitur: JSON.stringify(p.fitur) })))
      .onConflict((oc) => oc.column('kode').doNothing())
      .execute();
    const bentukId = new Map(
      (await trx.selectFrom('bentuk_pt').select(['id', 'kode']).execute()).map((b) => [
        String(b.kode),
        Number(b.id),
      ]),
    );
    const planId = new Map(
      (await trx.selectFrom('plan').select(['id', 'kode']).execute()).map((p) => [
        String(p.kode),
        Number(p.id),
      ]),
    );

    const pts = await trx
      .insertInto('perguruan_tinggi')
      .values(
        PERGURUAN_TINGGI.map((pt, i) => ({
          kode_pt: pt.kode_pt,
          nama: pt.nama,
          singkatan: pt.singkatan,
          bentuk_pt_id: bentukId.get(pt.bentuk) ?? null,
          status_milik: pt.status_milik,
          akreditasi: pt.akreditasi,
          alamat: pt.alamat,
          kota: pt.kota,
          provinsi: pt.provinsi,
          telepon: pt.telepon,
          email: `info@${pt.domain.replace(/^(student|mail)\./, '')}`,
          website: `https://${pt.domain.replace(/^(student|mail)\./, '')}`,
          is_active: true,
          paket_id: planId.get(pt.paket) ?? null,
          ...subscriptionOf(i),
        })),
      )
      .returning(['id', 'kode_pt'])
      .execute();
    const ptId = new Map(pts.map((p) => [String(p.kode_pt), Number(p.id)]));

    // Faculties, then study programs (one multi-row insert each).
    const fakRows = PERGURUAN_TINGGI.flatMap((pt) =>
      pt.fakultas.map((f) => ({ pt_id: ptId.get(pt.kode_pt)!, kode: f.kode, nama: f.nama, dekan: f.dekan })),
    );
    const faks = await trx
      .insertInto('fakultas')
      .values(fakRows)
      .returning(['id', 'pt_id', 'nama'])
      .execute();
    const fakId = new Map(faks.map((f) => [`${f.pt_id}|${f.nama}`, Number(f.id)]));
    let kode = 0;
    const prodiRows = PERGURUAN_TINGGI.flatMap((pt) =>
      pt.fakultas.flatMap((f) =>
        f.prodi.map((p) => ({
          pt_id: ptId.get(pt.kode_pt)!,
          fakultas_id: fakId.get(`${ptId.get(pt.kode_pt)}|${f.nama}`)!,
          kode_prodi: String(++kode * 1000 + 101 + kode).padStart(5, '0'),
          nama: p.nama,
          jenjang: p.jenjang,
          gelar: p.gelar,
          akreditasi: p.akreditasi,
        })),
      ),
    );
    const prodis = await trx
      .insertInto('program_studi')
      .values(prodiRows)
      .returning(['id', 'pt_id', 'fakultas_id', 'jenjang'])
      .execute();

    const moved = daysSincePlanned();
    const acaras = await trx
      .insertInto('acara')
      .values(
        ACARA.map((planned) => ({ ...planned, tanggal: shiftDays(planned.tanggal, moved) })).map((a) => ({
          pt_id: ptId.get(a.kode_pt)!,
          nama: a.nama,
          periode: a.periode,
          tanggal: a.tanggal,
          jam_mulai: '08:00',
          jam_selesai: '12:00',
          lokasi: a.lokasi,
          alamat: PERGURUAN_TINGGI.find((p) => p.kode_pt === a.kode_pt)!.alamat,
          kuota_kursi: 1500,
          kuota_tamu: 2,
          pendaftaran_buka: shiftDays(a.tanggal, -60),
          pendaftaran_tutup: shiftDays(a.tanggal, -14),
          status: a.status,
          deskripsi: `${a.nama} (${a.periode}) di ${a.lokasi}. Wisudawan hadir pukul 07.00 WIB dengan toga lengkap.`,
        })),
      )
      .returning(['id', 'pt_id', 'tanggal', 'status'])
      .execute();

    // Students: spread over the universities by weight; most belong to one of their university's events.
    const totalWeight = PERGURUAN_TINGGI.reduce((s, p) => s + p.weight, 0);
    interface Student {
      user: { name: string; email: string; nim: string; password_hash: string; email_verified_at: Date };
      mhs: Record<string, unknown>;
    }
    const students: Student[] = [];
    const usedEmails = new Set<string>();
    let seq = 0;
    for (const pt of PERGURUAN_TINGGI) {
      const pid = ptId.get(pt.kode_pt)!;
      const count = Math.round((DEMO_STUDENT_COUNT * pt.weight) / totalWeight);
      const ptProdis = prodis.filter((p) => Number(p.pt_id) === pid);
      const ptAcara = acaras.filter((a) => Number(a.pt_id) === pid);
      for (let i = 0; i < count; i++) {
        seq++;
        const female = r.next() < 0.55;
        const first = r.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
        const last = r.pick(LAST_NAMES);
        const middle = r.next() < 0.3 ? ` ${r.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M)}` : '';
        const nama = `${first}${middle} ${last}`;
        const prodi = ptProdis[i % ptProdis.length];
        const graduate = ['S2', 'S3', 'Profesi'].includes(String(prodi.jenjang));
        const angkatan = graduate ? r.int(2022, 2024) : r.int(2019, 2022);
        const nim = `${String(angkatan).slice(2)}${String(Number(prodi.id)).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
        let local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
        while (usedEmails.has(`${local}@${pt.domain}`)) local = `${local}${r.int(1, 99)}`;
        const email = `${local}@${pt.domain}`;
        usedEmails.add(email);
        const ipk = Math.round((2.75 + r.next() * 1.25) * 100) / 100;
        const acara = ptAcara.length && r.next() < 0.85 ? ptAcara[i % ptAcara.length] : undefined;
        const acaraDate = acara ? String(acara.tanggal).slice(0, 10) : undefined;
        const past = acaraDate !== undefined && acaraDate < today();
        const lulus = acaraDate ? shiftDays(acaraDate, -r.int(20, 70)) : null;
        students.push({
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
            nomor_ijazah: lulus
              ? `${pt.kode_pt}${String(angkatan).slice(2)}${String(seq).padStart(5, '0')}`
              : null,
            ukuran_toga: r.pick(['S', 'M', 'M', 'L', 'L', 'XL', 'XXL']),
            status: !acara ? 'aktif' : past ? 'lulus' : 'wisudawan',
          },
        });
      }
    }
    // The documented demo student: UGM, at the past ceremony (whose photos the gallery shows).
    const demo = students[0];
    demo.user.email = DEMO_STUDENT.email;
    demo.mhs.email = DEMO_STUDENT.email;
    const ugmPast = acaras.find((a) => Number(a.pt_id) === ptId.get('001001') && a.status === 'selesai')!;
    Object.assign(demo.mhs, {
      acara_id: Number(ugmPast.id),
      status: 'lulus',
      tanggal_lulus: shiftDays(String(ugmPast.tanggal).slice(0, 10), -30),
    });

    const users = await trx
      .insertInto('users')
      .values(students.map((s) => s.user))
      .returning(['id', 'email'])
      .execute();
    const userId = new Map(users.map((u) => [u.email, Number(u.id)]));
    await sql`INSERT INTO role_user (user_id, role_id, position)
      SELECT u.id, r.id, 0 FROM users u CROSS JOIN roles r
      WHERE r.name = ${ROLE_MAHASISWA} AND u.id IN (${sql.join(users.map((u) => Number(u.id)))})`.execute(
      trx,
    );
    await trx
      .insertInto('mahasiswa')
      .values(students.map((s) => ({ ...s.mhs, user_id: userId.get(s.user.email)! })))
      .execute();

    // Two university operators, each bound to one university, with a role for a university's whole job.
    await trx
      .insertInto('roles')
      .values({ name: ROLE_OPERATOR_PT, description: 'Operator Perguruan Tinggi', is_builtin: false })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', ROLE_OPERATOR_PT)
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO permission_role (role_id, permission_id)
      SELECT ${role.id}, p.id FROM permissions p WHERE p.name IN (${sql.join(operatorPermissions())})
      ON CONFLICT DO NOTHING`.execute(trx);
    const operators = await trx
      .insertInto('users')
      .values(
        DEMO_OPERATORS.map((o) => ({
          name: o.name,
          email: o.email,
          password_hash: passwordHash,
          email_verified_at: new Date(),
        })),
      )
      .returning(['id', 'email'])
      .execute();
    for (const o of operators) {
      const pt = ptId.get(DEMO_OPERATORS.find((d) => d.email === o.email)!.kode_pt)!;
      await sql`INSERT INTO role_user (user_id, role_id, position) VALUES (${o.id}, ${role.id}, 0)`.execute(
        trx,
      );
      await sql`INSERT INTO user_perguruan_tinggi (user_id, pt_id) VALUES (${o.id}, ${pt})`.execute(trx);
    }

    Object.assign(result, {
      skipped: false,
      universities: pts.length,
      acara: acaras.length,
      students: students.length,
    });
  });

  // Hook for the gallery: generated photos of the demo student's event (optional, may be slower).
  if (opts.photos !== false) {
    const photos = await seedDemoPhotos(db, config, { demoStudentEmail: DEMO_STUDENT.email });
    result.photos = photos.photos;
  }
  return result;
}
