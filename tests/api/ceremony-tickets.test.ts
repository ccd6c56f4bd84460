/**
 * The ceremony's guest tickets, passes and check-in (plugins/ceremony) on a real app and database:
 * a graduate's pass and the guest tickets they send by mail are Ed25519-signed tokens that verify
 * with the public keys alone; tickets are revoked and resent until the doors open; staff grant
 * extra tickets from the waiting list while guest seats remain; check-in phones sync their scans,
 * a ticket's second scan being flagged on the same phone and across phones; keys rotate and retire;
 * permissions, university scope, audit entries and the public endpoints' throttle hold.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseToken, verifyToken, type TicketKey } from '../../plugins/ceremony/tickets/token';
import { decodeMailQr } from '../qr-decode';
import { createTestApp, type TestApp } from './helpers';
import { makeUniversity, operatorOf, type University } from './tenancy-fixtures';

const BASE = '/api/plugins/ceremony';
let t: TestApp;
let A: University;
let B: University;
let staff: string;
let staffB: string;
let checker: string;
let stranger: string;
const grads: Record<string, { token: string; mahasiswaId: number; kehadiran: number; email: string }> = {};

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: BASE + url,
    headers: token ? t.auth(token) : {},
    ...(payload ? { payload } : {}),
  });
const keys = async (): Promise<TicketKey[]> => (await call('GET', '/keys')).json().data.keys;
const mine = async (who: string) => (await call('GET', '/me/tickets', grads[who].token)).json().data;
const sync = (token: string, device: string, scans: { id: string; token: string; pintu?: string }[]) =>
  call('POST', `/acara/${A.acara}/checkin/sync`, token, {
    device,
    scans: scans.map((s, i) => ({ ...s, at: new Date(Date.now() + i).toISOString() })),
  });
const statuses = (res: { json(): { data: { results: { status: string }[] } } }) =>
  res.json().data.results.map((r) => r.status);

async function graduate(nim: string, hadir: boolean, guests: number) {
  const u = await t.createMahasiswaUser({
    pt_id: A.pt,
    nim,
    name: `Wisudawan ${nim}`,
    acara_id: A.acara,
    fakultas_id: A.fak,
    prodi_id: A.prodi,
  });
  await sql`UPDATE mahasiswa SET nama = ${`Wisudawan ${nim}`} WHERE id = ${u.mahasiswaId}`.execute(t.db);
  const res = await call('PUT', '/me', u.token!, { hadir, tamu_diminta: guests });
  expect(res.statusCode, res.body).toBe(200);
  grads[nim] = {
    token: u.token!,
    mahasiswaId: u.mahasiswaId,
    kehadiran: res.json().data.record.id,
    email: u.email,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  A = await makeUniversity(t, {
    name: 'Tiket A',
    kode_pt: '072001',
    nim: '7200000001',
    tanggal: '2099-03-01',
  });
  B = await makeUniversity(t, {
    name: 'Tiket B',
    kode_pt: '072002',
    nim: '7200000002',
    tanggal: '2099-03-01',
  });
  await sql`UPDATE acara SET batas_konfirmasi = ${new Date(Date.now() + 3600_000).toISOString()},
    tamu_per_wisudawan = 2, kursi_tamu = 4, pintu_masuk = 'Utara, Selatan', denah_baris = 2, denah_kursi = 5
    WHERE id = ${A.acara}`.execute(t.db);
  const s = await t.createUser({ role: 'panitia_wisuda' });
  await t.db.insertInto('user_perguruan_tinggi').values({ user_id: s.id, pt_id: A.pt }).execute();
  staff = s.token!;
  staffB = (await operatorOf(t, B.pt)).token!;
  for (const [name, assigned] of [
    ['checker', true],
    ['stranger', false],
  ] as const) {
    const u = await t.createUser({ role: 'petugas_pintu' });
    await t.db.insertInto('user_perguruan_tinggi').values({ user_id: u.id, pt_id: A.pt }).execute();
    if (assigned)
      await sql`INSERT INTO petugas_checkin (acara_id, user_id) VALUES (${A.acara}, ${u.id})`.execute(t.db);
    if (name === 'checker') checker = u.token!;
    else stranger = u.token!;
  }
  await graduate('7200000101', true, 2);
  await graduate('7200000102', true, 0);
  await graduate('7200000103', false, 0);
  await graduate('7200000104', true, 0);
  expect((await call('POST', `/acara/${A.acara}/lineup`, staff, {})).statusCode).toBe(200);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('a graduate’s pass', () => {
  it('is a signed token naming the acara, the graduates’ entrance and the name only, verified by the public keys', async () => {
    const data = await mine('7200000101');
    expect(data).toMatchObject({
      attending: true,
      granted: 2,
      used: 0,
      pass: { name: 'Wisudawan 7200000101' },
    });
    expect(data.pass.qr).toContain('<svg');
    const verdict = await verifyToken(data.pass.token, await keys());
    expect(verdict).toMatchObject({
      ok: true,
      claims: {
        a: A.acara,
        t: `w${grads['7200000101'].kehadiran}`,
        p: 'wisudawan',
        n: 'Wisudawan 7200000101',
      },
    });
    const body = JSON.parse(Buffer.from(data.pass.token.split('.')[2], 'base64url').toString());
    expect(Object.keys(body).sort()).toEqual(['a', 'n', 'p', 't']);
    const [head, sig] = [data.pass.token.slice(0, -20), data.pass.token.slice(-20)];
    const tampered = `${head}${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect((await verifyToken(tampered, await keys())).ok).toBe(false);
  });

  it('comes in the confirmation mail once the graduate says they attend, not at every later save', async () => {
    const again = await call('PUT', '/me', grads['7200000101'].token, { hadir: true, tamu_diminta: 2 });
    expect(again.statusCode).toBe(200);
    const mails = await t.outbox(grads['7200000101'].email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Wisuda Tiket A');
    const token = await decodeMailQr(mails[0].html!);
    expect(await verifyToken(token, await keys())).toMatchObject({
      ok: true,
      claims: { a: A.acara, p: 'wisudawan', n: 'Wisudawan 7200000101' },
    });
    expect(await t.outbox(grads['7200000103'].email)).toHaveLength(0);
  });

  it('is not given to a graduate who does not attend', async () => {
    expect(await mine('7200000103')).toMatchObject({ attending: false });
    const res = await call('POST', '/me/tickets', grads['7200000103'].token, {
      nama_tamu: 'X',
      email_tamu: 'x@tamu.test',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('guest tickets', () => {
  it('refuses bad input with field errors', async () => {
    const res = await call('POST', '/me/tickets', grads['7200000101'].token, {
      nama_tamu: ' ',
      email_tamu: 'nope',
      bahasa: 'xx',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['bahasa', 'email_tamu', 'nama_tamu']);
  });

  it('sends each granted ticket by mail in the guest’s language, with a QR image and a token that verifies', async () => {
    const who = grads['7200000101'].token;
    for (const [nama_tamu, email_tamu, bahasa] of [
      ['Ibu Sari', 'sari@tamu.test', 'id'],
      ['Jean Dupont', 'jean@tamu.test', 'fr'],
    ])
      expect((await call('POST', '/me/tickets', who, { nama_tamu, email_tamu, bahasa })).statusCode).toBe(
        200,
      );
    const third = await call('POST', '/me/tickets', who, { nama_tamu: 'Tiga', email_tamu: 'tiga@tamu.test' });
    expect(third.statusCode).toBe(422);
    const [mail] = await t.outbox('jean@tamu.test');
    expect(mail.subject).toBe('Votre billet pour Wisuda Tiket A');
    const token = await decodeMailQr(mail.html!);
    expect(mail.text).toContain(`Code du billet: ${token}`);
    const verdict = await verifyToken(token, await keys());
    expect(verdict).toMatchObject({ ok: true, claims: { a: A.acara, p: 'tamu', n: 'Jean Dupont' } });
    expect((await t.outbox('sari@tamu.test'))[0].subject).toBe('Tiket Anda untuk Wisuda Tiket A');
    expect(await mine('7200000101')).toMatchObject({ used: 2 });
  });

  it('revokes and resends until the doors open, only the graduate’s own tickets', async () => {
    const who = grads['7200000101'].token;
    const [sari, jean] = (await mine('7200000101')).tickets;
    const other = await call('POST', `/me/tickets/${sari.id}/revoke`, grads['7200000102'].token);
    expect(other.statusCode).toBe(404);
    const revoked = await call('POST', `/me/tickets/${sari.id}/revoke`, who);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.tickets[0]).toMatchObject({ id: sari.id });
    expect(revoked.json().data.tickets[0].dicabut_pada).toBeTruthy();
    expect(revoked.json().data.tickets[0].token).toBeUndefined();
    expect((await call('POST', `/me/tickets/${jean.id}/resend`, who)).statusCode).toBe(200);
    expect(await t.outbox('jean@tamu.test')).toHaveLength(2);
    await sql`UPDATE acara SET pintu_dibuka = now() - interval '1 minute' WHERE id = ${A.acara}`.execute(
      t.db,
    );
    try {
      const late = await call('POST', `/me/tickets/${jean.id}/resend`, who);
      expect(late.statusCode).toBe(422);
      expect(Object.keys(late.json().errors)).toEqual(['pintu_dibuka']);
      expect((await call('POST', `/me/tickets/${jean.id}/revoke`, who)).statusCode).toBe(422);
    } finally {
      await sql`UPDATE acara SET pintu_dibuka = NULL WHERE id = ${A.acara}`.execute(t.db);
    }
    const audit = await sql<{ action: string }>`SELECT action FROM audit_log WHERE resource = 'tiket'
      AND record_id IN (${String(sari.id)}, ${String(jean.id)}) ORDER BY id`.execute(t.db);
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'create', 'revoke', 'resend']);
  });
});

describe('the waiting list', () => {
  it('grants extra tickets while guest seats remain, to staff of the acara’s university', async () => {
    const ask = await call('PUT', '/me/waiting', grads['7200000102'].token, { jumlah: 3 });
    expect(ask.statusCode, ask.body).toBe(200);
    expect((await call('PUT', '/me/waiting', grads['7200000102'].token, { jumlah: 0 })).statusCode).toBe(422);
    const list = await call('GET', `/acara/${A.acara}/waiting`, staff);
    expect(list.json().data).toMatchObject({
      seats_left: 2,
      rows: [{ nama: 'Wisudawan 7200000102', jumlah: 3 }],
    });
    const id = list.json().data.rows[0].id;
    expect((await call('GET', `/acara/${A.acara}/waiting`, staffB)).statusCode).toBe(404);
    expect((await call('POST', `/antrean/${id}/grant`, checker, { jumlah: 1 })).statusCode).toBe(403);
    const tooMany = await call('POST', `/antrean/${id}/grant`, staff, { jumlah: 3 });
    expect(tooMany.statusCode).toBe(422);
    const granted = await call('POST', `/antrean/${id}/grant`, staff, { jumlah: 2 });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toMatchObject({ seats_left: 0, rows: [{ diberikan: 2, tamu_diberikan: 2 }] });
    expect(await mine('7200000102')).toMatchObject({ granted: 2, waiting: { jumlah: 3, diberikan: 2 } });
  });
});

describe('check-in', () => {
  it('hands a scanner what it needs offline, to the acara’s check-in staff only', async () => {
    const res = await call('GET', `/acara/${A.acara}/checkin/pack`, checker);
    expect(res.statusCode, res.body).toBe(200);
    const pack = res.json().data;
    const [sari, jean] = (await mine('7200000101')).tickets;
    expect(pack.acara.entrances).toEqual(['Utara', 'Selatan']);
    expect(pack.keys.length).toBeGreaterThan(0);
    expect(pack.revoked).toEqual([`g${sari.id}`]);
    expect(pack.roster[`w${grads['7200000101'].kehadiran}`]).toMatchObject({
      n: 'Wisudawan 7200000101',
      k: 'w',
      s: expect.any(String),
    });
    expect(pack.roster[`g${jean.id}`]).toMatchObject({
      n: 'Jean Dupont',
      k: 'g',
      of: 'Wisudawan 7200000101',
    });
    expect((await call('GET', `/acara/${A.acara}/checkin/pack`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/acara/${A.acara}/checkin/pack`, staffB)).statusCode).toBe(404);
    expect((await call('GET', `/acara/${A.acara}/checkin/pack`, grads['7200000101'].token)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/acara/${A.acara}/checkin/pack`, staff)).statusCode).toBe(200);
  });

  it('admits a ticket once: a second scan is flagged on the same phone and across phones, a revoked one refused', async () => {
    const data = await mine('7200000101');
    const pass = data.pass.token;
    const jean = data.tickets[1].token;
    const sariRevoked = await sql<{ id: string }>`SELECT id FROM tiket WHERE nama_tamu = 'Ibu Sari'`.execute(
      t.db,
    );
    expect(sariRevoked.rows).toHaveLength(1);
    const phoneA = await sync(checker, 'phone-A', [
      { id: 'A-1', token: pass, pintu: 'Utara' },
      { id: 'A-2', token: pass, pintu: 'Utara' },
      { id: 'A-3', token: 'WT1.nope.e30.AAAA' },
    ]);
    expect(phoneA.statusCode, phoneA.body).toBe(200);
    expect(statuses(phoneA)).toEqual(['ok', 'twice', 'invalid']);
    const phoneB = await sync(checker, 'phone-B', [
      { id: 'B-1', token: jean, pintu: 'Selatan' },
      { id: 'B-2', token: pass, pintu: 'Selatan' },
    ]);
    expect(statuses(phoneB)).toEqual(['ok', 'twice']);
    expect(phoneB.json().data.results[1].first).toMatchObject({ perangkat: 'phone-A', pintu: 'Utara' });
    const again = await sync(checker, 'phone-B', [{ id: 'B-1', token: jean, pintu: 'Selatan' }]);
    expect(statuses(again)).toEqual(['ok']);
    const rows = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM checkin WHERE acara_id = ${A.acara}`.execute(t.db);
    expect(rows.rows[0].n).toBe(4);
    const pack = (await call('GET', `/acara/${A.acara}/checkin/pack`, checker)).json().data;
    expect(pack.scanned.sort()).toEqual(
      [`g${data.tickets[1].id}`, `w${grads['7200000101'].kehadiran}`].sort(),
    );
    const bad = await call('POST', `/acara/${A.acara}/checkin/sync`, checker, {
      device: 'x',
      scans: [{ id: 1 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['scans']);
  });

  it('counts who is in per entrance and per faculty', async () => {
    const res = await call('GET', `/acara/${A.acara}/checkin/counts`, checker);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      total: 2,
      graduates: 1,
      guests: 1,
      twice: 2,
      expected: { graduates: 3, guests: 1 },
      entrances: expect.arrayContaining([
        { pintu: 'Utara', graduates: 1, guests: 0 },
        { pintu: 'Selatan', graduates: 0, guests: 1 },
      ]),
      faculties: [{ fakultas: 'Fakultas Tiket A', graduates: 1, guests: 1, expected: 3 }],
    });
    const audit = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM audit_log WHERE resource = 'checkin'`.execute(t.db);
    expect(audit.rows[0].n).toBe(2);
  });
});

describe('signing keys', () => {
  it('rotate: tokens of the old key verify until it is retired, only for staff who reach every university', async () => {
    const old = (await mine('7200000102')).pass.token;
    const oldKid = parseToken(old)!.kid;
    expect((await call('POST', '/keys/rotate', staff)).statusCode).toBe(404);
    const rotated = await call('POST', '/keys/rotate', t.admin.token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = (await mine('7200000102')).pass.token;
    expect(parseToken(fresh)!.kid).toBe(rotated.json().data.kid);
    expect((await keys()).map((k) => k.kid)).toEqual([rotated.json().data.kid, oldKid]);
    expect((await verifyToken(old, await keys())).ok).toBe(true);
    expect(statuses(await sync(checker, 'phone-C', [{ id: 'C-1', token: old }]))).toEqual(['ok']);
    expect((await call('POST', `/keys/${oldKid}/retire`, t.admin.token)).statusCode).toBe(200);
    expect((await verifyToken(old, await keys())).ok).toBe(false);
    expect(statuses(await sync(checker, 'phone-C', [{ id: 'C-2', token: old }]))).toEqual(['invalid']);
    expect(statuses(await sync(checker, 'phone-C', [{ id: 'C-3', token: fresh }]))).toEqual(['twice']);
  });
});

describe('the installable scanner', () => {
  it('admits a ticket once when phones sync it at the same moment, and answers a resent scan as before', async () => {
    const pass = (await mine('7200000104')).pass.token;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sync(checker, `door-${i}`, [{ id: `same-${i}`, token: pass }])),
    );
    const all = answers.map((a) => statuses(a)[0]).sort();
    expect(all).toEqual(['ok', ...Array<string>(7).fill('twice')]);
    const first = answers.find((a) => statuses(a)[0] === 'ok')!;
    const resent = answers.find((a) => statuses(a)[0] === 'twice')!;
    const resentId = resent.json().data.results[0].id as string;
    const again = await sync(checker, 'door-x', [{ id: resentId, token: pass }]);
    expect(statuses(again)).toEqual(['twice']);
    expect(again.json().data.results[0].first.perangkat).toBe(`door-${answers.indexOf(first)}`);
    const rows = await sql<{ admitted: number; flagged: number }>`SELECT
        count(*) FILTER (WHERE NOT ganda)::int AS admitted, count(*) FILTER (WHERE ganda)::int AS flagged
      FROM checkin WHERE acara_id = ${A.acara} AND scan_id LIKE 'same-%'`.execute(t.db);
    expect(rows.rows[0]).toEqual({ admitted: 1, flagged: 7 });
  });

  it('serves a manifest and a service worker allowed to control the scanner’s page only', async () => {
    const manifest = await call('GET', '/scanner.webmanifest');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      start_url: '/menu/pemindai',
      scope: '/menu/pemindai',
      display: 'standalone',
    });
    const worker = await call('GET', '/scanner-sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('text/javascript');
    expect(worker.headers['service-worker-allowed']).toBe('/menu/pemindai');
    expect(worker.body).toContain("addEventListener('fetch'");
  });
});

describe('the public ticket endpoints', () => {
  it('show a valid ticket’s QR code and throttle each address', async () => {
    const pass = (await mine('7200000102')).pass.token;
    const svg = await call('GET', `/ticket.svg?t=${encodeURIComponent(pass)}`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect((await call('GET', '/ticket.svg?t=WT1.x.y.z')).statusCode).toBe(404);
    let last = 0;
    for (let i = 0; i < 40 && last !== 429; i++) last = (await call('GET', '/keys')).statusCode;
    expect(last).toBe(429);
  });
});
