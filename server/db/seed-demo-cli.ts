import '../config-errors';
import { loadConfig } from '../config';
import { migrate, openDb } from './index';
import { seedBase } from './seed';
import { seedDemo } from './seed-demo';

/** `npm run seed:demo`: loads the demo data set into the configured database (PGlite folder or DATABASE_URL). */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pg`,
  });
  try {
    await migrate(db);
    const base = await seedBase(db, config);
    if (base.createdAdmin) {
      console.log(`Administrator sign-in: ${base.createdAdmin.email} / ${base.createdAdmin.password}`);
    }
    const started = Date.now();
    const demo = await seedDemo(db, config);
    if (demo.skipped) {
      console.log('The demo data set is already loaded; nothing to do.');
    } else {
      console.log(
        `Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${demo.universities} universities, ${demo.acara} events, ${demo.students} students, ${demo.photos} photos.`,
      );
    }
    console.log(`Demo student sign-in: ${demo.demoStudent.email} / ${demo.demoStudent.password}`);
    for (const o of demo.demoOperators)
      console.log(`Demo ${o.pt} operator sign-in: ${o.email} / ${o.password}`);
    for (const a of demo.demoAccounts) console.log(`Demo ${a.label} sign-in: ${a.email} / ${a.password}`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
