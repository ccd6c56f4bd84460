/**
 * The stage (plugins/ceremony, server/stage*.ts) on a real app and database: a graduate's pass or a
 * search records the called time; out of the line-up's order is fine; a graduate called twice keeps
 * both calls, the later winning until staff choose another; permissions, university scope and audit
 * hold; the reader's live stream (server-sent events) delivers a scan.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { makeUniversity, type University } from './tenancy-fixtures';

const BASE = '/api/plugins/ceremony';
let t: TestApp;
let A: University;
let B: University;
let stage: string;
let checker: string;
let base: string;
const grads: Record<string, { token: string; mahasiswaId: number; kehadiran: number; pass: string }> = {};

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: BASE + url,
    headers: token ? t.auth(token) : {},
    ...(payload ? { payload } : {}),
  });
const callOf = (token: string, body: object) => call('POST', `/acara/${A.acara}/stage/calls`, token, body);

async function graduate(nim: string, nama: string) {
  const u = await t.createMahasiswaUser({
    pt_id: A.pt,
    nim,
    name: nama,
    acara_id: A.acara,
    fakultas_id: A.fak,
    prodi_id: A.prodi,
  });
  await sql`UPDATE mahasiswa SET nama = ${nama} WHERE id = ${u.mahasiswaId}`.execute(t.db);
  const res = await call('PUT', '/me', u.token!, { hadir: true, tamu_diminta: 0, ejaan: `${nama}-ejaan` });
  expect(res.statusCode, res.body).toBe(200);
  const pass = (await call('GET', '/me/tickets', u.token!)).json().data.pass.token as string;
  grads[nim] = { token: u.token!, mahasiswaId: u.mahasiswaId, kehadiran: res.json().data.record.id, pass };
}

beforeAll(async () => {
  // the streams' heartbeat, which also ends those of signed-out sessions
  process.env.STAGE_HEARTBEAT_MS = '100';
  t = await createTestApp();
  delete process.env.STAGE_HEARTBEAT_MS;
  A = await makeUniversity(t, {
    name: 'Panggung A',
    kode_pt: '073001',
    nim: '7300000001',
    tanggal: '2099-03-01',
  });
  B = await makeUniversity(t, {
    name: 'Panggung B',
    kode_pt: '073002',
    nim: '7300000002',
    tanggal: '2099-03-01',
  });
  await sql`UPDATE acara SET batas_konfirmasi = ${new Date(Date.now() + 3600_000).toISOString()}
    WHERE id = ${A.acara}`.execute(t.db);
  const s = await t.createUser({ role: 'petugas_panggung' });
  await t.db.insertInto('user_perguruan_tinggi').values({ user_id: s.id, pt_id: A.pt }).execute();
  stage = s.token!;
  const c = await t.createUser({ role: 'petugas_pintu' });
  await t.db.insertInto('user_perguruan_tinggi').values({ user_id: c.id, pt_id: A.pt }).execute();
  checker = c.token!;
  await graduate('7300000101', 'Ayu Lestari');
  await graduate('7300000102', 'Budi Santoso');
  await graduate('7300000103', 'Citra Dewi');
  await graduate('7300000104', 'Dimas Pratama');
  await graduate('7300000105', 'Eka Putri');
  const admin = await t.createUser({ role: 'panitia_wisuda' });
  await t.db.insertInto('user_perguruan_tinggi').values({ user_id: admin.id, pt_id: A.pt }).execute();
  expect((await call('POST', `/acara/${A.acara}/lineup`, admin.token!, {})).statusCode).toBe(200);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('calling a graduate on stage', () => {
  it('records the time from a pass, and shows the reader the name, pronunciation and the next three', async () => {
    const before = Date.now();
    const res = await callOf(stage, { token: grads['7300000101'].pass });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.graduate).toMatchObject({
      nama: 'Ayu Lestari',
      ejaan: 'Ayu Lestari-ejaan',
      nim: '7300000101',
    });
    expect(data.call.source).toBe('scan');
    expect(Date.parse(data.call.called_at)).toBeGreaterThanOrEqual(before - 1000);
    const state = (await call('GET', `/acara/${A.acara}/stage`, stage)).json().data;
    expect(state.current).toMatchObject({ nama: 'Ayu Lestari', recording: false });
    expect(state.next.map((g: { nim: string }) => g.nim)).toEqual(['7300000102', '7300000103', '7300000104']);
    const { rows } = await sql<{ action: string }>`SELECT action FROM audit_log
      WHERE resource = 'stageCall' AND record_id = ${String(data.call.id)}`.execute(t.db);
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });

  it('takes the approved stage name, and a search when the pass is forgotten, out of the line-up’s order', async () => {
    await sql`UPDATE kehadiran SET nama_panggung = 'Dr. Dimas', nama_panggung_disetujui = true
      WHERE id = ${grads['7300000104'].kehadiran}`.execute(t.db);
    const found = (await call('GET', `/acara/${A.acara}/stage/search?q=dimas`, stage)).json().data;
    expect(found.map((g: { nim: string }) => g.nim)).toEqual(['7300000104']);
    expect((await call('GET', `/acara/${A.acara}/stage/search?q=730000010`, stage)).json().data).toHaveLength(
      5,
    );
    const res = await callOf(stage, { kehadiran_id: found[0].kehadiran_id });
    expect(res.json().data.call.source).toBe('search');
    const state = (await call('GET', `/acara/${A.acara}/stage`, stage)).json().data;
    expect(state.current).toMatchObject({ nama: 'Dr. Dimas' });
    // after the one on stage, the next of the line-up not called yet
    expect(state.next.map((g: { nim: string }) => g.nim)).toEqual(['7300000105']);
    expect(state.called).toBe(2);
  });

  it('keeps both calls of a graduate called twice, the later winning, until staff choose the earlier', async () => {
    const first = (await callOf(stage, { kehadiran_id: grads['7300000102'].kehadiran })).json().data.call;
    const second = (await callOf(stage, { token: grads['7300000102'].pass })).json().data;
    expect(second.calls.map((c: { id: number; superseded: boolean }) => [c.id, c.superseded])).toEqual([
      [first.id, true],
      [second.call.id, false],
    ]);
    const chosen = await call('POST', `/stage/calls/${first.id}/choose`, stage);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const calls = (
      await call('GET', `/acara/${A.acara}/stage/calls/${grads['7300000102'].mahasiswaId}`, stage)
    ).json().data;
    expect(calls).toMatchObject([
      { id: first.id, superseded: false, corrected_by: expect.any(Number) },
      { id: second.call.id, superseded: true, corrected_by: null },
    ]);
    const { rows } = await sql<{ action: string }>`SELECT action FROM audit_log
      WHERE resource = 'stageCall' AND record_id = ${String(first.id)} ORDER BY id`.execute(t.db);
    expect(rows.map((r) => r.action)).toEqual(['create', 'correct']);
  });

  it('offers the reader the graduate’s recorded name when there is one', async () => {
    const voice = Buffer.concat([Buffer.from('1A45DFA3', 'hex'), Buffer.alloc(400, 7)]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/me/rekaman`,
      headers: { ...t.auth(grads['7300000101'].token), 'content-type': 'audio/webm' },
      payload: voice,
    });
    expect(put.statusCode, put.body).toBe(200);
    await callOf(stage, { token: grads['7300000101'].pass });
    const state = (await call('GET', `/acara/${A.acara}/stage`, stage)).json().data;
    expect(state.current).toMatchObject({ nama: 'Ayu Lestari', recording: true });
    const heard = await call(
      'GET',
      `/acara/${A.acara}/stage/rekaman/${grads['7300000101'].kehadiran}`,
      stage,
    );
    expect(heard.json().data.rekaman).toBe(`data:audio/webm;base64,${voice.toString('base64')}`);
    const none = await call('GET', `/acara/${A.acara}/stage/rekaman/${grads['7300000103'].kehadiran}`, stage);
    expect(none.json().data.rekaman).toBeNull();
    expect(
      (await call('GET', `/acara/${A.acara}/stage/rekaman/${grads['7300000101'].kehadiran}`, checker))
        .statusCode,
    ).toBe(403);
  });

  it('refuses bad input with field errors', async () => {
    const bad = await callOf(stage, { token: 'WT1.x.y.z' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('token');
    const none = await callOf(stage, {});
    expect(none.statusCode).toBe(422);
    const absent = await callOf(stage, { kehadiran_id: 999999 });
    expect(absent.statusCode).toBe(422);
    expect(absent.json().errors).toHaveProperty('kehadiran_id');
    expect((await call('GET', `/acara/${A.acara}/stage/search?q=a`, stage)).statusCode).toBe(422);
  });
});

describe('who may', () => {
  it('writes calls through the stage routes only: the generic create writes no call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stageCall',
      headers: t.auth(stage),
      payload: {
        acara_id: A.acara,
        mahasiswa_id: grads['7300000105'].mahasiswaId,
        called_at: new Date(),
        source: 'scan',
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    const { rows } =
      await sql`SELECT 1 FROM stage_call WHERE mahasiswa_id = ${grads['7300000105'].mahasiswaId}`.execute(
        t.db,
      );
    expect(rows).toHaveLength(0);
  });

  it('refuses a caller without the stage permission, and another university’s staff', async () => {
    expect((await callOf(checker, { token: grads['7300000101'].pass })).statusCode).toBe(403);
    expect((await call('GET', `/acara/${A.acara}/stage`, checker)).statusCode).toBe(403);
    expect((await callOf(grads['7300000101'].token, { token: grads['7300000101'].pass })).statusCode).toBe(
      403,
    );
    expect((await callOf(undefined as unknown as string, {})).statusCode).toBe(401);
    const stageB = await t.createUser({ role: 'petugas_panggung' });
    await t.db.insertInto('user_perguruan_tinggi').values({ user_id: stageB.id, pt_id: B.pt }).execute();
    expect((await callOf(stageB.token!, { token: grads['7300000101'].pass })).statusCode).toBe(404);
    expect((await call('GET', `/acara/${A.acara}/stage/events`, stageB.token!)).statusCode).toBe(404);
    const last = (await call('GET', `/acara/${A.acara}/stage`, stage)).json().data.current;
    expect((await call('POST', `/stage/calls/${last.id}/choose`, stageB.token!)).statusCode).toBe(404);
  });
});

/** Reads server-sent events from `res` until `until` holds for one, answering it. */
async function nextEvent(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  buffer: { text: string },
  until: (data: { current: { nama: string } | null }) => boolean,
) {
  const decoder = new TextDecoder();
  for (;;) {
    let at: number;
    while ((at = buffer.text.indexOf('\n\n')) >= 0) {
      const block = buffer.text.slice(0, at);
      buffer.text = buffer.text.slice(at + 2);
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      if (!data) continue;
      const parsed = JSON.parse(data);
      if (until(parsed)) return parsed;
    }
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buffer.text += decoder.decode(value, { stream: true });
  }
}

