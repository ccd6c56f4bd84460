/**
 * Durable background work (docs/jobs.md): pg-boss queues in the database, on PGlite and on
 * PostgreSQL. Mail is queued (outbox row + delivery job) in the transaction that causes it, delivered
 * by a worker with retries and back-off, visible and retryable by administrators (unless its
 * single-use links were removed when it was given up); stored files no row references are swept once
 * they are old enough; queued mail survives the process that queued it.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { migrate, openDb, type Db } from '../../server/db';
import { seedBase } from '../../server/db/seed';
import { QUEUES, startJobs, type Jobs } from '../../server/jobs';
import { createMailer, type Mailer } from '../../server/mail';
import { multipart } from './files-fixtures';
import { TEST_ADMIN, createDatabase, createTestApp, testConfig, type TestApp } from './helpers';
import { startTestSmtp, type TestSmtp } from './smtp-fixtures';

/**
 * The SMTP server of these tests: it refuses an address starting with `flaky` once (451), and one
 * starting with `refused` while `refusing` is true (550); it keeps what it accepts in `inbox`.
 */
const tries = new Map<string, number>();
let refusing = true;
let smtp: TestSmtp;
let smtpUrl: string;

const received = (to: string) => smtp.inbox.filter((m) => m.to.includes(to));

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

/** Rows of the outbox to these addresses, by address. */
async function outboxOf(db: Db, emails: string[]) {
  return db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'status', 'attempts', 'last_error', 'sent_at'])
    .where('to_address', 'in', emails)
    .orderBy('to_address')
    .execute();
}

/** The mail jobs pg-boss holds (not yet archived), with the outbox row each delivers. */
async function mailJobs(db: Db) {
  const { rows } = await sql<{
    outbox_id: number;
    state: string;
    retry_limit: number;
    retry_backoff: boolean;
  }>`SELECT (data->>'outboxId')::int AS outbox_id, state::text AS state, retry_limit, retry_backoff
     FROM pgboss.job WHERE name = ${QUEUES.mail} ORDER BY created_on`.execute(db);
  return rows;
}

async function createPt(app: FastifyInstance, token: string, kode: string): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/data-induk/pt/pt',
    payload: { kode_pt: kode, nama: `Universitas ${kode}` },
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}

/** Commits a CSV import of students with sign-in accounts. */
function importWithAccounts(app: FastifyInstance, token: string, lines: string[]) {
  const body = multipart(
    {},
    {
      name: 'mahasiswa.csv',
      type: 'text/csv',
      data: Buffer.from(['NIM,Nama,Kode PT,Email', ...lines].join('\n')),
    },
  );
  return app.inject({
    method: 'POST',
    url: '/api/mahasiswa/mahasiswa/import?mode=commit&create_accounts=true',
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, ...body.headers },
  });
}

beforeAll(async () => {
  smtp = await startTestSmtp((to) => {
    const n = (tries.get(to) ?? 0) + 1;
    tries.set(to, n);
    if (to.startsWith('flaky') && n === 1)
      return { responseCode: 451, message: 'Mailbox busy, try again later' };
    if (to.startsWith('refused') && refusing) return { responseCode: 550, message: 'Mailbox unavailable' };
    return undefined;
  });
  smtpUrl = smtp.url;
});
afterAll(async () => {
  await smtp?.close();
});

