/**
 * `npm run bench:load`: a mixed read/write workload against the real server (`server/main.ts` in a
 * child process) with autocannon, 100 connections for 20 s, on demo-like data: the demo data set
 * (its universities with their faculties, programs and events) and students added up to 5,000.
 *
 * Each request is chosen at random (autocannon `setupRequest`):
 *   65% student list pages: a university or none, now and then a status / year / gender filter or a
 *       name search, one of 4 sorts, one of the first 8 pages of 25
 *   15% event (acara) list pages (the list the writes change)
 *   10% one student by id
 *    5% a new event (POST), 5% an event changed (PUT)
 * Every request carries an administrator's bearer token. Compared in the same run with
 *   (b) a bare node:http + pg endpoint answering the student list query (bench/api-servers.ts, no
 *       framework, no auth, no cache), pages of random universities, and
 *   (r) our server with the same reads and no writes (its list cache never emptied by a write), and
 *   (r0) the same with LIST_CACHE_MS=0 (every list page queried, as after each write in the mixed run).
 * Prints req/s, p50/p99 latency, non-2xx and socket errors per run and per kind of request; writes the
 * figures into docs/performance.md ("Mixed load (bench:load)").
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the PostgreSQL server; the
 * database `wisuda_bench_load` is created (dropped first) on it. Without a reachable server the
 * embedded PGlite is used instead (one connection; no (b)). BENCH_SECONDS (20), BENCH_CONNECTIONS
 * (100), BENCH_STUDENTS (5000).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon, { type RequestParams, type Result } from 'autocannon';
import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import * as prettier from 'prettier';
import { loadConfig } from '../server/config';
import { migrate, openDb, type Db } from '../server/db';
import { seedBase } from '../server/db/seed';
import { seedDemo } from '../server/db/seed-demo';
import { PERFORMANCE_DOC, writePerformanceSection } from './performance-doc';
import { startServer as startBenchServer } from './start-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(here, '..');
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 5000);
const WARMUP_SECONDS = 3;
const BENCH_DB = 'wisuda_bench_load';
const ADMIN = { email: 'bench@wisuda.local', password: 'Bench-Admin-Pass-2026!' };
/** Events changed by the PUTs (created before the run). */
const EDITABLE_ACARA = 50;
const LOAD_BEFORE = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');

type Kind = 'student list' | 'event list' | 'student by id' | 'event create' | 'event update';
const KINDS: readonly Kind[] = [
  'student list',
  'event list',
  'student by id',
  'event create',
  'event update',
];

interface World {
  ptIds: number[];
  studentIds: number[];
  acaraIds: number[];
}

