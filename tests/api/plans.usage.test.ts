/**
 * The plan meters (GET /api/plans/usage) and the threshold mails: the PT's staff get one mail at 80 %
 * and one at 100 % of a quota, in their own language, once per subscription period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: { authorization: string };
let ptId: number;
let staff: { email: string; headers: { authorization: string } };

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/mahasiswa/mahasiswa', payload, headers: admin });

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
  const plan = await t.db
    .insertInto('plan')
    .values({
      kode: 'METER',
      nama: 'Paket Meter',
      harga: 0,
      max_mahasiswa: 5,
      max_acara: null,
      max_foto: 100,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pt = await t.db
    .insertInto('perguruan_tinggi')
    .values({
      kode_pt: '771001',
      nama: 'Universitas Meter',
      paket_id: plan.id,
      langganan_mulai: '2026-01-01',
      langganan_selesai: '2099-12-31',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ptId = Number(pt.id);
  const user = await t.createUser({ role: 'Administrator' });
  await t.db.updateTable('users').set({ bahasa: 'de' }).where('id', '=', user.id).execute();
  await sql`INSERT INTO user_perguruan_tinggi (user_id, pt_id) VALUES (${user.id}, ${ptId})`.execute(t.db);
  staff = { email: user.email, headers: t.auth(await t.loginAs(user.email, user.password)) };
  // Another PT without the staff member.
  await t.db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: '771002', nama: 'Universitas Lain', paket_id: plan.id })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe('threshold mails', () => {
  it('at 80 % and at 100 %, once each per subscription period, in the recipient’s language', async () => {
    for (let i = 1; i <= 3; i++)
      expect((await post({ nim: `600000000${i}`, nama: 'S', pt_id: ptId })).statusCode).toBe(200);
    expect(await t.outbox(staff.email)).toHaveLength(0);
    expect((await post({ nim: '6000000004', nama: 'S', pt_id: ptId })).statusCode).toBe(200);
    let mails = await t.outbox(staff.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Wisuda: Universitas Meter hat 80 % der Studierende belegt');
    expect(mails[0].text).toContain('4 von 5 Studierende');

    const fifth = await post({ nim: '6000000005', nama: 'S', pt_id: ptId });
    expect(fifth.statusCode).toBe(200);
    mails = await t.outbox(staff.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toContain('Grenze');

    // Down and up again within the same period: no new mail.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/mahasiswa/mahasiswa/${fifth.json().data.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect((await post({ nim: '6000000006', nama: 'S', pt_id: ptId })).statusCode).toBe(200);
    expect(await t.outbox(staff.email)).toHaveLength(2);
  });
});

describe('GET /api/plans/usage', () => {
  it('answers used, limit and percent per quota; a PT’s staff see only their PT, the company every PT with a plan', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/api/plans/usage?pt_id=${ptId}`, headers: admin });
    expect(one.statusCode).toBe(200);
    const pt = one.json().data.pts[0];
    expect(pt).toMatchObject({
      pt_id: ptId,
      plan: { nama: 'Paket Meter' },
      langganan_mulai: '2026-01-01',
      langganan_selesai: '2099-12-31',
      read_only: false,
    });
    expect(pt.meters).toEqual([
      { quota: 'mahasiswa', used: 5, limit: 5, percent: 100 },
      { quota: 'acara', used: 0, limit: null, percent: null },
      { quota: 'foto', used: 0, limit: 100, percent: 0 },
      { quota: 'storage', used: 0, limit: null, percent: null },
    ]);

    const company = await t.app.inject({ method: 'GET', url: '/api/plans/usage', headers: admin });
    expect(company.json().data.scoped).toBe(false);
    expect(company.json().data.pts.map((p: { nama: string }) => p.nama)).toEqual([
      'Universitas Meter',
      'Universitas Lain',
    ]);

    const own = await t.app.inject({ method: 'GET', url: '/api/plans/usage', headers: staff.headers });
    expect(own.json().data.scoped).toBe(true);
    expect(own.json().data.pts.map((p: { pt_id: number }) => p.pt_id)).toEqual([ptId]);
    const other = (
      await t.db
        .selectFrom('perguruan_tinggi')
        .select('id')
        .where('kode_pt', '=', '771002')
        .executeTakeFirstOrThrow()
    ).id;
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/plans/usage?pt_id=${other}`,
      headers: staff.headers,
    });
    expect(hidden.statusCode).toBe(404);
  });
});