describe('mail through the queue', () => {
  let t: TestApp;
  let worker: Jobs | undefined;
  let workerMailer: Mailer | undefined;
  const settings = { pollingIntervalSeconds: 0.5, mailAttempts: 2, mailRetryDelaySeconds: 1 };
  const invited = ['flaky.rina@kampus.ac.id', 'sari.antre@kampus.ac.id', 'tono.antre@kampus.ac.id'];

  beforeAll(async () => {
    // This app only queues (as a web process beside separate workers would); the tests start a worker.
    t = await createTestApp({ config: { smtpUrl, jobs: { ...settings, work: false } } });
    await createPt(t.app, t.admin.token, '006001');
  });
  afterAll(async () => {
    await worker?.stop();
    await workerMailer?.close();
    await t?.close();
  });

  it('an import with accounts queues one outbox row and one mail job per account, in its transaction', async () => {
    const before = (await mailJobs(t.db)).length;
    const res = await importWithAccounts(
      t.app,
      t.admin.token,
      invited.map((email, i) => `202500000${i + 1},Mahasiswa ${i + 1},006001,${email}`),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ imported: 3, accounts: 3 });

    const rows = await outboxOf(t.db, invited);
    expect(rows.map((r) => [r.to_address, r.status, r.attempts, r.sent_at])).toEqual(
      [...invited].sort().map((email) => [email, 'queued', 0, null]),
    );
    const jobs = await mailJobs(t.db);
    expect(jobs).toHaveLength(before + 3);
    const mine = jobs.filter((j) => rows.some((r) => r.id === j.outbox_id));
    expect(mine.map((j) => j.outbox_id).sort()).toEqual(rows.map((r) => r.id).sort());
    // five attempts in production (mailAttempts - 1 retries), here two; exponential back-off
    expect(mine.every((j) => j.state === 'created' && j.retry_limit === 1 && j.retry_backoff)).toBe(true);
    // no worker runs in this app: nothing was sent
    expect(invited.flatMap(received)).toEqual([]);
  });

  it('a commit that fails (here at COMMIT, after the mails were queued) queues none', async () => {
    // A deferred constraint trigger refuses one student when the transaction commits.
    await sql`CREATE FUNCTION jobs_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.nim = '2025999999' THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NULL; END $$`.execute(
      t.db,
    );
    await sql`CREATE CONSTRAINT TRIGGER jobs_test_refuse AFTER INSERT ON mahasiswa
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION jobs_test_refuse()`.execute(t.db);
    try {
      const [outbox, jobs] = [
        await t.db.selectFrom('outbox').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow(),
        await mailJobs(t.db),
      ];
      const res = await importWithAccounts(t.app, t.admin.token, [
        '2025999998,Gagal Satu,006001,gagal.satu@kampus.ac.id',
        '2025999999,Gagal Dua,006001,gagal.dua@kampus.ac.id',
      ]);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(
        await t.db.selectFrom('outbox').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ).toEqual(outbox);
      expect(await mailJobs(t.db)).toHaveLength(jobs.length);
      expect(await t.db.selectFrom('users').select('id').where('email', 'like', 'gagal.%').execute()).toEqual(
        [],
      );
    } finally {
      await sql`DROP TRIGGER jobs_test_refuse ON mahasiswa`.execute(t.db);
      await sql`DROP FUNCTION jobs_test_refuse()`.execute(t.db);
    }
  });

  it('a worker delivers them over SMTP, retrying a refused one with back-off', async () => {
    // The worker of another process on the same database.
    const config: Config = { ...t.config, jobs: { ...settings, work: true } };
    workerMailer = createMailer(config, t.db);
    worker = await startJobs({ db: t.db, config, mailer: workerMailer, log: t.app.log });

    const rows = await vi.waitFor(
      async () => {
        const now = await outboxOf(t.db, invited);
        expect(now.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
        return now;
      },
      { timeout: 20_000, interval: 100 },
    );
    const byAddress = Object.fromEntries(rows.map((r) => [r.to_address, r]));
    expect(byAddress['flaky.rina@kampus.ac.id']).toMatchObject({ attempts: 2, last_error: null });
    expect(byAddress['sari.antre@kampus.ac.id']).toMatchObject({ attempts: 1, last_error: null });
    expect(tries.get('flaky.rina@kampus.ac.id')).toBe(2);
    // each exactly once (the refused attempt delivered nothing)
    expect(invited.map((email) => received(email).length)).toEqual([1, 1, 1]);
    expect(received('sari.antre@kampus.ac.id')[0].raw).toMatch(/Subject: .*Akun Wisuda/);
  });

  it('a mail that failed every attempt is listed as failed, and an administrator queues it again', async () => {
    const user = await t.createUser({ email: 'refused.pengguna@kampus.ac.id' });
    const student = await t.createUser();
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const [row] = await vi.waitFor(
      async () => {
        const now = await outboxOf(t.db, [user.email]);
        expect(now[0]?.status).toBe('failed');
        return now;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(row.attempts).toBe(2);
    expect(row.last_error).toMatch(/550/);

    const admin = t.auth(t.admin.token);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/setting/mail-outbox?filter=${enc({ status: 'failed' })}`,
      headers: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().data as Record<string, unknown>[];
    expect(listed.map((r) => r.id)).toEqual([row.id]);
    expect(listed[0]).toMatchObject({ to_address: user.email, status: 'failed', attempts: 2 });
    // The bodies hold sign-in links: never in the API.
    expect(listed[0]).not.toHaveProperty('text_body');
    expect(listed[0]).not.toHaveProperty('html_body');
    const queued = await t.app.inject({
      method: 'GET',
      url: `/api/setting/mail-outbox?filter=${enc({ status: 'sent' })}&sort=${enc(['id', 'ASC'])}`,
      headers: admin,
    });
    expect((queued.json().data as { to_address: string }[]).map((r) => r.to_address)).toEqual(
      expect.arrayContaining(invited),
    );

    // Without the permission: neither the list nor a retry.
    const asStudent = t.auth(student.token!);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/setting/mail-outbox', headers: asStudent })).statusCode,
    ).toBe(403);
    const retryUrl = `/api/setting/mail-outbox/${row.id}/retry`;
    expect((await t.app.inject({ method: 'POST', url: retryUrl, headers: asStudent })).statusCode).toBe(403);

    // A mail that did not fail cannot be retried; an unknown one is 404.
    const sent = (await outboxOf(t.db, ['sari.antre@kampus.ac.id']))[0];
    const notFailed = await t.app.inject({
      method: 'POST',
      url: `/api/setting/mail-outbox/${sent.id}/retry`,
      headers: admin,
    });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().code).toBe('mail.notFailed');
    // the state by its name in the caller's language, not its id
    expect(notFailed.json().message).toBe('Only a failed mail can be queued again; this one is Sent.');
    const inIndonesian = await t.app.inject({
      method: 'POST',
      url: `/api/setting/mail-outbox/${sent.id}/retry`,
      headers: { ...admin, 'accept-language': 'id' },
    });
    expect(inIndonesian.json().message).toMatch(/Terkirim/);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/setting/mail-outbox/999999/retry', headers: admin }))
        .statusCode,
    ).toBe(404);

    // Given up, the reset mail lost its single-use link (docs/security.md): nothing left to send.
    expect(listed[0]).toMatchObject({ links_removed: true });
    const gone = await t.app.inject({ method: 'POST', url: retryUrl, headers: admin });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('mail.linkGone');

    // A failed mail without such a link is queued again and the worker delivers it.
    const other = 'refused.lagi@kampus.ac.id';
    await t.mailer.send({
      to: other,
      subject: 'Percobaan pendaftaran Wisuda',
      text: `Masuk:\n${t.config.publicUrl}/auth/login\n`,
    });
    const [failed] = await vi.waitFor(
      async () => {
        const now = await outboxOf(t.db, [other]);
        expect(now[0]?.status).toBe('failed');
        return now;
      },
      { timeout: 20_000, interval: 100 },
    );
    refusing = false;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/setting/mail-outbox/${failed.id}/retry`,
      headers: admin,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toEqual({ id: failed.id, status: 'queued' });
    const again = await vi.waitFor(
      async () => {
        const now = await outboxOf(t.db, [other]);
        expect(now[0].status).toBe('sent');
        return now[0];
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(again).toMatchObject({ attempts: 3, last_error: null });
    expect(received(other)).toHaveLength(1);
    expect(received(other)[0].raw).toContain('/auth/login');
  });

  describe('orphan sweep (local storage)', () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const write = async (key: string, old: boolean) => {
      const file = path.join(t.config.storageDir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, key);
      if (old) await fs.utimes(file, twoHoursAgo, twoHoursAgo);
    };
    const exists = (key: string) =>
      fs.access(path.join(t.config.storageDir, key)).then(
        () => true,
        () => false,
      );

    const photo = 'photos/2020/01/00kept000000000000000000000';
    const kept = [
      `${photo}.jpg`,
      `${photo}-thumb.webp`,
      `${photo}-preview.webp`,
      'profile/2020/01/00face000000000000000000000.webp',
      'photos/2020/01/00fresh00000000000000000000.jpg',
      'elsewhere/2020/old-export.csv',
    ];
    const swept = [
      'photos/2020/01/00orphan0000000000000000000.jpg',
      'photos/2020/01/00orphan0000000000000000000-thumb.webp',
      'profile/2020/01/00oldface000000000000000000.webp',
      'photos/2020/01/00half00000000000000000000.jpg.a1b2c3d4e5f6.tmp',
    ];

    beforeAll(async () => {
      for (const key of [...kept, ...swept]) await write(key, !key.includes('fresh'));
      const pt = await t.db.selectFrom('perguruan_tinggi').select('id').executeTakeFirstOrThrow();
      const acara = await t.db
        .insertInto('acara')
        .values({ pt_id: pt.id, nama: 'Wisuda Sapu', tanggal: '2026-06-01' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const group = await t.db
        .insertInto('file_group')
        .values({
          acara_id: Number(acara.id),
          nama: 'Prosesi',
          tipe: 'prosesi',
          deskripsi: null,
          cover_file_id: null,
          is_published: false,
          allow_download: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('file')
        .values({
          file_group_id: group.id,
          storage_key: `${photo}.jpg`,
          original_name: 'kept.jpg',
          mime: 'image/jpeg',
          size: 10,
          width: 1,
          height: 1,
          checksum: 'a'.repeat(64),
          thumb_key: `${photo}-thumb.webp`,
          preview_key: `${photo}-preview.webp`,
        })
        .execute();
      const owner = await t.createUser();
      await t.db
        .updateTable('users')
        .set({ foto: 'profile/2020/01/00face000000000000000000000.webp' })
        .where('id', '=', owner.id)
        .execute();
    });

    it('removes only the old files no row references, under the prefixes the server writes', async () => {
      const result = await t.app.jobs.sweep();
      expect(result.removed.sort()).toEqual([...swept].sort());
      for (const key of swept) expect(await exists(key), key).toBe(false);
      for (const key of kept) expect(await exists(key), key).toBe(true);
    });

    it('runs as a scheduled job of the worker', async () => {
      const schedules = await worker!.boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([QUEUES.sweep, '17 * * * *']);
      // The job the schedule would send, sent now: the worker sweeps.
      const orphan = 'photos/2020/02/00late00000000000000000000.png';
      await write(orphan, true);
      await t.app.jobs.boss.send(QUEUES.sweep, {});
      await vi.waitFor(async () => expect(await exists(orphan)).toBe(false), {
        timeout: 20_000,
        interval: 100,
      });
      for (const key of kept) expect(await exists(key), key).toBe(true);
    });
  });
});

describe('registration with a mail server that never answers', () => {
  let t: TestApp;
  let hung: net.Server;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    // Accepts the connection, then says nothing (no SMTP greeting): a hung mail server.
    hung = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', () => resolve()));
    const port = (hung.address() as AddressInfo).port;
    t = await createTestApp({
      config: {
        smtpUrl: `smtp://127.0.0.1:${port}/?connectionTimeout=3000&greetingTimeout=3000&socketTimeout=3000`,
        jobs: { pollingIntervalSeconds: 0.5, mailRetryDelaySeconds: 1 },
      },
    });
    await createPt(t.app, t.admin.token, '006002');
  });
  afterAll(async () => {
    await t?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => hung?.close(() => resolve()));
  });

  it('answers at once; the verification mail is retried in the background', async () => {
    const pt = await t.db
      .selectFrom('perguruan_tinggi')
      .select('id')
      .where('kode_pt', '=', '006002')
      .executeTakeFirstOrThrow();
    const email = 'menunggu@kampus.ac.id';
    const password = 'Wisuda-Tunggu-Sandi-2026!';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Mahasiswa Menunggu',
        email,
        nim: '2025000777',
        pt_id: pt.id,
        password,
        password_confirmation: password,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Answered before any attempt could end (each takes the 3 s greeting timeout): it did not wait.
    const [row] = await outboxOf(t.db, [email]);
    expect(row).toMatchObject({ status: 'queued', attempts: 0, last_error: null });

    const later = await vi.waitFor(
      async () => {
        const [now] = await outboxOf(t.db, [email]);
        expect(now.attempts).toBeGreaterThanOrEqual(2);
        return now;
      },
      { timeout: 25_000, interval: 200 },
    );
    expect(later.status).toBe('queued'); // five attempts in all; three are left
    expect(later.last_error).toMatch(/greeting|timeout/i);
  }, 40_000);
});

describe('durability: queued mail outlives the process that queued it', () => {
  it('an import committed by an app stopped before any delivery is delivered by the next app', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-jobs-'));
    const created = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : undefined;
    const base: Config = { ...testConfig(dir), databaseUrl: created?.url, smtpUrl };
    const open = () =>
      openDb({ databaseUrl: base.databaseUrl, dataDir: base.databaseUrl ? undefined : path.join(dir, 'pg') });
    const durable = ['tahan.satu@kampus.ac.id', 'tahan.dua@kampus.ac.id', 'tahan.tiga@kampus.ac.id'];
    try {
      // First process: it only queues (no worker), and stops right after the commit.
      const first: Config = { ...base, jobs: { work: false } };
      let db = await open();
      await migrate(db);
      await seedBase(db, first);
      let mailer = createMailer(first, db);
      let app = await buildApp({ config: first, db, mailer, logger: false });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      const token = login.json().data.token as string;
      await createPt(app, token, '006003');
      const res = await importWithAccounts(
        app,
        token,
        durable.map((email, i) => `202500010${i},Tahan ${i},006003,${email}`),
      );
      expect(res.statusCode, res.body).toBe(200);
      await app.close();
      await mailer.close();
      await db.destroy();
      expect(durable.flatMap(received)).toEqual([]);

      // The next process on the same database delivers them.
      const next: Config = { ...base, jobs: { pollingIntervalSeconds: 0.5 } };
      db = await open();
      mailer = createMailer(next, db);
      app = await buildApp({ config: next, db, mailer, logger: false });
      try {
        await vi.waitFor(() => expect(durable.map((email) => received(email).length)).toEqual([1, 1, 1]), {
          timeout: 20_000,
          interval: 100,
        });
        await vi.waitFor(
          async () =>
            expect((await outboxOf(db, durable)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']),
          { timeout: 5_000, interval: 100 },
        );
      } finally {
        await app.close();
        await mailer.close();
        await db.destroy();
      }
    } finally {
      await created?.drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.runIf(process.env.DATABASE_URL)('two processes setting up the queues at the same moment', () => {
  it('both start on an empty PostgreSQL database (the set-up runs one at a time)', async () => {
    const created = await createDatabase(process.env.DATABASE_URL!);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-jobs-'));
    const config: Config = { ...testConfig(dir), databaseUrl: created.url };
    const dbs = [await openDb({ databaseUrl: created.url }), await openDb({ databaseUrl: created.url })];
    try {
      await migrate(dbs[0]);
      const log = pino({ level: 'silent' });
      // Without the lock, one of them fails with "deadlock detected" in pg-boss's createQueue.
      const started = await Promise.allSettled(
        dbs.map((db) => startJobs({ db, config, mailer: createMailer(config, db), log })),
      );
      for (const s of started) if (s.status === 'fulfilled') await s.value.stop();
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok']);
    } finally {
      for (const db of dbs) await db.destroy();
      await created.drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