interface Run {
  name: string;
  result: Result;
  perKind?: Map<Kind, { latencies: number[]; statuses: Map<number, number> }>;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A new empty database `wisuda_bench_load` on the server; its URL. */
async function freshDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${BENCH_DB}`);
  await client.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

/** The demo data set (no photos), students up to STUDENTS, and EDITABLE_ACARA events for the PUTs. */
async function seed(db: Db, dataDir: string): Promise<World> {
  const t0 = Date.now();
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
  });
  await migrate(db);
  await seedBase(db, config);
  const demo = await seedDemo(db, config, { photos: false });
  const extra = Math.max(0, STUDENTS - demo.students);
  // Spread over every program of every university, with the program's faculty; NIMs of their own.
  await sql`WITH ps AS (
      SELECT id, pt_id, fakultas_id, (row_number() OVER (ORDER BY id) - 1)::int AS rn FROM program_studi
    ), n AS (SELECT count(*)::int AS c FROM ps)
    INSERT INTO mahasiswa (pt_id, fakultas_id, prodi_id, nim, nama, jenis_kelamin, angkatan, ipk, status)
    SELECT ps.pt_id, ps.fakultas_id, ps.id, '39' || lpad(g::text, 8, '0'),
      (ARRAY['Ahmad','Budi','Citra','Dewi','Eko','Fitri','Gilang','Hana','Indra','Joko','Kartika','Lina','Made','Nur','Oki','Putri','Rizky','Sari','Tono','Wulan'])[1 + g % 20]
        || ' ' || (ARRAY['Pratama','Saputra','Lestari','Wijaya','Kusuma','Hidayat','Nugroho','Santoso','Utami','Siregar','Harahap','Putra','Wulandari','Setiawan','Rahmawati','Gunawan'])[1 + (g / 20) % 16],
      CASE WHEN g % 2 = 0 THEN 'L' ELSE 'P' END, 2019 + g % 6, round((2.5 + (g % 150) / 100.0)::numeric, 2),
      (ARRAY['aktif','lulus','wisudawan','nonaktif'])[1 + g % 4]
    FROM generate_series(1, ${extra}) g CROSS JOIN n JOIN ps ON ps.rn = g % n.c`.execute(db);
  await sql`INSERT INTO acara (pt_id, nama, tanggal, lokasi, status)
    SELECT p.id, 'Acara Beban ' || g, DATE '2027-01-01' + g, 'Auditorium', 'draft'
    FROM generate_series(1, ${EDITABLE_ACARA}) g
    JOIN LATERAL (SELECT id FROM perguruan_tinggi ORDER BY id
      OFFSET (g % (SELECT count(*) FROM perguruan_tinggi)) LIMIT 1) p ON true`.execute(db);
  await sql`ANALYZE`.execute(db);
  const ids = async (q: RawBuilder<{ id: number }>) => (await q.execute(db)).rows.map((r) => Number(r.id));
  const world: World = {
    ptIds: await ids(sql<{ id: number }>`SELECT id FROM perguruan_tinggi ORDER BY id`),
    studentIds: await ids(sql<{ id: number }>`SELECT id FROM mahasiswa ORDER BY id`),
    acaraIds: await ids(
      sql<{ id: number }>`SELECT id FROM acara WHERE nama LIKE 'Acara Beban %' ORDER BY id`,
    ),
  };
  console.log(
    `seeded the demo data set and ${extra} more students (${world.studentIds.length} in all, ${world.ptIds.length} universities) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return world;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** `node --import tsx server/main.ts` as in production; resolves when /api/health/ready answers 200. */
async function startMain(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.resume();
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server/main.ts exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server/main.ts was not ready within 120 s');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const SEARCHES = ['Ahmad', 'Dewi', 'Putri', 'Santoso', 'Rizky', 'Wulan'];
const SORTS = [
  ['nama', 'ASC'],
  ['nim', 'ASC'],
  ['angkatan', 'DESC'],
  ['ipk', 'DESC'],
] as const;

/** One student list page: a university (or none), maybe one more filter or a search, a sort and a page. */
function studentListPath(world: World): string {
  const filter: Record<string, unknown> = {};
  if (Math.random() < 0.85) filter.pt_id = pick(world.ptIds);
  const extra = Math.random();
  if (extra < 0.15) filter.status = pick(['aktif', 'lulus', 'wisudawan', 'nonaktif']);
  else if (extra < 0.25) filter.angkatan = 2019 + Math.floor(Math.random() * 6);
  else if (extra < 0.3) filter.jenis_kelamin = pick(['L', 'P']);
  else if (extra < 0.4) filter.q = pick(SEARCHES);
  const page = Math.floor(Math.random() * 8);
  return `/api/mahasiswa/mahasiswa?sort=${enc(pick(SORTS))}&range=${enc([page * 25, page * 25 + 24])}&filter=${enc(filter)}`;
}

let created = 0;

/** The request of one kind; `writes` false turns the writes into reads (the read-only run). */
function requestOf(world: World, token: string, writes: boolean): { kind: Kind; req: RequestParams } {
  const auth = { authorization: `Bearer ${token}` };
  const r = Math.random();
  const json = (method: string, p: string, body: unknown) => ({
    method,
    path: p,
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (writes && r >= 0.9) {
    if (r < 0.95) {
      const n = ++created;
      return {
        kind: 'event create',
        req: json('POST', '/api/acara/acara', {
          pt_id: pick(world.ptIds),
          nama: `Wisuda Beban ${process.pid}-${n}`,
          tanggal: '2027-03-01',
          lokasi: 'Gedung Serbaguna',
          status: 'draft',
        }),
      };
    }
    const id = pick(world.acaraIds);
    return {
      kind: 'event update',
      req: json('PUT', `/api/acara/acara/${id}`, {
        lokasi: `Aula ${Math.floor(Math.random() * 1000)}`,
        kuota_kursi: Math.floor(Math.random() * 2000),
      }),
    };
  }
  // Reads: 65 : 15 : 10 of the 90 (or of all, without writes).
  const read = (writes ? r : r * 0.9) / 0.9;
  if (read < 65 / 90)
    return { kind: 'student list', req: { method: 'GET', path: studentListPath(world), headers: auth } };
  if (read < 80 / 90) {
    const page = Math.floor(Math.random() * 4);
    const filter = Math.random() < 0.5 ? { pt_id: pick(world.ptIds) } : {};
    return {
      kind: 'event list',
      req: {
        method: 'GET',
        path: `/api/acara/acara?sort=${enc(['tanggal', 'DESC'])}&range=${enc([page * 25, page * 25 + 24])}&filter=${enc(filter)}`,
        headers: auth,
      },
    };
  }
  return {
    kind: 'student by id',
    req: { method: 'GET', path: `/api/mahasiswa/mahasiswa/${pick(world.studentIds)}`, headers: auth },
  };
}

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

/** autocannon with a request chosen per send; per kind: latencies (ms) and status counts. */
async function mixed(
  base: string,
  world: World,
  token: string,
  writes: boolean,
  seconds: number,
): Promise<Run> {
  const perKind = new Map(
    KINDS.map((k) => [k, { latencies: [] as number[], statuses: new Map<number, number>() }]),
  );
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req, context) => {
          const { kind, req: next } = requestOf(world, token, writes);
          context.kind = kind;
          context.t0 = performance.now();
          return { ...req, ...next };
        },
        onResponse: (status, _body, context) => {
          const stats = perKind.get(context.kind as Kind)!;
          stats.latencies.push(performance.now() - (context.t0 as number));
          stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
        },
      },
    ],
  });
  return { name: '', result, perKind };
}

