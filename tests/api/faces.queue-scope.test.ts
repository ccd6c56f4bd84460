/**
 * The scan queue of face search administration counts per university (docs/tenancy.md): the
 * operator of PT A sees the scans of PT A's photos only; the company's staff see every scan, or one
 * university's with ?pt=.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { FACE_QUEUE } from '../../server/faces/queue';
import { createTestApp, type TestApp } from './helpers';
import { makeImage, upload } from './files-fixtures';
import { insertRow } from './tenancy-fixtures';

let t: TestApp;
const ids = {} as Record<'A' | 'B', { pt: number; photos: number[]; op: string }>;

const insert = (table: string, values: Record<string, unknown>) => insertRow(t, table, values);

/** Scans of `photos`, due in an hour so no worker takes them meanwhile; the first `running` marked running. */
async function queue(photos: number[], running: number): Promise<void> {
  for (const fileId of photos)
    await t.app.jobs.boss.send(FACE_QUEUE, { fileId }, { startAfter: 3600, singletonKey: `file:${fileId}` });
  for (const fileId of photos.slice(0, running))
    await sql`UPDATE pgboss.job SET state = 'active' WHERE name = ${FACE_QUEUE} AND data->>'fileId' = ${String(fileId)}`.execute(
      t.db,
    );
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [k, count] of [
    ['A', 2],
    ['B', 4],
  ] as const) {
    const pt = await insert('perguruan_tinggi', {
      kode_pt: k === 'A' ? '079101' : '079102',
      nama: `Universitas ${k}`,
    });
    const acara = await insert('acara', {
      pt_id: pt,
      nama: `Wisuda ${k}`,
      tanggal: '2099-12-01',
      status: 'draft',
    });
    const group = await insert('file_group', { acara_id: acara, nama: `Galeri ${k}`, tipe: 'prosesi' });
    const photos: number[] = [];
    for (let i = 0; i < count; i++) {
      const up = await upload(
        t,
        group,
        await makeImage('jpeg', { width: 64 + i, height: 48 }),
        `${k}${i}.jpg`,
      );
      expect(up.status).toBe(201);
      photos.push(up.body.data!.id);
    }
    const op = await t.createUser({ role: 'Administrator' });
    await sql`INSERT INTO user_perguruan_tinggi (user_id, pt_id) VALUES (${op.id}, ${pt})`.execute(t.db);
    ids[k] = { pt, photos, op: op.token! };
  }
  await queue(ids.A.photos, 1);
  await queue(ids.B.photos, 1);
});
afterAll(async () => {
  await t?.close();
});

const scan = async (token: string, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/faces/admin/status${query}`,
    headers: t.auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { scan: { waiting: number; active: number } } }).data.scan;
};

describe('the scan queue of face search administration', () => {
  it('counts the operator’s university only', async () => {
    expect(await scan(ids.A.op)).toMatchObject({ waiting: 1, active: 1 });
    expect(await scan(ids.B.op)).toMatchObject({ waiting: 3, active: 1 });
    // ?pt= of another university narrows an operator to nothing, never to it.
    expect(await scan(ids.A.op, `?pt=${ids.B.pt}`)).toMatchObject({ waiting: 0, active: 0 });
  });

  it('counts every university for the company’s staff, or one with ?pt=', async () => {
    expect(await scan(t.admin.token)).toMatchObject({ waiting: 4, active: 2 });
    expect(await scan(t.admin.token, `?pt=${ids.B.pt}`)).toMatchObject({ waiting: 3, active: 1 });
    expect(await scan(t.admin.token, `?pt=${ids.A.pt}`)).toMatchObject({ waiting: 1, active: 1 });
  });
});