describe('the reader’s live screen', () => {
  it('gets the state at once, then each scan as it is recorded', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}${BASE}/acara/${A.acara}/stage/events`, {
      headers: { ...t.auth(stage), accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const buffer = { text: '' };
    const first = await nextEvent(reader, buffer, () => true);
    expect(first.current).not.toBeNull();
    expect((await callOf(stage, { token: grads['7300000103'].pass })).statusCode).toBe(200);
    const live = await nextEvent(reader, buffer, (d) => d.current?.nama === 'Citra Dewi');
    expect(live.current).toMatchObject({ nim: '7300000103', fakultas: expect.any(String) });
    controller.abort();
  });

  it('follows a call another server process wrote, through the database’s change feed', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}${BASE}/acara/${A.acara}/stage/events`, {
      headers: t.auth(stage),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const buffer = { text: '' };
    await nextEvent(reader, buffer, () => true);
    // written as another process would: straight into the table, this process never told
    await sql`INSERT INTO stage_call (acara_id, mahasiswa_id, called_at, source)
      VALUES (${A.acara}, ${grads['7300000105'].mahasiswaId}, now(), 'scan')`.execute(t.db);
    const live = await nextEvent(reader, buffer, (d) => d.current?.nama === 'Eka Putri');
    expect(live.called).toBe(5);
    controller.abort();
  });

  it('ends a stream whose session is signed out, after a heartbeat', async () => {
    const s = await t.createUser({ role: 'petugas_panggung' });
    await t.db.insertInto('user_perguruan_tinggi').values({ user_id: s.id, pt_id: A.pt }).execute();
    const res = await fetch(`${base}${BASE}/acara/${A.acara}/stage/events`, { headers: t.auth(s.token!) });
    const reader = res.body!.getReader();
    const buffer = { text: '' };
    await nextEvent(reader, buffer, () => true);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.auth(s.token!) });
    expect(out.statusCode).toBeLessThan(300);
    await expect(nextEvent(reader, buffer, () => false)).rejects.toThrow('stream ended');
  });

  it('refuses a stream to a caller without the permission', async () => {
    const res = await fetch(`${base}${BASE}/acara/${A.acara}/stage/events`, { headers: t.auth(checker) });
    expect(res.status).toBe(403);
  });
});