/** The bare node:http + pg student list (bench/api-servers.ts): random university, first 8 pages. */
async function bare(databaseUrl: string, world: World, seconds: number): Promise<Result> {
  const server = await startBenchServer('bare', databaseUrl);
  try {
    const run = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${server.port}`,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/?pt_id=${pick(world.ptIds)}&page=${Math.floor(Math.random() * 8)}`,
            }),
          },
        ],
      });
    await run(WARMUP_SECONDS);
    return await run(seconds);
  } finally {
    server.child.kill('SIGTERM');
  }
}

/** Non-2xx answers and failed requests (autocannon's `errors` counts its timeouts too). */
const errorsOf = (r: Result) => r.non2xx + r.errors;
const rpsOf = (r: Result) => r['2xx'] / r.duration;

function line(name: string, r: Result): string {
  return `${name.padEnd(44)} ${rpsOf(r).toFixed(0).padStart(6)} req/s   p50 ${r.latency.p50.toFixed(0).padStart(4)} ms   p99 ${r.latency.p99.toFixed(0).padStart(5)} ms   errors ${errorsOf(r)} (non-2xx ${r.non2xx}, failed ${r.errors}, of which timeouts ${r.timeouts})`;
}

function kindRows(run: Run): { kind: Kind; n: number; p50: number; p99: number; bad: string }[] {
  return KINDS.map((kind) => {
    const stats = run.perKind!.get(kind)!;
    const sorted = [...stats.latencies].sort((x, y) => x - y);
    const bad = [...stats.statuses]
      .filter(([s]) => s < 200 || s >= 300)
      .map(([s, n]) => `${n}× ${s}`)
      .join(', ');
    return { kind, n: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), bad };
  }).filter((row) => row.n > 0);
}

