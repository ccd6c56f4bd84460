/**
 * The ceremony plugin (plugins/ceremony, enabled in the demo installation) on a real app and
 * database: a student confirms their own attendance until the acara's deadline and within its guest
 * limit, with field errors otherwise; staff of the acara's university generate the line-up by
 * faculty, program and NIM, seats from the hall layout, a late confirmation going to the end of its
 * faculty without renumbering anyone, and move a graduate by hand; everyone else is refused, and
 * every write leaves an audit entry.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { insertRow, makeUniversity, operatorOf, type University } from './tenancy-fixtures';

const ME = '/api/plugins/ceremony/me';
const lineupUrl = (acara: number) => `/api/plugins/ceremony/acara/${acara}/lineup`;

let t: TestApp;
let A: University;
let B: University;
let fe: number;
let feProdi: number;
let staff: string;
let staffB: string;
const students: Record<string, { token: string; mahasiswaId: number }> = {};

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.auth(token), ...(payload ? { payload } : {}) });

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

async function student(nim: string, o: { fakultas?: number; prodi?: number; acara?: number } = {}) {
  const u = await t.createMahasiswaUser({
    pt_id: A.pt,
    nim,
    name: `Wisudawan ${nim}`,
    acara_id: o.acara ?? A.acara,
    fakultas_id: o.fakultas ?? A.fak,
    prodi_id: o.prodi ?? A.prodi,
  });
  await sql`UPDATE mahasiswa SET nama = ${`Wisudawan ${nim}`} WHERE id = ${u.mahasiswaId}`.execute(t.db);
  students[nim] = { token: u.token!, mahasiswaId: u.mahasiswaId };
  return students[nim];
}

const confirm = (nim: string, body: object) => call('PUT', ME, students[nim].token, body);

beforeAll(async () => {
  t = await createTestApp();
  A = await makeUniversity(t, {
    name: 'Seremoni A',
    kode_pt: '071001',
    nim: '7100000001',
    tanggal: '2099-03-01',
  });
  B = await makeUniversity(t, {
    name: 'Seremoni B',
    kode_pt: '071002',
    nim: '7100000002',
    tanggal: '2099-03-01',
  });
  fe = await insertRow(t, 'fakultas', { pt_id: A.pt, nama: 'Fakultas Ekonomi' });
  feProdi = await insertRow(t, 'program_studi', {
    pt_id: A.pt,
    fakultas_id: fe,
    nama: 'Akuntansi',
    jenjang: 'S1',
  });
  await sql`UPDATE acara SET batas_konfirmasi = ${inAnHour()}, tamu_per_wisudawan = 2, denah_blok = 'A, B',
    denah_baris = 1, denah_kursi = 2 WHERE id = ${A.acara}`.execute(t.db);
  const s = await t.createUser({ role: 'panitia_wisuda' });
  await t.db.insertInto('user_perguruan_tinggi').values({ user_id: s.id, pt_id: A.pt }).execute();
  staff = s.token!;
  staffB = (await operatorOf(t, B.pt)).token!;
  for (const nim of ['7100000103', '7100000101', '7100000102']) await student(nim);
  await student('7100000201', { fakultas: fe, prodi: feProdi });
  await student('7100000100');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('a student confirms', () => {
  it('reads their acara, its deadline and guest limit, with no answer yet', async () => {
    const res = await call('GET', ME, students['7100000101'].token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      nama: 'Wisudawan 7100000101',
      acara: { id: A.acara, open: true, guest_limit: 2 },
      record: null,
    });
  });

  it('asks for at most the acara’s guest limit, else a field error', async () => {
    const res = await confirm('7100000101', { hadir: true, tamu_diminta: 3 });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['tamu_diminta']);
    const missing = await confirm('7100000101', { tamu_diminta: -1 });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['hadir', 'tamu_diminta']);
  });

  it('saves attendance, guests and a stage name that waits for the staff, read as the record until then', async () => {
    const res = await confirm('7100000101', {
      hadir: true,
      tamu_diminta: 2,
      nama_panggung: '  Ayu Wisudawati ',
      ejaan: 'AH-yoo',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.record).toMatchObject({
      hadir: true,
      tamu_diminta: 2,
      tamu_diberikan: 2,
      nama_panggung: 'Ayu Wisudawati',
      nama_panggung_disetujui: false,
      ejaan: 'AH-yoo',
    });
    for (const nim of ['7100000103', '7100000102', '7100000201'])
      expect((await confirm(nim, { hadir: true, tamu_diminta: 1 })).statusCode).toBe(200);
    const audit = await sql<{ action: string }>`SELECT action FROM audit_log
      WHERE resource = 'kehadiran' AND record_id = ${String(res.json().data.record.id)}`.execute(t.db);
    expect(audit.rows.map((r) => r.action)).toEqual(['create']);
  });

  it('changes only their own record: the staff routes and the records of others are refused', async () => {
    const token = students['7100000101'].token;
    expect((await call('GET', '/api/kehadiran', token)).statusCode).toBe(403);
    expect((await call('GET', lineupUrl(A.acara), token)).statusCode).toBe(403);
    expect((await call('POST', lineupUrl(A.acara), token, {})).statusCode).toBe(403);
    const other = await sql<{
      id: string;
    }>`SELECT id FROM kehadiran WHERE mahasiswa_id = ${students['7100000102'].mahasiswaId}`.execute(t.db);
    expect(
      (await call('PUT', `/api/kehadiran/${other.rows[0].id}`, token, { tamu_diberikan: 9 })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: ME })).statusCode).toBe(401);
  });

  it('is refused after the acara’s deadline with a field error', async () => {
    await sql`UPDATE acara SET batas_konfirmasi = now() - interval '1 minute' WHERE id = ${A.acara}`.execute(
      t.db,
    );
    const res = await confirm('7100000101', { hadir: false });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['hadir']);
    expect((await call('GET', ME, students['7100000101'].token)).json().data.acara.open).toBe(false);
    await sql`UPDATE acara SET batas_konfirmasi = ${inAnHour()} WHERE id = ${A.acara}`.execute(t.db);
  });
});

type Row = {
  id: number;
  nim: string;
  urutan: number | null;
  kursi: string | null;
  fakultas: string;
  nama_dibaca: string;
};
const byNim = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.nim, [r.fakultas, r.urutan, r.kursi]]));

describe('the staff’s line-up', () => {
  it('is placed by faculty, then program, then NIM, seats block by block from the hall layout', async () => {
    const res = await call('POST', lineupUrl(A.acara), staff, {});
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { rows: Row[]; seats: number; unplaced: number };
    expect(data.seats).toBe(4);
    expect(data.unplaced).toBe(0);
    expect(data.rows.map((r) => r.nim)).toEqual(['7100000201', '7100000101', '7100000102', '7100000103']);
    expect(byNim(data.rows)).toEqual({
      '7100000201': ['Fakultas Ekonomi', 1, 'A-1-1'],
      '7100000101': ['Fakultas Seremoni A', 1, 'A-1-2'],
      '7100000102': ['Fakultas Seremoni A', 2, 'B-1-1'],
      '7100000103': ['Fakultas Seremoni A', 3, 'B-1-2'],
    });
    // the record's name is read until the staff approve the stage name
    expect(data.rows.find((r) => r.nim === '7100000101')!.nama_dibaca).toBe('Wisudawan 7100000101');
  });

  it('reads an approved stage name', async () => {
    const id = (await call('GET', ME, students['7100000101'].token)).json().data.record.id;
    const approved = await call('PUT', `/api/kehadiran/${id}`, staff, { nama_panggung_disetujui: true });
    expect(approved.statusCode, approved.body).toBe(200);
    const rows = (await call('GET', lineupUrl(A.acara), staff)).json().data.rows as Row[];
    expect(rows.find((r) => r.nim === '7100000101')!.nama_dibaca).toBe('Ayu Wisudawati');
  });

  it('puts a late confirmation at the end of its faculty without renumbering anyone placed', async () => {
    // 7100000100 sorts first by NIM, yet comes last: the others' numbers are printed already
    expect((await confirm('7100000100', { hadir: true })).statusCode).toBe(200);
    const before = (await call('GET', lineupUrl(A.acara), staff)).json().data;
    expect(before.unplaced).toBe(1);
    const res = await call('POST', lineupUrl(A.acara), staff, {});
    const rows = res.json().data.rows as Row[];
    expect(byNim(rows)).toEqual({
      '7100000201': ['Fakultas Ekonomi', 1, 'A-1-1'],
      '7100000101': ['Fakultas Seremoni A', 1, 'A-1-2'],
      '7100000102': ['Fakultas Seremoni A', 2, 'B-1-1'],
      '7100000103': ['Fakultas Seremoni A', 3, 'B-1-2'],
      // the hall is full: a number but no seat
      '7100000100': ['Fakultas Seremoni A', 4, null],
    });
    expect(rows.map((r) => r.nim).at(-1)).toBe('7100000100');
  });

  it('moves a graduate by hand within their faculty, numbers and seats following the order', async () => {
    const id = (await call('GET', ME, students['7100000103'].token)).json().data.record.id;
    const up = await call('POST', `/api/plugins/ceremony/kehadiran/${id}/position`, staff, { move: 'up' });
    expect(up.statusCode, up.body).toBe(200);
    expect(byNim(up.json().data.rows)['7100000103']).toEqual(['Fakultas Seremoni A', 2, 'B-1-1']);
    expect(byNim(up.json().data.rows)['7100000102']).toEqual(['Fakultas Seremoni A', 3, 'B-1-2']);
    const first = await call('POST', `/api/plugins/ceremony/kehadiran/${id}/position`, staff, { to: 1 });
    expect(byNim(first.json().data.rows)['7100000103']).toEqual(['Fakultas Seremoni A', 1, 'A-1-2']);
    const bad = await call('POST', `/api/plugins/ceremony/kehadiran/${id}/position`, staff, { to: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['urutan']);
    // each graduate sees their own place on the dashboard
    const own = (await call('GET', ME, students['7100000103'].token)).json().data.record;
    expect(own).toMatchObject({ urutan: 1, kursi: 'A-1-2', fakultas: 'Fakultas Seremoni A' });
  });

  it('gives a seat back when a placed graduate withdraws, nobody renumbered', async () => {
    expect((await confirm('7100000102', { hadir: false })).statusCode).toBe(200);
    const rows = (await call('GET', lineupUrl(A.acara), staff)).json().data.rows as Row[];
    expect(rows.map((r) => r.nim)).not.toContain('7100000102');
    expect(byNim(rows)['7100000100']).toEqual(['Fakultas Seremoni A', 4, null]);
    // the seat freed goes to the graduate placed without one, who keeps their number
    const again = (await call('POST', lineupUrl(A.acara), staff, {})).json().data.rows as Row[];
    expect(byNim(again)['7100000100']).toEqual(['Fakultas Seremoni A', 4, 'B-1-2']);
    expect(byNim(again)['7100000101']).toEqual(['Fakultas Seremoni A', 2, 'B-1-1']);
  });

  it('is made anew on request, in order again', async () => {
    const res = await call('POST', lineupUrl(A.acara), staff, { reset: true });
    const rows = res.json().data.rows as Row[];
    expect(rows.map((r) => [r.nim, r.urutan, r.kursi])).toEqual([
      ['7100000201', 1, 'A-1-1'],
      ['7100000100', 1, 'A-1-2'],
      ['7100000101', 2, 'B-1-1'],
      ['7100000103', 3, 'B-1-2'],
    ]);
    const audit = await sql<{ action: string }>`SELECT action FROM audit_log
      WHERE resource = 'acara' AND record_id = ${String(A.acara)} AND action = 'lineup'`.execute(t.db);
    expect(audit.rows.length).toBe(4);
  });

  it('is another university’s staff’s to neither read nor change (404), and the student’s not at all', async () => {
    expect((await call('GET', lineupUrl(A.acara), staffB)).statusCode).toBe(404);
    expect((await call('POST', lineupUrl(A.acara), staffB, {})).statusCode).toBe(404);
    const id = (await call('GET', ME, students['7100000103'].token)).json().data.record.id;
    expect(
      (await call('POST', `/api/plugins/ceremony/kehadiran/${id}/position`, staffB, { move: 'down' }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/kehadiran/${id}`, staffB)).statusCode).toBe(404);
    expect((await call('GET', lineupUrl(B.acara), staffB)).statusCode).toBe(200);
  });
});

describe('the recorded pronunciation', () => {
  const voice = Buffer.concat([Buffer.from('1A45DFA3', 'hex'), Buffer.alloc(400, 7)]);
  const put = (nim: string, body: Buffer | string, type = 'audio/webm;codecs=opus') =>
    t.app.inject({
      method: 'PUT',
      url: `${ME}/rekaman`,
      headers: { ...t.auth(students[nim].token), 'content-type': type },
      payload: body,
    });

  it('is kept after the student answered, played back to them and to their university’s staff only', async () => {
    const fresh = await student('7100000301');
    expect(fresh).toBeDefined();
    const early = await put('7100000301', voice);
    expect(early.statusCode, early.body).toBe(422);
    expect(Object.keys(early.json().errors)).toEqual(['rekaman']);

    const saved = await put('7100000101', voice);
    expect(saved.statusCode, saved.body).toBe(200);
    const url = `data:audio/webm;base64,${voice.toString('base64')}`;
    expect(saved.json().data.rekaman).toBe(url);
    expect((await call('GET', `${ME}/rekaman`, students['7100000101'].token)).json().data.rekaman).toBe(url);
    const id = (await call('GET', ME, students['7100000101'].token)).json().data.record.id;
    const staffRead = await call('GET', `/api/plugins/ceremony/kehadiran/${id}/rekaman`, staff);
    expect(staffRead.json().data.rekaman).toBe(url);
    expect((await call('GET', `/api/plugins/ceremony/kehadiran/${id}/rekaman`, staffB)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/plugins/ceremony/kehadiran/${id}/rekaman`, students['7100000103'].token))
        .statusCode,
    ).toBe(403);
    const audit = await sql<{ after: { rekaman: string } }>`SELECT after FROM audit_log
      WHERE resource = 'kehadiran' AND record_id = ${String(id)} AND after ? 'rekaman'`.execute(t.db);
    expect(audit.rows.map((r) => r.after.rekaman)).toEqual([`${voice.length} bytes`]);
  });

  it('refuses what is no sound, and any change after the deadline', async () => {
    const text = await put(
      '7100000101',
      'not a sound at all, just some text that is long enough',
      'text/plain',
    );
    expect(text.statusCode).toBe(422);
    expect((await put('7100000101', Buffer.alloc(700_000, 1))).statusCode).toBe(413);
    await sql`UPDATE acara SET batas_konfirmasi = now() - interval '1 minute' WHERE id = ${A.acara}`.execute(
      t.db,
    );
    const late = await put('7100000101', voice);
    expect(late.statusCode).toBe(422);
    expect(Object.keys(late.json().errors)).toEqual(['rekaman']);
    const removed = await call('DELETE' as 'POST', `${ME}/rekaman`, students['7100000101'].token);
    expect(removed.statusCode).toBe(422);
    await sql`UPDATE acara SET batas_konfirmasi = ${inAnHour()} WHERE id = ${A.acara}`.execute(t.db);
    const gone = await call('DELETE' as 'POST', `${ME}/rekaman`, students['7100000101'].token);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await call('GET', `${ME}/rekaman`, students['7100000101'].token)).json().data.rekaman).toBeNull();
  });
});
