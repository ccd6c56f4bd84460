/**
 * A mail job whose worker died while it was active is taken up again soon, not when it expires
 * (MAIL_EXPIRE_SECONDS, 30 min): server/jobs/mail-holds.ts, docs/jobs.md ("A worker that dies"). On
 * PGlite a worker that starts takes back every active job (the previous run's); on PostgreSQL a job is
 * taken back once no session holds its outbox row, never while its worker lives. Each mail arrives
 * once, and a mail already recorded as sent is not sent again.
 */
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../server/config';
import type { Db } from '../../server/db';
import { QUEUES, startJobs, type Jobs } from '../../server/jobs';
import { MAIL_LOCK_SPACE } from '../../server/jobs/mail-holds';
import { createMailer, type Mailer } from '../../server/mail';
import { createTestApp, type TestApp } from './helpers';
import { startTestSmtp, type TestSmtp } from './smtp-fixtures';

const onPostgres = Boolean(process.env.DATABASE_URL);
const log = pino({ level: 'silent' });

let smtp: TestSmtp;
const arrived = (to: string) => smtp.inbox.filter((m) => m.to.includes(to)).length;
const offered = (to: string) => smtp.offered.filter((address) => address === to);

async function outboxRow(db: Db, to: string) {
  return db
    .selectFrom('outbox')
    .select(['id', 'status', 'attempts', 'last_error'])
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();
}

async function jobOf(db: Db, outboxId: number) {
  const { rows } = await sql<{ id: string; state: string; output: { message?: string } | null }>`
    SELECT id, state::text AS state, output FROM pgboss.job
    WHERE name = ${QUEUES.mail} AND (data->>'outboxId')::bigint = ${outboxId}`.execute(db);
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** A mailer whose deliveries never end until `release` is called (a worker stuck, then killed). */
function hangingMailer(config: Config, db: Db) {
  const real = createMailer(config, db);
  const started: string[] = [];
  let release: (err: Error) => void = () => {};
  const hung = new Promise<never>((_resolve, reject) => (release = reject));
  hung.catch(() => {});
  const mailer: Mailer = {
    ...real,
    deliver(message) {
      started.push(message.to);
      return hung;
    },
  };
  return { mailer, started, release: (err: Error) => release(err), close: () => real.close() };
}

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp?.close();
});

