/**
 * Durable background work (docs/jobs.md): pg-boss 10 queues in the database's `pgboss` schema, on
 * PostgreSQL and on the embedded PGlite alike. Mail delivery (one job per outbox row, queued by the
 * mailer in the transaction that causes it) and the hourly sweep of orphaned stored files (which also
 * gives up mails whose delivery job expired).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import { RESOURCES } from '../../domain/resources';
import type { Config } from '../config';
import { dbSource, type Db } from '../db';
import { createStorage, type Storage } from '../files/storage';
import { faceSettings } from '../faces/settings';
import { createFaceQueue, workFaces } from '../faces/worker';
import type { Mailer } from '../mail/mailer';
import { createBoss } from './boss';
import { createMailHolds, type MailHolds } from './mail-holds';
import { giveUpStranded, workMail } from './mail-worker';
import { QUEUES } from './queues';
import { jobSettings, type JobSettings } from './settings';
import { sweepOrphans, type SweepResult } from './sweep';

export { QUEUES } from './queues';
export type { JobSettings } from './settings';
export type { SweepResult } from './sweep';

export interface Jobs {
  readonly settings: JobSettings;
  /** The pg-boss instance (queue sizes, job look-ups). */
  readonly boss: PgBoss;
  /** Looks at the mail queue now instead of at the next polling interval (no-op without workers). */
  wakeMail(): void;
  /**
   * Creates a queue of a plugin (at most one job waiting per singleton key), one process at a time
   * like the built-in queues; nothing when it exists.
   */
  createQueue(name: string, options: { retryLimit: number; retryDelay: number }): Promise<void>;
  /** Runs the orphan sweep now (what the scheduled job does). */
  sweep(): Promise<SweepResult>;
  /** Stops taking jobs, lets the running ones finish (up to `timeoutMs`), and closes pg-boss. */
  stop(timeoutMs?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs of this app (started by buildApp, stopped when the app closes). */
    jobs: Jobs;
  }
}

export interface JobDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where the sweep looks (default: the configured storage, local or S3). */
  storage?: Storage;
}

/**
 * Runs pg-boss's set-up in one process at a time. Its schema creation is locked, but its queues are
 * not: two processes creating them at the same moment on an empty PostgreSQL database can deadlock
 * (each attaches partitions to the same table). A session advisory lock, on a connection of the app's
 * pool, makes the second wait. PGlite has one process and one connection: nothing to wait for.
 */
async function oneAtATime(db: Db, work: () => Promise<void>): Promise<void> {
  if (dbSource(db)?.kind !== 'pg') return work();
  await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(hashtext('wisuda.jobs.setup'))`.execute(conn);
    try {
      await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext('wisuda.jobs.setup'))`.execute(conn);
    }
  });
}

/**
 * Takes back, before this process's mail worker starts, the mail jobs a dead worker left active:
 * on PGlite all of them (the previous run's), on PostgreSQL those whose row no session holds.
 */
async function startMailHolds(db: Db, boss: PgBoss, settings: JobSettings, log: FastifyBaseLogger) {
  const holds = createMailHolds(db, log);
  const taken = await holds.recover(boss, settings.orphanGraceSeconds);
  if (taken.length) log.warn({ jobs: taken.length }, 'mail jobs of a worker that stopped: taken up again');
  return holds;
}

/** Looks for mail jobs whose worker died every `orphanCheckSeconds` (PostgreSQL: other processes). */
function recoverEvery(holds: MailHolds, boss: PgBoss, settings: JobSettings, log: FastifyBaseLogger) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    holds
      .recover(boss, settings.orphanGraceSeconds)
      .then(
        (taken) => {
          if (taken.length)
            log.warn({ jobs: taken.length }, 'mail jobs of a worker that stopped: taken up again');
        },
        (err: unknown) => log.error({ err }, 'looking for mail jobs of stopped workers failed'),
      )
      .finally(() => (running = false));
  }, settings.orphanCheckSeconds * 1000);
  timer.unref();
  return timer;
}

/** Installs or upgrades pg-boss's schema, creates the queues and, unless `jobs.work` is false, starts the workers. */
export async function startJobs({ db, config, mailer, log, storage }: JobDeps): Promise<Jobs> {
  const settings = jobSettings(config);
  const boss = createBoss(db, {
    supervise: settings.work,
    schedule: settings.work,
    pollingIntervalSeconds: settings.pollingIntervalSeconds,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await oneAtATime(db, async () => {
    await boss.start();
    await boss.createQueue(QUEUES.mail);
    await boss.createQueue(QUEUES.sweep, { name: QUEUES.sweep, policy: 'singleton', retryLimit: 0 });
    await createFaceQueue(boss);
  });

  const store = storage ?? createStorage(config);
  const sweep = async () => {
    const result = await sweepOrphans(db, store, {
      graceMs: settings.sweepGraceMinutes * 60_000,
      resources: RESOURCES,
    });
    if (result.removed.length)
      log.info({ removed: result.removed.length, checked: result.checked }, 'orphaned stored files removed');
    return result;
  };

  let mailWorker: string | undefined;
  let holds: MailHolds | undefined;
  let recovering: ReturnType<typeof setInterval> | undefined;
  if (settings.work) {
    holds = await startMailHolds(db, boss, settings, log);
    mailWorker = await workMail(boss, db, mailer, holds, settings, log);
    // PGlite is this one process: what it takes from now on is its own, and nobody else takes anything.
    if (dbSource(db)?.kind === 'pg') recovering = recoverEvery(holds, boss, settings, log);
    await boss.work(QUEUES.sweep, { pollingIntervalSeconds: settings.pollingIntervalSeconds }, async () => {
      await sweep();
      // Mails whose last attempt expired: no handler recorded their end (server/jobs/mail-worker.ts).
      const given = await giveUpStranded(db);
      if (given) log.warn({ mails: given }, 'mails whose delivery expired: given up');
    });
    await boss.schedule(QUEUES.sweep, settings.sweepCron, undefined, { tz: 'UTC' });
    // Face search scans (docs/faces.md): FACE_WORKERS=0 leaves them to other processes.
    const faces = faceSettings(config);
    if (faces.workers > 0) await workFaces(boss, db, store, faces, settings.pollingIntervalSeconds, log);
  }

  return {
    settings,
    boss,
    wakeMail() {
      if (mailWorker) boss.notifyWorker(mailWorker);
    },
    async createQueue(name, options) {
      await oneAtATime(db, async () => {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy: 'short', ...options });
      });
    },
    sweep,
    async stop(timeoutMs = 10_000) {
      clearInterval(recovering);
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      await holds?.close();
    },
  };
}
