/**
 * Bulk delete `DELETE /api<apiPath>?filter={"id":[...]}`: all or none in one transaction, with the
 * single delete's permission, 404/409 answers, audit entries, hooks, list totals and caller cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsOf } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: { authorization: string };
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const FAK = '/data-induk/pt/fakultas';

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload: payload as Record<string, unknown>, headers });
const bulkDelete = (path: string, ids: unknown, headers = admin) =>
  api('DELETE', `${path}?filter=${enc({ id: ids })}`, undefined, headers);

async function make(path: string, body: Record<string, unknown>): Promise<number> {
  const res = await api('POST', path, body);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.body}`);
  return res.json().data.id;
}

const exists = async (table: 'fakultas' | 'users' | 'roles', ids: number[]) =>
  (await t.db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => Number(r.id));

const deletes = async (resource: string, ids: number[]) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select('record_id')
      .where('action', '=', 'delete')
      .where('resource', '=', resource)
      .where(
        'record_id',
        'in',
        ids.map((i) => String(i)),
      )
      .execute()
  ).map((r) => Number(r.record_id));

let pt: number;

beforeAll(async () => {
  // a caller cache, so the test sees that deleting users clears it
  t = await createTestApp({ config: { callerCacheMs: 60_000 } });
  admin = t.auth(t.admin.token);
  pt = await make('/data-induk/pt/pt', { kode_pt: '004001', nama: 'Universitas Hapus' });
});
afterAll(async () => {
  await t?.close();
});

describe('bulk delete', () => {
  it('deletes every listed record in one go, with an audit entry each and fresh list totals', async () => {
    const ids = [
      await make(FAK, { pt_id: pt, nama: 'Fakultas Satu' }),
      await make(FAK, { pt_id: pt, nama: 'Fakultas Dua' }),
      await make(FAK, { pt_id: pt, nama: 'Fakultas Tiga' }),
    ];
    const keep = await make(FAK, { pt_id: pt, nama: 'Fakultas Tetap' });
    // a one-row page needs the count, which is then cached
    const listed = await api('GET', `${FAK}?filter=${enc({ pt_id: pt })}&range=${enc([0, 0])}`);
    expect(listed.headers['content-range']).toBe('fakultas 0-0/4');

    const res = await bulkDelete(FAK, [ids[2], ids[0], ids[1], ids[0]]);
    expect(res.statusCode, res.body).toBe(200);
    expect([...res.json().data].sort()).toEqual([...ids].sort());
    expect(await exists('fakultas', [...ids, keep])).toEqual([keep]);
    expect((await deletes('fakultas', ids)).sort()).toEqual([...ids].sort());

    const after = await api('GET', `${FAK}?filter=${enc({ pt_id: pt })}&range=${enc([0, 0])}`);
    expect(after.headers['content-range']).toBe('fakultas 0-0/1');
  });

  it('one still-referenced record refuses the whole batch (409 naming it) and deletes nothing', async () => {
    const free1 = await make(FAK, { pt_id: pt, nama: 'Fakultas Bebas' });
    const used = await make(FAK, { pt_id: pt, nama: 'Fakultas Terpakai' });
    const free2 = await make(FAK, { pt_id: pt, nama: 'Fakultas Bebas Lagi' });
    await make('/data-induk/pt/ps', { pt_id: pt, fakultas_id: used, nama: 'Teknik Sipil', jenjang: 'S1' });
    await make('/data-induk/pt/ps', { pt_id: pt, fakultas_id: used, nama: 'Arsitektur', jenjang: 'S1' });

    const res = await bulkDelete(FAK, [free1, used, free2]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Faculty "Fakultas Terpakai" (id ${used}) is still referenced by Study program (2 records). Remove or change those first.`,
    );
    expect((await exists('fakultas', [free1, used, free2])).sort()).toEqual([free1, used, free2].sort());
    expect(await deletes('fakultas', [free1, used, free2])).toEqual([]);

    // the single delete keeps its own wording
    const single = await api('DELETE', `${FAK}/${used}`);
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toMatch(/^This record is still referenced by Study program \(2 records\)/);
  });

  it('a missing id answers 404 and deletes nothing', async () => {
    const a = await make(FAK, { pt_id: pt, nama: 'Fakultas Ada' });
    const res = await bulkDelete(FAK, [a, 99999999]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/99999999/);
    expect(await exists('fakultas', [a])).toEqual([a]);
  });

  it('runs the hooks and built-in checks for every row: nothing is deleted when one refuses', async () => {
    const role = await make('/setting/users/role', { name: 'Role Sementara' });
    const builtin = await t.db.selectFrom('roles').select('id').where('is_builtin', '=', true).execute();
    const res = await bulkDelete('/setting/users/role', [role, Number(builtin[0].id)]);
    expect(res.statusCode).toBe(409);
    expect(await exists('roles', [role])).toEqual([role]);

    const other = await t.createUser({ role: 'Administrator' });
    const self = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', t.admin.email)
      .executeTakeFirstOrThrow();
    const own = await bulkDelete('/setting/users/user', [other.id, Number(self.id)]);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/your own account/);
    expect(await exists('users', [other.id])).toEqual([other.id]);
  });

  it('deleting users ends their sessions at once (the caller cache is cleared)', async () => {
    const a = await t.createUser({ role: 'Administrator' });
    const b = await t.createUser();
    const asA = t.auth(a.token!);
    expect((await api('GET', '/auth/me', undefined, asA)).statusCode).toBe(200);
    const res = await bulkDelete('/setting/users/user', [a.id, b.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await api('GET', '/auth/me', undefined, asA)).statusCode).toBe(401);
    expect((await deletes('user', [a.id, b.id])).sort()).toEqual([a.id, b.id].sort());
  });

  it('refuses students (403) and anonymous callers (401), deleting nothing', async () => {
    const a = await make(FAK, { pt_id: pt, nama: 'Fakultas Dijaga' });
    const student = await t.createMahasiswaUser({ pt_id: pt });
    expect((await bulkDelete(FAK, [a], t.auth(student.token!))).statusCode).toBe(403);
    expect((await bulkDelete(FAK, [a], {} as { authorization: string })).statusCode).toBe(401);
    expect(await exists('fakultas', [a])).toEqual([a]);
  });

  it('answers 400 for a missing, malformed, empty or too long id list', async () => {
    const a = await make(FAK, { pt_id: pt, nama: 'Fakultas Utuh' });
    const bad = [
      '',
      `?filter=`,
      `?filter=${encodeURIComponent('{"id":[1')}`,
      `?filter=${enc([a])}`,
      `?filter=${enc({})}`,
      `?filter=${enc({ id: a })}`,
      `?filter=${enc({ id: [] })}`,
      `?filter=${enc({ id: [a], pt_id: pt })}`,
      `?filter=${enc({ id: [0] })}`,
      `?filter=${enc({ id: [-1] })}`,
      `?filter=${enc({ id: [1.5] })}`,
      `?filter=${enc({ id: ['x'] })}`,
      `?filter=${enc({ id: [null] })}`,
      `?filter=${enc({ id: Array.from({ length: 1001 }, (_, i) => i + 1) })}`,
    ];
    for (const query of bad) {
      const res = await api('DELETE', `${FAK}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
    expect(await exists('fakultas', [a])).toEqual([a]);
    // ids as digit strings are fine (react-admin may hold them so)
    expect((await bulkDelete(FAK, [String(a)])).statusCode).toBe(200);
  });

  it('is in the OpenAPI document for every collection resource that may be deleted', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const def of RESOURCES.filter((r) => !r.singleton && r.apiPath && actionsOf(r).includes('delete'))) {
      const op = doc.paths[`/api${def.apiPath}`].delete;
      expect(op, def.name).toBeDefined();
      expect(op.parameters.map((p: { name: string }) => p.name)).toContain('filter');
    }
  });
});
