/**
 * Accounts in a university's space (docs/tenancy.md, "Who belongs where"): an account belongs to the
 * universities it is bound to and to its student record's, so a university's operator sees and
 * manages its students' accounts and never another's; an account of two universities shows an
 * operator of one only that one's id, through every read, and keeps the other's binding whatever
 * that operator sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { RESOURCES } from '../../domain/resources';
import { compileModel } from '../../server/crud/model';
import { saveLinks } from '../../server/crud/queries';
import { createTestApp, type TestApp } from './helpers';

const PATH = '/api/setting/users/user';
let t: TestApp;
const pts = {} as Record<'A' | 'B', number>;
const tokens = {} as Record<'opA' | 'opB', string>;
/** A student account of each university (no binding), and an account bound to both. */
const students = {} as Record<'A' | 'B', number>;
let both: number;

const call = (
  who: 'opA' | 'opB' | 'company',
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: t.auth(who === 'company' ? t.admin.token : tokens[who]),
  });
const ids = (body: string) => (JSON.parse(body) as { data: { id: number }[] }).data.map((r) => r.id);
const ptIdsOf = async (userId: number) =>
  (
    await sql<{
      pt_id: number;
    }>`SELECT pt_id FROM user_perguruan_tinggi WHERE user_id = ${userId} ORDER BY pt_id`.execute(t.db)
  ).rows.map((r) => Number(r.pt_id));

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['A', 'B'] as const) {
    const pt = await t.db
      .insertInto('perguruan_tinggi')
      .values({ kode_pt: k === 'A' ? '079001' : '079002', nama: `Universitas Akun ${k}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    pts[k] = pt.id;
    const op = await t.createUser({ role: 'Administrator' });
    await t.db.insertInto('user_perguruan_tinggi').values({ user_id: op.id, pt_id: pt.id }).execute();
    tokens[k === 'A' ? 'opA' : 'opB'] = op.token!;
    const student = await t.createMahasiswaUser({
      pt_id: pt.id,
      nim: k === 'A' ? '2026790001' : '2026790002',
    });
    students[k] = student.id;
  }
  const u = await t.createUser({ role: 'Administrator' });
  await t.db
    .insertInto('user_perguruan_tinggi')
    .values([
      { user_id: u.id, pt_id: pts.A },
      { user_id: u.id, pt_id: pts.B },
    ])
    .execute();
  both = u.id;
});
afterAll(async () => {
  await t?.close();
});

describe("a university's student accounts", () => {
  it('are listed, offered and read by their own university’s operator only', async () => {
    const listA = await call('opA', 'GET', `${PATH}?range=[0,999]`);
    expect(listA.statusCode).toBe(200);
    expect(ids(listA.body)).toContain(students.A);
    expect(ids(listA.body)).not.toContain(students.B);
    const listB = await call('opB', 'GET', `${PATH}?range=[0,999]`);
    expect(ids(listB.body)).toContain(students.B);
    expect(ids(listB.body)).not.toContain(students.A);
    expect(ids((await call('opA', 'GET', `${PATH}/getoption`)).body)).toContain(students.A);
    expect(ids((await call('opA', 'GET', `${PATH}/getoption`)).body)).not.toContain(students.B);
    expect((await call('opA', 'GET', `${PATH}/${students.A}`)).statusCode).toBe(200);
    expect((await call('opA', 'GET', `${PATH}/${students.B}`)).statusCode).toBe(404);
  });

  it('are managed (deactivated, activated, the form sent back whole) by their own university’s operator only', async () => {
    const off = await call('opA', 'PUT', `${PATH}/${students.A}`, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.is_active).toBe(false);
    // The edit form sends the whole record back: a student account has no binding, and needs none.
    const form = await call('opA', 'PUT', `${PATH}/${students.A}`, { is_active: true, pt_ids: [] });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data).toMatchObject({ is_active: true, pt_ids: [] });
    expect((await call('opA', 'PUT', `${PATH}/${students.B}`, { is_active: false })).statusCode).toBe(404);
    expect((await call('opA', 'DELETE', `${PATH}/${students.B}`)).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('users')
      .select('is_active')
      .where('id', '=', students.B)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(true);
  });

  it('an account bound to none of the operator’s universities and no student of theirs is still refused', async () => {
    const made = await call('opA', 'PUT', `${PATH}/${both}`, { pt_ids: [pts.A] });
    expect(made.statusCode).toBe(404);
    // Unbinding their own staff from their only university would make it the company's: 422.
    const staff = await t.createUser({ role: 'Administrator' });
    await t.db.insertInto('user_perguruan_tinggi').values({ user_id: staff.id, pt_id: pts.A }).execute();
    const unbound = await call('opA', 'PUT', `${PATH}/${staff.id}`, { pt_ids: [] });
    expect(unbound.statusCode).toBe(422);
    expect(Object.keys(unbound.json().errors)).toEqual(['pt_ids']);
    expect(await ptIdsOf(staff.id)).toEqual([pts.A]);
  });
});

describe('an account of two universities', () => {
  it('shows the operator of one only that one, in the list, the record, an export and a filter', async () => {
    const pick = (body: string) =>
      (JSON.parse(body) as { data: { id: number; pt_ids: number[] }[] }).data.find((r) => r.id === both);
    const list = await call(
      'opA',
      'GET',
      `${PATH}?range=[0,9]&filter=${encodeURIComponent(JSON.stringify({ id: [both] }))}`,
    );
    expect(pick(list.body)?.pt_ids).toEqual([pts.A]);
    // An export asks for everything at once (past the list cache's page size).
    const all = await call('opA', 'GET', `${PATH}?range=[0,999]`);
    expect(pick(all.body)?.pt_ids).toEqual([pts.A]);
    const one = await call('opA', 'GET', `${PATH}/${both}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.pt_ids).toEqual([pts.A]);
    const byB = await call(
      'opA',
      'GET',
      `${PATH}?filter=${encodeURIComponent(JSON.stringify({ pt_ids: [pts.B] }))}`,
    );
    expect(ids(byB.body)).not.toContain(both);
    for (const body of [list.body, all.body, one.body])
      expect(body).not.toMatch(new RegExp(`"pt_ids":\\[[^\\]]*\\b${pts.B}\\b`));
    const company = await call('company', 'GET', `${PATH}/${both}`);
    expect(company.json().data.pt_ids).toEqual([pts.A, pts.B].sort((a, b) => a - b));
  });

  it('is not changed by the operator of one, and keeps its other binding', async () => {
    for (const body of [
      { pt_ids: [pts.A] },
      { pt_ids: [] },
      { name: 'Diambil alih', password: 'Ambil-Alih-Akun-2026' },
    ])
      expect((await call('opA', 'PUT', `${PATH}/${both}`, body)).statusCode).toBe(404);
    expect((await call('opA', 'DELETE', `${PATH}/${both}`)).statusCode).toBe(404);
    expect(await ptIdsOf(both)).toEqual([pts.A, pts.B].sort((a, b) => a - b));
  });

  it('a scoped save replaces only the bindings its caller sees (the query layer every write goes through)', async () => {
    const model = compileModel(
      RESOURCES.find((r) => r.name === 'user')!,
      RESOURCES,
    );
    await t.db.transaction().execute((trx) => saveLinks(trx, model, both, 'pt_ids', [], [pts.A]));
    expect(await ptIdsOf(both)).toEqual([pts.B]);
    await t.db.transaction().execute((trx) => saveLinks(trx, model, both, 'pt_ids', [pts.A], [pts.A]));
    expect(await ptIdsOf(both)).toEqual([pts.A, pts.B].sort((a, b) => a - b));
  });
});
