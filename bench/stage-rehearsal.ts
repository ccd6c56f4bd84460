/**
 * `npm run rehearsal:stage`: the ceremony's stage rehearsed end to end on the real app (this process;
 * an in-memory PGlite, or PostgreSQL with DATABASE_URL, a database of its own made and dropped):
 *
 * 1. GRADUATES (100) graduates' passes scanned at the stairs in line-up order (POST …/stage/calls;
 *    every tenth found by name instead, GET …/stage/search), and after each call the reader's snapshot
 *    (GET …/stage) must show that graduate, their phonetic spelling and the next of the line-up.
 * 2. EXIF capture times are whole seconds and the server records each call when it comes, so the walk,
 *    scanned milliseconds apart, is placed on the ceremony's clock: the same calls in the same order,
 *    8 to 16 s apart, an hour ago (one UPDATE of `called_at` per call).
 * 3. Three cameras whose clocks are off by minutes each shoot every graduate once, 2 to 7 s after their
 *    call with a second of jitter, plus UNTIMED photos without capture time; generated with sharp
 *    (scripts/stage-photo.ts) and uploaded as the day goes through POST /api/file/file to the acara's
 *    stage group. After the first half, each camera is calibrated once through the API from its photo
 *    of the graduate CALIBRATE_AT (25th), the staff saying who it shows.
 * 4. The durable queue matches; once every photo is decided, who each photo is tagged to (what the
 *    galleries show) and the review queue's candidates are read back against the truth.
 *
 * Prints the figures; exits non-zero when a photo went to a wrong graduate, a photo without time was
 * guessed or the reader's snapshot missed a call.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import type { Db } from '../server/db';
import { createMailer } from '../server/mail';
import { apiAs } from '../scripts/app-api';
import { TEST_ADMIN } from '../tests/api/helpers';
import { benchDatabase } from './bench-db';
import { readBack, report, type Truth } from './stage-rehearsal-report';
import { seedRehearsal } from './stage-rehearsal-seed';
import { shootDay, stageWalk } from './stage-rehearsal-day';

const GRADUATES = Number(process.env.GRADUATES ?? 100);

/** Once no matching job waits or runs and every photo is decided with its camera calibrated. */
async function allMatched(db: Db, acara: number, photos: number): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    const { rows } = await sql<{ pending: number; decided: number; uncalibrated: number }>`SELECT
      (SELECT count(*)::int FROM pgboss.job WHERE name = 'plugin-ceremony-stage-match'
        AND state IN ('created', 'retry', 'active')) AS pending,
      (SELECT count(*)::int FROM stage_match WHERE acara_id = ${acara}) AS decided,
      (SELECT count(*)::int FROM stage_match WHERE acara_id = ${acara} AND status = 'none'
        AND alasan = 'uncalibrated') AS uncalibrated`.execute(db);
    const r = rows[0];
    if (r.pending === 0 && r.decided === photos && r.uncalibrated === 0) return;
    if (Date.now() > until) throw new Error(`not matched after a minute: ${JSON.stringify(r)}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Runs the rehearsal; true when it failed. */
async function main(): Promise<boolean> {
  const began = performance.now();
  const bench = await benchDatabase('rehearsal-stage');
  const { db, config } = bench;
  const app = await buildApp({ config, db, mailer: createMailer(config, db), logger: false });
  await app.ready();
  try {
    const api = await apiAs(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const ceremony = await seedRehearsal({ db, secrets: app.secrets }, api, GRADUATES);
    const walk = await stageWalk(db, api, ceremony);
    const day = await shootDay(api, ceremony, walk.calledAt);
    const lastUpload = performance.now();
    await allMatched(db, ceremony.acara, day.truth.size);
    const matchMs = performance.now() - lastUpload;
    const truth: Truth = day.truth;
    return report({
      label: bench.label,
      graduates: GRADUATES,
      walk,
      day,
      matchMs,
      photos: await readBack(db, ceremony.acara, truth),
      seconds: (performance.now() - began) / 1000,
    });
  } finally {
    await app.close();
    await bench.close();
  }
}

// after the database is closed: closing PGlite sets the process's exit code to 0
if (await main()) process.exitCode = 1;
