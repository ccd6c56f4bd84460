/**
 * `npm run bench:checkin`: the ceremony's check-in under a stadium's load, on the real app (this
 * process) with the load generated in a worker thread (bench/checkin-load.ts):
 *  (a) scans at RATE a second (22: 20,000 scans in 15 minutes) from SCANNERS phones (40), each a live
 *      sync of one scan that the server verifies again, while STUDENTS (2,000) browse their galleries;
 *      p50/p95/p99/max per kind of request and the rates achieved. Target: scans p99 under 300 ms.
 *  (b) a phone's sync of BATCH (500) offline scans in one request, end to end, BATCHES times after
 *      the load. Target: under 2 s.
 * SECONDS (75) is the length of (a); FULL=1 runs the whole 15 minutes. The app runs on an in-memory
 * PGlite, or on PostgreSQL with DATABASE_URL (a database of its own is made there and dropped).
 * THINK (20) is a student's mean seconds between gallery visits. Writes the figures into
 * docs/performance.md ("Check-in on PGlite|PostgreSQL (bench:checkin)"), unless NO_DOC=1.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../server/app';
import { openSecrets } from '../server/secrets';
import { createMailer } from '../server/mail';
import { benchDatabase } from './bench-db';
import { seedStadium, tokensOf } from './checkin-seed';
import { send, WARMUP_SECONDS, type KindStats, type LoadPlan } from './checkin-load';
import { writePerformanceSection } from './performance-doc';

const FULL = process.env.FULL === '1';
const SECONDS = FULL ? 900 : Number(process.env.SECONDS ?? 75);
const RATE = Number(process.env.RATE ?? 22);
const SCANNERS = Number(process.env.SCANNERS ?? 40);
const STUDENTS = Number(process.env.STUDENTS ?? 2000);
const THINK = Number(process.env.THINK ?? 20);
const BATCH = Number(process.env.BATCH ?? 500);
const BATCHES = Number(process.env.BATCHES ?? 3);
const LOAD_BEFORE = os.loadavg()[0].toFixed(1);

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

function runLoad(plan: LoadPlan): Promise<{ kinds: KindStats; seconds: number }> {
  return new Promise((resolve, reject) => {
    // Workers do not take tsx from --import: it loads the worker's module itself.
    const entry = JSON.stringify(new URL('./checkin-load.ts', import.meta.url).href);
    const worker = new Worker(`import('tsx/esm/api').then((m) => m.tsImport(${entry}, ${entry}))`, {
      eval: true,
      workerData: plan,
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** (b): BATCHES syncs of BATCH scans never seen, each timed from sending to the parsed answer. */
async function batches(base: string, acara: number, scanner: string, tokens: string[]) {
  const times: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const scans = tokens.slice(b * BATCH, (b + 1) * BATCH).map((token, i) => ({
      id: `batch${b}-${i}`,
      token,
      at: new Date(Date.now() - 60_000 + i).toISOString(),
      pintu: 'Utara',
    }));
    const t0 = performance.now();
    const res = await send(`${base}/api/plugins/ceremony/acara/${acara}/checkin/sync`, scanner, {
      device: `offline-${b}`,
      scans,
    });
    const results = (JSON.parse(res.text) as { data: { results: { status: string }[] } }).data.results;
    times.push(performance.now() - t0);
    const ok = results.filter((r) => r.status === 'ok').length;
    if (res.status !== 200 || ok !== scans.length) throw new Error(`batch: ${res.status}, ${ok} admitted`);
  }
  return times;
}

function report(label: string, load: { kinds: KindStats; seconds: number }, batchTimes: number[]) {
  const rows = Object.entries(load.kinds).map(([kind, s]) => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    const bad = Object.entries(s.statuses)
      .filter(([code]) => Number(code) < 200 || Number(code) >= 300)
      .map(([code, n]) => `${n}× ${code === '0' ? 'failed' : code}`)
      .join(', ');
    return { kind, n: sorted.length, rate: sorted.length / load.seconds, sorted, bad };
  });
  const f = (n: number) => n.toFixed(1);
  const scans = rows.find((r) => r.kind.startsWith('scan'));
  const p99 = scans ? pct(scans.sorted, 99) : NaN;
  const worst = Math.max(...batchTimes);
  const lines = [
    `\`${label === 'PGlite' ? '' : 'DATABASE_URL=postgres://… '}npm run bench:checkin\` on ${new Date().toISOString().slice(0, 10)}: ${label}, ${load.seconds.toFixed(0)} s of load${FULL ? ' (the full 15 minutes)' : ' (compressed; FULL=1 for 15 minutes)'}; ${RATE} scans/s from ${SCANNERS} phones, ${STUDENTS} students browsing (mean ${THINK} s between visits); ${os.cpus().length} CPUs, app, database and load generator on the same machine, load average before ${LOAD_BEFORE}.`,
    '',
    '| Kind | answers | per second | p50 ms | p95 ms | p99 ms | max ms | not 2xx |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.n} | ${f(r.rate)} | ${f(pct(r.sorted, 50))} | ${f(pct(r.sorted, 95))} | ${f(pct(r.sorted, 99))} | ${f(r.sorted[r.sorted.length - 1])} | ${r.bad || '0'} |`,
    ),
    '',
    `Scans p99 ${f(p99)} ms (target under 300 ms: ${p99 < 300 ? 'met' : 'NOT met'}). A phone's sync of ${BATCH} offline scans in one request, end to end, after the load: ${batchTimes.map((t) => `${f(t)} ms`).join(', ')} (target under 2 s: ${worst < 2000 ? 'met' : 'NOT met'}).`,
  ];
  console.log(lines.join('\n'));
  const heading = `## Check-in on ${label} (bench:checkin)`;
  if (process.env.NO_DOC !== '1') writePerformanceSection(heading, [heading, '', ...lines, ''].join('\n'));
}

async function main() {
  const bench = await benchDatabase('bench-checkin');
  const { db, config } = bench;
  const t0 = performance.now();
  const stadium = await seedStadium(db, config, {
    graduates: STUDENTS,
    guests: 9,
    photos: 5000,
    scanners: SCANNERS,
  });
  const needed = Math.ceil(RATE * (SECONDS + WARMUP_SECONDS)) + BATCH * BATCHES;
  const tokens = await tokensOf(
    { db, secrets: await openSecrets(config, console.warn) },
    stadium.acara,
    stadium.tickets.slice(0, needed),
  );
  console.log(
    `seeded ${stadium.tickets.length} tickets, ${stadium.students.length} students, ${stadium.scanners.length} scanners; signed ${tokens.length} tokens in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp({ config, db, mailer: createMailer(config, db), logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const load = await runLoad({
    base,
    acara: stadium.acara,
    scanners: stadium.scanners,
    students: stadium.students,
    tokens: tokens.slice(BATCH * BATCHES),
    rate: RATE,
    seconds: SECONDS,
    thinkSeconds: THINK,
  });
  const batchTimes = await batches(
    base,
    stadium.acara,
    stadium.scanners[0],
    tokens.slice(0, BATCH * BATCHES),
  );
  report(bench.label, load, batchTimes);
  await app.close();
  await bench.close();
}

await main();
