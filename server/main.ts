import { loadConfig } from './config';
import { openDb, migrate } from './db';
import { schemaChangesPending } from './db/schema/pending';
import { RESOURCES } from '../domain/resources';
import { buildApp } from './app';
import { createMailer } from './mail';
import { seedBase } from './db/seed';
import { seedDemo } from './db/seed-demo';

/** `npm start`: open the database, migrate, seed on first start, serve, and shut down gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pg`,
  });
  await migrate(db);
  // declarations ahead of the migrations (a field added without `npm run db:diff`): stop here
  const pending = await schemaChangesPending(RESOURCES);
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
      demoLine = `  Demo student sign-in: ${demo.demoStudent.email} / ${demo.demoStudent.password}\n`;
  }
  await app.listen({ port: config.port, host: config.host });
  if (createdAdmin) {
    // Printed once, on the first start only: the way in for a newcomer.
    console.log(
      `\n  Wisuda is ready at ${config.publicUrl}/auth/login\n  Administrator sign-in: ${createdAdmin.email} / ${createdAdmin.password}\n${demoLine}`,
    );
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await mailer.close();
      await db.destroy();
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
