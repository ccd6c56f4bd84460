import './config-errors';
import pino from 'pino';
import { loadConfig } from './config';
import { openDb, migrate } from './db';
import { isDatabaseUnavailable } from './db/faults';
import { schemaChangesPending } from './db/schema/pending';
import { declaredHistories } from './db/schema/project';
import { HistoryCollisionError } from './db/schema/recorded';
import { buildApp } from './app';
import { createMailer } from './mail';
import { seedBase } from './db/seed';
import { seedDemo } from './db/seed-demo';

/** `npm start`: open the database, migrate, seed on first start, serve, and shut down gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const dbLog = pino({ level: config.logLevel, name: 'db' });
  // A lost database connection must not end the process (docs/operations.md): requests that needed it
  // are answered 503 and the pool reconnects. Should such an error ever escape unhandled, it is logged;
  // any other unhandled rejection still stops the process, as Node.js does by default.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      dbLog.warn({ err: reason }, 'database unavailable (unhandled)');
      return;
    }
    dbLog.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pg`,
    log: (message) => dbLog.warn(message),
  });
  // the core's migrations, then the plugins', then the installation's; a collision stops here
  const collided = await migrate(db).then(
    () => undefined,
    (err: unknown) => {
      if (err instanceof HistoryCollisionError) return err.message;
      throw err;
    },
  );
  // declarations ahead of the migrations (a field added without `npm run db:diff`): stop here
  const pending = collided ?? (await schemaChangesPending(declaredHistories()));
  if (pending) {
    console.error(pending);
    await db.destroy();
    process.exit(1);
  }
  const mailer = createMailer(config, db);
  const app = await buildApp({ config, db, mailer });
  const { createdAdmin, firstStart } = await seedBase(db, config);
  let demoLine = '';
  if (firstStart && config.seedDemo) {
    app.log.info('Loading the demo data set (first start on the embedded database)...');
    const demo = await seedDemo(db, config);
    if (!demo.skipped)
      demoLine = [
        `  Demo student sign-in: ${demo.demoStudent.email} / ${demo.demoStudent.password}`,
        ...demo.demoOperators.map((o) => `  Demo ${o.pt} operator sign-in: ${o.email} / ${o.password}`),
        ...demo.demoAccounts.map((a) => `  Demo ${a.label} sign-in: ${a.email} / ${a.password}`),
        '',
      ].join('\n');
  }
  await app.listen({ port: config.port, host: config.host });
  if (createdAdmin) {
    // Printed once, on the first start only: the way in for a newcomer.
    console.log(
      `\n  Wisuda is ready at ${config.publicUrl}/auth/login\n  Administrator sign-in: ${createdAdmin.email} / ${createdAdmin.password}\n${demoLine}`,
    );
  }
  // SIGTERM (orchestrator) / SIGINT (Ctrl-C): app.close() stops accepting connections (new requests on
  // open ones get 503, so /api/health/ready fails at once), finishes the requests in flight, then runs
  // the app's onClose hooks (change feed, job queue: whatever must stop before the database does); then
  // the mailer and the database pool close. Exit 0 when all of that took less than SHUTDOWN_TIMEOUT_MS,
  // 1 otherwise; a second signal exits at once.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    app.log.info(
      { signal, timeoutMs: config.shutdownTimeoutMs },
      'shutting down: finishing in-flight requests',
    );
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out: exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await app.close();
      await mailer.close();
      await db.destroy();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