/** Replaces (or appends) this bench's section of docs/performance.md, formatted as `npm run lint` wants it. */
async function writeReport(lines: string[]): Promise<void> {
  const heading = '## Mixed load (bench:load)';
  const options = (await prettier.resolveConfig(PERFORMANCE_DOC)) ?? {};
  const section = await prettier.format([heading, '', ...lines, ''].join('\n'), {
    ...options,
    parser: 'markdown',
  });
  writePerformanceSection(heading, section);
}

async function main(): Promise<void> {
  const onPostgres = await reachable(SERVER_URL);
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'wisuda-bench-load-'));
  let databaseUrl: string | undefined;
  let world: World;
  if (onPostgres) {
    databaseUrl = await freshDatabase();
    const db = await openDb({ databaseUrl });
    world = await seed(db, dataDir);
    await db.destroy();
  } else {
    console.log(`no PostgreSQL at ${SERVER_URL}: using the embedded PGlite in ${dataDir}`);
    const db = await openDb({ dataDir: path.join(dataDir, 'pg') });
    world = await seed(db, dataDir);
    await db.destroy();
  }
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };

  const runs: { name: string; result: Result; mixed?: Run }[] = [];
  let bareResult: Result | undefined;
  if (databaseUrl) {
    bareResult = await bare(databaseUrl, world, SECONDS);
    console.log(line('(b) bare node:http + pg, student list', bareResult));
  }

  const measure = async (name: string, writes: boolean, settings: Record<string, string> = {}) => {
    const server = await startMain({ ...env, ...settings });
    try {
      const login = await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: ADMIN.email, password: ADMIN.password }),
      });
      if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      await mixed(server.base, world, token, writes, WARMUP_SECONDS);
      const run = await mixed(server.base, world, token, writes, SECONDS);
      runs.push({ name, result: run.result, mixed: run });
      console.log(line(name, run.result));
      for (const row of kindRows(run))
        console.log(
          `    ${row.kind.padEnd(14)} ${String(row.n).padStart(7)} answers   p50 ${row.p50.toFixed(1).padStart(6)} ms   p99 ${row.p99.toFixed(1).padStart(6)} ms${row.bad ? `   not 2xx: ${row.bad}` : ''}`,
        );
    } finally {
      await stop(server.child);
    }
  };
  await measure('(r) ours, reads only (90% lists, 10% by id)', false);
  await measure('(r0) ours, reads only, LIST_CACHE_MS=0', false, { LIST_CACHE_MS: '0' });
  await measure('ours, mixed: 80% lists, 10% by id, 10% writes', true);
  await fsp.rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await client.end();
  }
  const loadAfter = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

  const [readRun, readUncached, mixedRun] = runs;
  const non2xx = runs.reduce((n, r) => n + r.result.non2xx, 0);
  const failed = runs.reduce((n, r) => n + r.result.errors, 0);
  console.log(
    `mixed: ${((rpsOf(mixedRun.result) / rpsOf(readRun.result)) * 100).toFixed(0)}% of reads only, ${((rpsOf(mixedRun.result) / rpsOf(readUncached.result)) * 100).toFixed(0)}% of reads only without the list cache` +
      (bareResult ? `, ${((rpsOf(mixedRun.result) / rpsOf(bareResult)) * 100).toFixed(0)}% of (b)` : '') +
      `; in our runs: ${non2xx} non-2xx (target 0: ${non2xx === 0 ? 'MET' : 'NOT MET'}), ${failed} failed (timeouts or socket errors)`,
  );

  const pct = (r: Result, of: Result) => `${((rpsOf(r) / rpsOf(of)) * 100).toFixed(0)}%`;
  const row = (name: string, r: Result) =>
    `| ${name} | ${rpsOf(r).toFixed(0)} | ${r.latency.p50.toFixed(0)} | ${r.latency.p99.toFixed(0)} | ${r.non2xx} | ${r.timeouts} | ${r.errors - r.timeouts} | ${pct(r, readRun.result)} |`;
  const kinds = kindRows(mixedRun.mixed!);
  await writeReport([
    `A mixed workload against the real server (\`node --import tsx server/main.ts\`, default settings) on ${databaseUrl ? 'PostgreSQL' : 'the embedded PGlite'}: the demo data set (${world.ptIds.length} universities with their faculties, programs and events) and students added up to ${world.studentIds.length.toLocaleString('en')}, autocannon with ${CONNECTIONS} connections for ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up, every request with an administrator's bearer token, \`npm run bench:load\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? 'unknown CPU'}; database, load generator and server on the same machine; load average before the run: ${LOAD_BEFORE}, after: ${loadAfter}).`,
    '',
    'Each request is drawn at random: 65% student list pages (a university or none, sometimes a status, year or gender filter or a name search, one of 4 sorts, one of the first 8 pages of 25 rows), 15% event list pages, 10% one student by id, 5% a new event (POST) and 5% an event changed (PUT). A successful write empties the whole list cache of the process that answered it (read-your-writes, server/app.ts), and its notification empties, in every process, the lists that depend on the event table (the student list among them: its rows carry the event label); so in the mixed run nearly every list request runs its query, while in (r) repeated pages come from the cache.',
    '',
    '| Run | requests/s (2xx) | p50 ms | p99 ms | non-2xx | timeouts (10 s) | socket errors | of (r) |',
    '|---|---|---|---|---|---|---|---|',
    ...(bareResult
      ? [
          row(
            '(b) bare `node:http` + `pg`: the student list query of one university, random page of 8 (no auth, no cache)',
            bareResult,
          ),
        ]
      : []),
    row('(r) ours, the same reads without writes (90% lists, 10% by id)', readRun.result),
    row(
      '(r0) ours, the same reads, `LIST_CACHE_MS=0` (every list page queried; totals still cached)',
      readUncached.result,
    ),
    row('ours, mixed: 80% lists, 10% by id, 10% writes', mixedRun.result),
    '',
    'The mixed run by kind of request (latency measured by the load generator from send to answer):',
    '',
    '| Kind | answers | p50 ms | p99 ms | not 2xx |',
    '|---|---|---|---|---|',
    ...kinds.map(
      (k) => `| ${k.kind} | ${k.n} | ${k.p50.toFixed(1)} | ${k.p99.toFixed(1)} | ${k.bad || '0'} |`,
    ),
    '',
    `Target: 0 errors. Non-2xx answers in our runs: ${non2xx} (${non2xx === 0 ? 'met' : 'NOT met'}); requests that failed (no answer within autocannon's 10 s, or a socket error): ${failed}.`,
    '',
    `Reading the runs: every write empties the list cache of the process that answered it, so in the mixed run the lists are queried as in (r0), and the mixed run is (r0) plus the writes' own cost (a transaction each, with the change trigger's notification and the audit entry): ${pct(mixedRun.result, readUncached.result)} of (r0)'s throughput. (r) shows what the list cache gives when nothing changes: ${pct(readRun.result, readUncached.result)} of (r0). ${bareResult ? `(b) is the database work of one query shape alone (the student list of one university sorted by name, no token, no checks): (r0) answers ${pct(readUncached.result, bareResult)} of its rate, with a token and permission check, parameter validation and costlier lists per request (searches, other sorts, lists over every university); bench:api above compares the very same query. ` : ''}With ${CONNECTIONS} connections in a closed loop the latencies are mostly queueing, p50 ≈ ${CONNECTIONS} ÷ throughput: the requests wait for the ${os.cpus().length} CPUs shared by the server, PostgreSQL, the load generator and whatever else runs on the machine; compare the absolute figures only within one run (bench:api's quiet-machine figures above are from a load average near 1).`,
  ]);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
