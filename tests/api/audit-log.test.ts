/**
 * The audit log's read endpoint (server/audit): newest first, paged, filtered; held by auditLog.view
 * (the Administrator's in the seed); the company's staff read every entry, a university's operator
 * only those about records of their university: never one about PT B's record, nor a global
 * resource's, and a two-university account's snapshot shows them their own university only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const LOG = '/api/audit-log';
let t: TestApp;
const pts = {} as Record<'A' | 'B', number>;
const mhs = {} as Record<'A' | 'B', number>;
const tokens = {} as Record<'opA' | 'company', string>;
let both: number;

type Entry = {
  id: number;
  resource: string;
  record_id: string | null;
  action: string;
  user_id: number | null;
  user_name: string | null;
  after: Record<string, unknown> | null;
};
const get = (who: 'opA' | 'company', url: string) =>
  t.app.inject({ method: 'GET', url, headers: t.auth(tokens[who]) });
const entries = async (who: 'opA' | 'company', filter: object = {}, extra = '') => {
  const res = await get(
    who,
    `${LOG}?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { rows: (res.json() as { data: Entry[] }).data, res };
};
const about = (rows: Entry[], resource: string, id: number) =>
  rows.filter((e) => e.resource === resource && e.record_id === String(id));

beforeAll(async () => {
  t = await createTestApp();
  tokens.company = t.admin.token;
  const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: t.auth(t.admin.token) });
  for (const k of ['A', 'B'] as const) {
    const pt = await admin('POST', '/data-induk/pt/pt', {
      kode_pt: k === 'A' ? '081001' : '081002',
      nama: `Universitas Log ${k}`,
    });
    expect(pt.statusCode, pt.body).toBe(200);
    pts[k] = pt.json().data.id;
    const m = await admin('POST', '/mahasiswa/mahasiswa', {
      pt_id: pts[k],
      nim: k === 'A' ? '2026810001' : '2026810002',
      nama: `Mahasiswa Log ${k}`,
    });
    expect(m.statusCode, m.body).toBe(200);
    mhs[k] = m.json().data.id;
    expect(
      (await admin('PUT', `/mahasiswa/mahasiswa/${mhs[k]}`, { nama: `Mahasiswa Log ${k} Diubah` }))
        .statusCode,
    ).toBe(200);
  }
  const op = await t.createUser({ role: 'Administrator' });
  await t.db.insertInto('user_perguruan_tinggi').values({ user_id: op.id, pt_id: pts.A }).execute();
  tokens.opA = op.token!;
  const u = await admin('POST', '/setting/users/user', {
    name: 'Staf Dua Kampus',
    email: 'staf.dua@kampus.test',
    password: 'Staf-Dua-Kampus-2026',
    pt_ids: [pts.A, pts.B],
  });
  expect(u.statusCode, u.body).toBe(200);
  both = u.json().data.id;
  expect(
    (await admin('POST', '/setting/users/role', { name: 'peran_log', description: 'Peran' })).statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('the audit log', () => {
  it('gives the company’s staff every entry, newest first, with the total', async () => {
    const { rows, res } = await entries('company');
    expect(about(rows, 'mahasiswa', mhs.A).map((e) => e.action)).toEqual(['update', 'create']);
    expect(about(rows, 'mahasiswa', mhs.B).map((e) => e.action)).toEqual(['update', 'create']);
    expect(rows.some((e) => e.resource === 'role')).toBe(true);
    const ids = rows.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(res.headers['content-range']).toMatch(
      new RegExp(`^audit-log 0-${rows.length - 1}/${rows.length}$`),
    );
    expect(about(rows, 'mahasiswa', mhs.A)[0].user_name).toBeTruthy();
    const one = await get('company', `${LOG}/${about(rows, 'mahasiswa', mhs.B)[0].id}`);
    expect(one.statusCode).toBe(200);
  });

  it('filters by resource, record, writer, action and date; a malformed filter is a 400 naming it', async () => {
    const { rows } = await entries('company', {
      resource: 'mahasiswa',
      record_id: String(mhs.A),
      action: 'create',
    });
    expect(rows.map((e) => [e.resource, e.record_id, e.action])).toEqual([
      ['mahasiswa', String(mhs.A), 'create'],
    ]);
    const admin = rows[0].user_id!;
    expect((await entries('company', { user_id: admin })).rows.length).toBeGreaterThan(4);
    expect((await entries('company', { created_at_gte: '2999-01-01' })).rows).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries('company', { created_at_lte: today, resource: 'mahasiswa' })).rows.length).toBe(4);
    const oldest = await entries('company', {}, `&sort=${encodeURIComponent('["id","ASC"]')}`);
    expect(oldest.rows[0].id).toBeLessThan(oldest.rows.at(-1)!.id);
    for (const [filter, field] of [
      [{ created_at_gte: 'kemarin' }, 'created_at_gte'],
      [{ record_id: 'x' }, 'record_id'],
      [{ nama: 'x' }, 'nama'],
    ] as const) {
      const res = await get('company', `${LOG}?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect((await get('company', `${LOG}?range=[0,500]`)).statusCode).toBe(400);
  });

  it('shows the operator of PT A entries about PT A records only, never one about PT B', async () => {
    const { rows } = await entries('opA');
    expect(about(rows, 'mahasiswa', mhs.A).map((e) => e.action)).toEqual(['update', 'create']);
    expect(about(rows, 'mahasiswa', mhs.B)).toEqual([]);
    expect(about(rows, 'perguruanTinggi', pts.B)).toEqual([]);
    expect(about(rows, 'perguruanTinggi', pts.A).length).toBe(1);
    expect(rows.some((e) => e.resource === 'role')).toBe(false);
    expect(JSON.stringify(rows)).not.toContain('Log B');
    const asked = await entries('opA', { resource: 'mahasiswa', record_id: String(mhs.B) });
    expect(asked.rows).toEqual([]);
    expect(asked.res.headers['content-range']).toMatch(/\/0$/);
    const company = await entries('company', { resource: 'mahasiswa', record_id: String(mhs.B) });
    for (const e of company.rows) expect((await get('opA', `${LOG}/${e.id}`)).statusCode).toBe(404);
    expect((await get('opA', `${LOG}/${about(rows, 'mahasiswa', mhs.A)[0].id}`)).statusCode).toBe(200);
  });

  it("cuts a two-university account's snapshot to the operator's university, and names no company writer", async () => {
    const [entry] = (await entries('opA', { resource: 'user', record_id: String(both) })).rows;
    expect(entry.after?.pt_ids).toEqual([pts.A]);
    expect(entry.user_id).toBeNull();
    expect(entry.user_name).toBeNull();
    const [full] = (await entries('company', { resource: 'user', record_id: String(both) })).rows;
    expect(full.after?.pt_ids).toEqual([pts.A, pts.B].sort((a, b) => a - b));
  });

  it('is refused without auditLog.view; the Administrator holds it', async () => {
    const student = await t.createUser();
    const res = await t.app.inject({ method: 'GET', url: LOG, headers: t.auth(student.token!) });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: LOG })).statusCode).toBe(401);
    const me = await get('company', '/api/auth/me');
    expect(me.json().data.permissions).toContain('auditLog.view');
  });
});