describe('mail jobs of a worker that died', () => {
  let t: TestApp;
  const stops: (() => Promise<unknown>)[] = [];
  /** Short intervals: a look for orphans every half second, no grace. */
  const settings = {
    pollingIntervalSeconds: 0.5,
    mailRetryDelaySeconds: 1,
    orphanCheckSeconds: 0.5,
    orphanGraceSeconds: 0,
  };
  const worker = async (mailer?: Mailer): Promise<Jobs> => {
    const config: Config = { ...t.config, jobs: { ...settings, work: true } };
    const own = mailer ? undefined : createMailer(config, t.db);
    const jobs = await startJobs({ db: t.db, config, mailer: mailer ?? own!, log });
    stops.push(async () => {
      await jobs.stop(500);
      await own?.close();
    });
    return jobs;
  };

  beforeAll(async () => {
    // This app only queues; the tests start the workers (other processes on the same database).
    t = await createTestApp({ config: { smtpUrl: smtp.url, jobs: { ...settings, work: false } } });
  });
  // Each test starts its own workers: none is left to take the next test's jobs.
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a job active in a worker that died is delivered by the next worker, once', async () => {
    const to = 'yatim.satu@kampus.ac.id';
    await t.mailer.send({ to, subject: 'Undangan wisuda', text: 'Sampai jumpa di wisuda.' });
    const row = await outboxRow(t.db, to);

    // The first worker takes the job and hangs in the middle of delivering it.
    const dead = hangingMailer({ ...t.config, jobs: settings }, t.db);
    stops.push(() => dead.close());
    const first = await worker(dead.mailer);
    await vi.waitFor(() => expect(dead.started).toEqual([to]), { timeout: 10_000, interval: 50 });
    expect((await jobOf(t.db, row.id)).state).toBe('active');

    if (onPostgres) {
      // A second worker leaves it alone while the first one's session holds the row ...
      await worker();
      const since = Date.now();
      while (Date.now() - since < 2_000) {
        expect((await jobOf(t.db, row.id)).state).toBe('active');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(offered(to)).toEqual([]);
      // ... and takes it up once that session ends, as when its process is killed.
      const { rows } = await sql<{ ended: boolean }>`
        SELECT pg_terminate_backend(l.pid) AS ended FROM pg_locks l
        WHERE l.locktype = 'advisory' AND l.objsubid = 1 AND l.classid::bigint = ${MAIL_LOCK_SPACE}
          AND l.objid::bigint = ${row.id}
          AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(t.db);
      expect(rows).toEqual([{ ended: true }]);
    } else {
      // PGlite: a worker that starts is the next run of the one process; the active job is the last run's.
      await worker();
    }

    await vi.waitFor(() => expect(arrived(to)).toBe(1), { timeout: 15_000, interval: 50 });
    await vi.waitFor(async () => expect((await jobOf(t.db, row.id)).state).toBe('completed'), {
      timeout: 5_000,
      interval: 50,
    });
    expect(await outboxRow(t.db, to)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });

    // The first worker's attempt ends late, in failure: it does not undo the delivery.
    dead.release(new Error('connection reset'));
    await first.stop(5_000);
    expect(await outboxRow(t.db, to)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(arrived(to)).toBe(1);
    expect(offered(to)).toEqual([to]);
  }, 40_000);

  it('a job whose mail was sent and recorded before its worker died completes without sending again', async () => {
    const to = 'yatim.dua@kampus.ac.id';
    await t.mailer.send({ to, subject: 'Undangan wisuda', text: 'Sampai jumpa di wisuda.' });
    const row = await outboxRow(t.db, to);
    // A worker took the job, the SMTP server accepted the mail, the outbox recorded it, and the
    // process died before pg-boss heard the job was done: active, its row sent, held by no one.
    const [taken] = await t.app.jobs.boss.fetch(QUEUES.mail, { batchSize: 1 });
    expect(taken.data).toEqual({ outboxId: row.id });
    await t.db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: new Date(), attempts: 1 })
      .where('id', '=', row.id)
      .execute();
    expect((await jobOf(t.db, row.id)).state).toBe('active');

    await worker();
    await vi.waitFor(async () => expect((await jobOf(t.db, row.id)).state).toBe('completed'), {
      timeout: 15_000,
      interval: 50,
    });
    expect(offered(to)).toEqual([]);
    expect(await outboxRow(t.db, to)).toMatchObject({ status: 'sent', attempts: 1 });
  }, 30_000);

  it('a job taken by a worker that died before holding its row is delivered once, as its retry', async () => {
    const to = 'yatim.tiga@kampus.ac.id';
    await t.mailer.send({ to, subject: 'Undangan wisuda', text: 'Sampai jumpa di wisuda.' });
    const row = await outboxRow(t.db, to);
    const [taken] = await t.app.jobs.boss.fetch(QUEUES.mail, { batchSize: 1 });
    expect(taken.data).toEqual({ outboxId: row.id });

    await worker();
    await vi.waitFor(() => expect(arrived(to)).toBe(1), { timeout: 15_000, interval: 50 });
    await vi.waitFor(
      async () => expect((await t.app.jobs.boss.getJobById(QUEUES.mail, taken.id))?.state).toBe('completed'),
      { timeout: 5_000, interval: 50 },
    );
    // the dead worker's take counted as an attempt (as the expiry counts it): this was the retry
    expect((await t.app.jobs.boss.getJobById(QUEUES.mail, taken.id))?.retryCount).toBe(1);
    expect(await outboxRow(t.db, to)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(offered(to)).toEqual([to]);
  }, 30_000);
});
