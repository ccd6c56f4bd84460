/**
 * The ceremony's demo data (plugins/ceremony/server/demo.ts), loaded by seedDemo through the
 * plugin's `demo` entry: every ceremony list has rows, of UGM's two acara only, and they are real
 * ones: the line-up is placed and seated, the demo student's tickets carry tokens that verify, a
 * pass checked in at the demo's doors scans as "scanned before". A plugin without `demo` adds nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '../../domain/config';
import { resolveInstallation } from '../../domain/config/plugin';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import { seedPluginDemos } from '../../server/db/demo/plugins';
import { DEMO_STUDENT, seedDemo } from '../../server/db/seed-demo';
import { definePluginServer } from '../../server/extend/plugins';
import { verifyToken } from '../../plugins/ceremony/tickets/token';
import { DOOR_STAFF } from '../../plugins/ceremony/server/demo';
import { createTestApp, type TestApp } from './helpers';

const BASE = '/api/plugins/ceremony';
const TABLES = ['kehadiran', 'tiket', 'antrean_tamu', 'petugas_checkin', 'checkin', 'stage_call'] as const;
let t: TestApp;
let plugins: string[];
let coming: number;
let past: number;

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: BASE + url, headers: t.auth(token) });
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(
          t.db,
        );
        return [table, rows[0].n] as const;
      }),
    ),
  );

beforeAll(async () => {
  t = await createTestApp();
  plugins = (await seedDemo(t.db, t.config, { photos: false })).plugins;
  const { rows } = await sql<{ id: string; status: string }>`SELECT a.id, a.status FROM acara a
    JOIN perguruan_tinggi p ON p.id = a.pt_id WHERE p.kode_pt = '001001'`.execute(t.db);
  coming = Number(rows.find((r) => r.status === 'published')!.id);
  past = Number(rows.find((r) => r.status === 'selesai')!.id);
});
afterAll(async () => {
  await t?.close();
});

describe('the ceremony’s demo data', () => {
  it('fills every ceremony table through the plugin’s demo, for UGM’s two acara only', async () => {
    expect(plugins).toEqual(['ceremony']);
    for (const [table, n] of Object.entries(await counts())) expect(n, table).toBeGreaterThan(0);
    for (const table of TABLES) {
      const { rows } = await sql<{
        acara_id: string;
      }>`SELECT DISTINCT acara_id FROM ${sql.table(table)}`.execute(t.db);
      const expected = ['antrean_tamu'].includes(table)
        ? [coming]
        : ['checkin', 'stage_call'].includes(table)
          ? [past]
          : [coming, past];
      expect(rows.map((r) => Number(r.acara_id)).sort(), table).toEqual(expected.sort());
    }
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT tamu_per_wisudawan, denah_blok, denah_baris, denah_kursi,
      batas_konfirmasi > now() AS open FROM acara WHERE id = ${coming}`.execute(t.db);
    expect(rows[0]).toMatchObject({ tamu_per_wisudawan: 2, denah_blok: 'A, B, C', open: true });
  });

  it('places and seats every confirmed graduate of the coming acara', async () => {
    const res = await get(`/acara/${coming}/lineup`, t.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const { unplaced, rows } = res.json().data as { unplaced: number; rows: { kursi: string | null }[] };
    expect(rows.length).toBeGreaterThan(5);
    expect(unplaced).toBe(0);
    expect(rows.every((r) => /^[ABC]-\d+-\d+$/.test(r.kursi ?? ''))).toBe(true);
  });

  it('gives the demo student a pass and guest tickets that verify, the pass already scanned at the door', async () => {
    const token = await t.loginAs(DEMO_STUDENT.email, DEMO_STUDENT.password);
    const data = (await get('/me/tickets', token)).json().data;
    expect(data).toMatchObject({ attending: true, acara: { id: past } });
    expect(data.tickets.length).toBeGreaterThan(0);
    const keys = (await t.app.inject({ method: 'GET', url: `${BASE}/keys` })).json().data.keys;
    for (const ticket of data.tickets.filter((x: { token?: string }) => x.token))
      expect((await verifyToken(ticket.token, keys)).ok).toBe(true);
    const sync = await t.app.inject({
      method: 'POST',
      url: `${BASE}/acara/${past}/checkin/sync`,
      headers: t.auth(t.admin.token),
      payload: {
        device: 'hp-test',
        scans: [{ id: 'scan-demo-test', token: data.pass.token, at: new Date().toISOString() }],
      },
    });
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().data.results[0].status).toBe('twice');
  });

  it('lists as check-in staff only people who can scan: each opens the scanner of their acara and checks in', async () => {
    const { rows } = await sql<{ email: string; acara_id: string }>`SELECT u.email, p.acara_id
      FROM petugas_checkin p JOIN users u ON u.id = p.user_id ORDER BY u.email, p.acara_id`.execute(t.db);
    expect(rows.map((r) => r.email)).toContain(DOOR_STAFF);
    const student = await t.loginAs(DEMO_STUDENT.email, DEMO_STUDENT.password);
    const pass = (await get('/me/tickets', student)).json().data.pass.token as string;
    const signedIn = new Map<string, string>();
    for (const row of rows) {
      // every demo account shares the demo password
      if (!signedIn.has(row.email))
        signedIn.set(row.email, await t.loginAs(row.email, DEMO_STUDENT.password));
      const token = signedIn.get(row.email)!;
      const pack = await get(`/acara/${row.acara_id}/checkin/pack`, token);
      expect(pack.statusCode, `${row.email} at the doors of acara ${row.acara_id}: ${pack.body}`).toBe(200);
      if (Number(row.acara_id) !== past) continue;
      const sync = await t.app.inject({
        method: 'POST',
        url: `${BASE}/acara/${past}/checkin/sync`,
        headers: t.auth(token),
        payload: {
          device: `hp-${row.email}`,
          scans: [{ id: `scan-staff-${row.email}`, token: pass, at: new Date().toISOString() }],
        },
      });
      expect(sync.statusCode, `${row.email} checks in: ${sync.body}`).toBe(200);
      expect(sync.json().data.results[0].status).toBe('twice');
    }
  });

  it('has one call that counts per graduate on stage, each of a graduate who attends', async () => {
    const { rows } = await sql<{ n: number; calls: number; attending: number }>`SELECT count(*)::int AS calls,
        count(DISTINCT s.mahasiswa_id)::int AS n, count(k.id)::int AS attending
      FROM stage_call s LEFT JOIN kehadiran k ON k.mahasiswa_id = s.mahasiswa_id AND k.acara_id = s.acara_id AND k.hadir
      WHERE NOT s.superseded`.execute(t.db);
    expect(rows[0].calls).toBe(rows[0].n);
    expect(rows[0].attending).toBe(rows[0].calls);
  });
});

describe('a plugin without demo data', () => {
  it('runs nothing and adds no rows', async () => {
    const plain = definePlugin({ name: 'plain', server: true });
    const before = await counts();
    const ran = await seedPluginDemos(
      t.db,
      {
        universities: new Map(),
        acara: [],
        student: { email: '', userId: 0, mahasiswaId: 0 },
        operators: [],
        account: () => Promise.reject(new Error('a plugin without demo data adds no account')),
      },
      { plugins: [definePluginServer(plain, { migrations: '/srv/plain' })] },
      resolveInstallation(BUILTIN_RESOURCES, { plugins: [plain] }).plugins,
    );
    expect(ran).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
