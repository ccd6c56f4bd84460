/**
 * The caches that make repeated API calls cheap (the caller behind a token, list totals) hear of
 * changes made anywhere: here the changes are made with plain SQL on a separate database handle
 * (another server process, or psql), never through this app, so only the database's change
 * notifications can tell the app about them.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
/** A second handle on the same database (PGlite is in-process, so there it is the same one). */
let other: Db;

beforeAll(async () => {
  t = await createTestApp();
  other = t.config.databaseUrl ? await openDb({ databaseUrl: t.config.databaseUrl }) : t.db;
});

afterAll(async () => {
  if (other !== t.db) await other.destroy();
  await t?.close();
});

/** Repeats `probe` until it returns true (notifications arrive after the commit, asynchronously). */
async function eventually(probe: () => Promise<boolean>, timeoutMs = 5000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const PT = '/api/data-induk/pt/pt';

describe('change notifications', () => {
  it('the app listens: its feed is live', () => {
    expect(t.app.changes.live).toBe(true);
    expect(t.config.callerCacheMs).toBeGreaterThan(0);
  });

  it('a permission taken away elsewhere is refused on the next requests, despite the caller cache', async () => {
    const role = await t.db
      .insertInto('roles')
      .values({ name: 'Pengamat' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const permission = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'perguruanTinggi.view')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('permission_role')
      .values({ role_id: role.id, permission_id: permission.id })
      .execute();
    const user = await t.createUser({ role: 'Pengamat' });
    const get = () => t.app.inject({ method: 'GET', url: PT, headers: t.auth(user.token!) });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);

    await sql`DELETE FROM permission_role WHERE role_id = ${role.id}`.execute(other);
    expect(await eventually(async () => (await get()).statusCode === 403)).toBe(true);
  });

  it('a session revoked elsewhere is refused on the next requests', async () => {
    const user = await t.createUser({ role: 'Administrator' });
    const get = () => t.app.inject({ method: 'GET', url: PT, headers: t.auth(user.token!) });
    expect((await get()).statusCode).toBe(200);
    await sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${user.id}`.execute(other);
    expect(await eventually(async () => (await get()).statusCode === 401)).toBe(true);
  });

  it('a user deactivated elsewhere is refused on the next requests', async () => {
    const user = await t.createUser({ role: 'Administrator' });
    const get = () => t.app.inject({ method: 'GET', url: PT, headers: t.auth(user.token!) });
    expect((await get()).statusCode).toBe(200);
    await sql`UPDATE users SET is_active = false WHERE id = ${user.id}`.execute(other);
    expect(await eventually(async () => (await get()).statusCode === 401)).toBe(true);
  });

  it('list totals follow rows added elsewhere', async () => {
    const headers = t.auth(t.admin.token);
    const total = async () => {
      const res = await t.app.inject({ method: 'GET', url: `${PT}?range=[0,0]`, headers });
      expect(res.statusCode).toBe(200);
      return Number(/\/(\d+)$/.exec(String(res.headers['content-range']))?.[1]);
    };
    for (const n of [1, 2]) {
      await t.app.inject({
        method: 'POST',
        url: PT,
        headers,
        payload: { kode_pt: `99000${n}`, nama: `Universitas Notifikasi ${n}` },
      });
    }
    const before = await total();
    expect(before).toBeGreaterThanOrEqual(2);
    expect(await total()).toBe(before);
    await sql`INSERT INTO perguruan_tinggi (kode_pt, nama) VALUES ('990009', 'Universitas Lain')`.execute(
      other,
    );
    expect(await eventually(async () => (await total()) === before + 1)).toBe(true);
  });

  it('list pages follow changes elsewhere, also of the tables their labels come from', async () => {
    const student = await t.createMahasiswaUser();
    const headers = t.auth(t.admin.token);
    const url = `/api/mahasiswa/mahasiswa?filter=${encodeURIComponent(JSON.stringify({ id: [student.mahasiswaId] }))}`;
    const row = async () => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      return res.json().data[0] as { nama: string; pt_nama: string };
    };
    const first = await row();
    expect(await row()).toEqual(first);
    await sql`UPDATE perguruan_tinggi SET nama = 'Universitas Berganti Nama' WHERE id = ${student.pt_id}`.execute(
      other,
    );
    expect(await eventually(async () => (await row()).pt_nama === 'Universitas Berganti Nama')).toBe(true);
    await sql`UPDATE mahasiswa SET nama = 'Nama Baru Sekali' WHERE id = ${student.mahasiswaId}`.execute(
      other,
    );
    expect(await eventually(async () => (await row()).nama === 'Nama Baru Sekali')).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)(
    'after the listening connection is cut, caches are bypassed until it is back, then serve again',
    async () => {
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'wisuda-changes' AND datname = current_database()`.execute(other);
      expect(await eventually(async () => !t.app.changes.live)).toBe(true);
      const user = await t.createUser({ role: 'Administrator' });
      const get = () => t.app.inject({ method: 'GET', url: PT, headers: t.auth(user.token!) });
      expect((await get()).statusCode).toBe(200);
      expect(await eventually(async () => t.app.changes.live)).toBe(true);
      expect((await get()).statusCode).toBe(200);
      await sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${user.id}`.execute(other);
      expect(await eventually(async () => (await get()).statusCode === 401)).toBe(true);
    },
  );
});
