/**
 * Mail across a kill -9 (docs/jobs.md, "A worker that dies"): queues MAILS invitations on a fresh
 * PostgreSQL database, starts the server (buildApp, default job settings) in a child process, kills
 * it with SIGKILL once KILL_AFTER mails have arrived (mid-batch: the test SMTP server takes
 * SMTP_DELAY_MS per mail), starts it again after RESTART_DELAY_MS, and counts what arrives and when,
 * until every mail has arrived or DEADLINE_S seconds after the restart.
 *
 *   node --import tsx bench/mail-crash.ts
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the database
 * wisuda_bench_mail_crash is dropped and created. Prints one line per phase and a summary: mails
 * arrived before the kill, within 2 minutes of the restart, later, never; duplicates (a mail the SMTP
 * server accepted but the outbox had not recorded when the process died may come twice: at least
 * once); the outbox states at the end.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate, openDb } from '../server/db';
import { seedBase } from '../server/db/seed';
import { QUEUES } from '../server/jobs/queues';
import { createMailer } from '../server/mail';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const MAILS = Number(process.env.MAILS ?? 300);
const KILL_AFTER = Number(process.env.KILL_AFTER ?? 105);
const SMTP_DELAY_MS = Number(process.env.SMTP_DELAY_MS ?? 50);
const RESTART_DELAY_MS = Number(process.env.RESTART_DELAY_MS ?? 1000);
const DEADLINE_S = Number(process.env.DEADLINE_S ?? 240);

const env = (databaseUrl: string, smtpUrl: string) => ({
  DATABASE_URL: databaseUrl,
  SMTP_URL: smtpUrl,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SEED_DEMO: 'false',
  DIST_DIR: '/nonexistent',
  FACE_WORKERS: '0',
  ADMIN_EMAIL: 'bench@wisuda.local',
  ADMIN_PASSWORD: 'Bench-Admin-Pass-2026!',
});

/** The child: the server on the bench database, until it is killed. */
async function serve(databaseUrl: string, smtpUrl: string): Promise<void> {
  const config = loadConfig(env(databaseUrl, smtpUrl));
  const db = await openDb({ databaseUrl });
  const app = await buildApp({ config, db, mailer: createMailer(config, db) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${(app.server.address() as AddressInfo).port}`);
}

async function prepareDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS wisuda_bench_mail_crash WITH (FORCE)');
  await client.query('CREATE DATABASE wisuda_bench_mail_crash');
  await client.end();
  const url = new URL(SERVER_URL);
  url.pathname = '/wisuda_bench_mail_crash';
  return url.toString();
}

function startChild(databaseUrl: string, smtpUrl: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['serve', databaseUrl, smtpUrl], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('READY')) resolve(child);
    });
    child.on('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}) before it was ready`)),
    );
  });
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function main(): Promise<void> {
  /** First arrival time of each address, and how many times each came. */
  const times = new Map<string, number>();
  const counts = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        setTimeout(() => {
          for (const { address } of session.envelope.rcptTo) {
            if (!times.has(address)) times.set(address, Date.now());
            counts.set(address, (counts.get(address) ?? 0) + 1);
          }
          callback();
        }, SMTP_DELAY_MS);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

  const databaseUrl = await prepareDatabase();
  const config = loadConfig(env(databaseUrl, smtpUrl));
  const db = await openDb({ databaseUrl });
  await migrate(db);
  await seedBase(db, config);
  // The queue's schema and queues, set up by a server that does not work (it only queues).
  const queuing = await buildApp({
    config: { ...config, jobs: { work: false } },
    db,
    mailer: createMailer(config, db),
    logger: false,
  });
  const addresses = Array.from({ length: MAILS }, (_, i) => `undangan.${i}@kampus.ac.id`);
  await queuing.mailer.sendMany(
    addresses.map((to) => ({ to, subject: 'Undangan wisuda', text: 'Sampai jumpa di wisuda.' })),
  );
  console.log(`${MAILS} mails queued; starting the server`);

  const t0 = Date.now();
  let child = await startChild(databaseUrl, smtpUrl);
  while (times.size < KILL_AFTER) await new Promise((resolve) => setTimeout(resolve, 5));
  child.removeAllListeners('exit');
  child.kill('SIGKILL');
  const killedAt = Date.now();
  const beforeKill = times.size;
  // The mails the killed process was delivering: their jobs stay active until taken back.
  const { rows: held } = await sql<{ to_address: string }>`
    SELECT o.to_address FROM pgboss.job j JOIN outbox o ON o.id = (j.data->>'outboxId')::bigint
    WHERE j.name = ${QUEUES.mail} AND j.state = 'active' AND o.status = 'queued'`.execute(db);
  const orphaned = held.map((r) => r.to_address);
  console.log(
    `killed (SIGKILL) after ${seconds(killedAt - t0)} s with ${beforeKill} mails arrived, ${orphaned.length} active in it`,
  );
  await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS));
  const restartedAt = Date.now();
  child = await startChild(databaseUrl, smtpUrl);
  const readyAt = Date.now();
  console.log(
    `restarted ${seconds(restartedAt - killedAt)} s after the kill, serving ${seconds(readyAt - restartedAt)} s later`,
  );

  while (times.size < MAILS && Date.now() - restartedAt < DEADLINE_S * 1000)
    await new Promise((resolve) => setTimeout(resolve, 100));
  // a last look for duplicates of mails re-taken after everything arrived
  await new Promise((resolve) => setTimeout(resolve, 3000));

  const after = [...times.values()].filter((at) => at >= killedAt).map((at) => at - restartedAt);
  const within = after.filter((ms) => ms <= 120_000).length;
  const duplicates = [...counts.values()].filter((n) => n > 1).length;
  const states = await db
    .selectFrom('outbox')
    .select(['status', db.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute();
  const last = after.length ? Math.max(...after) : 0;
  const orphanTimes = orphaned.map((to) => times.get(to)).filter((at) => at !== undefined);
  const orphanLine = orphanTimes.length
    ? `from ${seconds(Math.min(...orphanTimes) - restartedAt)} to ${seconds(Math.max(...orphanTimes) - restartedAt)} s after the restart`
    : 'none';
  console.log(
    [
      `arrived before the kill: ${beforeKill}`,
      `arrived after the restart: ${after.length} (within 2 min of the restart: ${within}; last ${seconds(last)} s after it)`,
      `active in the killed process: ${orphaned.length}, of which ${orphanTimes.length} arrived, ${orphanLine}`,
      `never arrived (within ${DEADLINE_S} s): ${MAILS - times.size}`,
      `arrived twice: ${duplicates}`,
      `outbox: ${states.map((s) => `${s.status} ${s.n}`).join(', ')}`,
    ].join('\n'),
  );
  child.kill('SIGTERM');
  await queuing.close();
  await db.destroy();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}

if (process.argv[2] === 'serve') {
  serve(process.argv[3], process.argv[4]).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
