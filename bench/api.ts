/**
 * `npm run bench:api`: the student list over 200,000 students on PostgreSQL, measured three ways
 * with 50 concurrent connections:
 *   (a) the same SQL through pg alone (no HTTP),
 *   (b) a bare node:http + pg endpoint running that SQL,
 *   ours: GET /api/mahasiswa/mahasiswa?sort=["nama","ASC"]&range=[0,24]&filter={"pt_id":..} with a bearer token.
 * Prints requests/s, p50 and p99 of each and ours/(b); then the scoped list (an operator bound to that
 * university) against the administrator's in alternating paired rounds (BENCH_PAIRS, default 6, of
 * BENCH_PAIR_SECONDS, default 4), and their median ratio. Writes the figures into docs/performance.md ("API").
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the bench database
 * `wisuda_bench` is created (dropped first) on it. BENCH_SECONDS (default 10), BENCH_CONNECTIONS (50).
 */
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { migrate, openDb, type Db } from '../server/db';
import { seedBase } from '../server/db/seed';
import { hashPassword } from '../server/auth/password';
import { benchListQuery, listQueryString } from './api-query';
import { startServer } from './start-server';
import { fnLoad, httpLoad, type LoadResult } from './load';
import {
  metOf,
  pctOf,
  writeApiReport,
  type Baselines,
  type BenchPage,
  type OurRun,
  type PairRound,
  type Paired,
} from './api-report';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200_000);
const PTS = 40;
/** Pages of each perguruan tinggi asked in the varied runs: PTS × 10 = 400 pages, the list cache holds 200. */
const PAGES_PER_PT = 10;
const LOAD_BEFORE = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');
const ADMIN = { email: 'bench@wisuda.local', password: 'Bench-Admin-Pass-2026!' };
/** The same role as ADMIN, bound to the measured university: the scoped list (docs/tenancy.md). */
const OPERATOR = { email: 'bench-operator@wisuda.local', password: 'Bench-Operator-Pass-2026!' };

/** Creates (once) OPERATOR with the administrator's role, bound to `ptId`. */
async function ensureOperator(db: Db, ptId: number): Promise<void> {
  const hash = await hashPassword(OPERATOR.password);
  await sql`DELETE FROM users WHERE email = ${OPERATOR.email}`.execute(db);
  await sql`INSERT INTO users (name, email, password_hash, email_verified_at)
    VALUES ('Operator Bench', ${OPERATOR.email}, ${hash}, now())`.execute(db);
  await sql`DELETE FROM user_perguruan_tinggi WHERE user_id = (SELECT id FROM users WHERE email = ${OPERATOR.email})`.execute(
    db,
  );
  await sql`INSERT INTO user_perguruan_tinggi (user_id, pt_id) SELECT id, ${ptId} FROM users WHERE email = ${OPERATOR.email}`.execute(
    db,
  );
  await sql`INSERT INTO role_user (user_id, role_id, position)
    SELECT u.id, ru.role_id, 0 FROM users u, role_user ru JOIN users a ON a.id = ru.user_id
    WHERE u.email = ${OPERATOR.email} AND a.email = ${ADMIN.email} AND ru.position = 0
    ON CONFLICT DO NOTHING`.execute(db);
}

/** The bench database URL and whether it already holds the seeded students (reused unless BENCH_FRESH=1). */
async function prepareDatabase(): Promise<{ url: string; seeded: boolean }> {
  const url = new URL(SERVER_URL);
  url.pathname = '/wisuda_bench';
  if (process.env.BENCH_FRESH !== '1') {
    const probe = new pg.Client({ connectionString: url.toString() });
    try {
      await probe.connect();
      const { rows } = await probe.query('SELECT count(*)::int AS n FROM mahasiswa');
      if (rows[0]?.n === STUDENTS) return { url: url.toString(), seeded: true };
    } catch {
      // no database or no table yet: create it below
    } finally {
      await probe.end().catch(() => undefined);
    }
  }
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS wisuda_bench WITH (FORCE)');
  await client.query('CREATE DATABASE wisuda_bench');
  await client.end();
  return { url: url.toString(), seeded: false };
}

async function seed(db: Db): Promise<number[]> {
  const t0 = Date.now();
  await sql`INSERT INTO perguruan_tinggi (kode_pt, nama, kota)
    SELECT lpad(g::text, 6, '0'), 'Universitas Bench ' || g, 'Kota ' || g FROM generate_series(1, ${PTS}) g`.execute(
    db,
  );
  await sql`INSERT INTO fakultas (pt_id, nama) SELECT p.id, 'Fakultas ' || f FROM perguruan_tinggi p, generate_series(1, 4) f`.execute(
    db,
  );
  await sql`INSERT INTO program_studi (pt_id, fakultas_id, nama, jenjang)
    SELECT f.pt_id, f.id, 'Prodi ' || f.id || '-' || s, 'S1' FROM fakultas f, generate_series(1, 3) s`.execute(
    db,
  );
  // Students spread over the universities; each gets a faculty and program of its university.
  await sql`INSERT INTO mahasiswa (pt_id, fakultas_id, prodi_id, nim, nama, jenis_kelamin, angkatan, ipk, status)
    SELECT p.id, ps.fakultas_id, ps.id, lpad(g::text, 10, '0'),
      (ARRAY['Ahmad','Budi','Citra','Dewi','Eko','Fitri','Gilang','Hana','Indra','Joko','Kartika','Lina','Made','Nur','Oki','Putri','Rizky','Sari','Tono','Wulan'])[1 + g % 20]
        || ' ' || (ARRAY['Pratama','Saputra','Lestari','Wijaya','Kusuma','Hidayat','Nugroho','Santoso','Utami','Siregar','Harahap','Putra','Wulandari','Setiawan','Rahmawati','Gunawan'])[1 + (g / 20) % 16]
        || ' ' || g,
      CASE WHEN g % 2 = 0 THEN 'L' ELSE 'P' END, 2018 + g % 6, round((2.5 + (g % 150) / 100.0)::numeric, 2), 'aktif'
    FROM generate_series(1, ${STUDENTS}) g
    JOIN perguruan_tinggi p ON p.kode_pt = lpad((1 + g % ${PTS})::text, 6, '0')
    JOIN LATERAL (SELECT id, fakultas_id FROM program_studi WHERE pt_id = p.id ORDER BY id OFFSET (g % 12) LIMIT 1) ps ON true`.execute(
    db,
  );
  await sql`ANALYZE`.execute(db);
  console.log(
    `seeded ${STUDENTS} students over ${PTS} universities in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  const { rows } = await sql<{ id: number }>`SELECT id FROM perguruan_tinggi ORDER BY id`.execute(db);
  return rows.map((r) => Number(r.id));
}

const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   (${r.requests} ok, ${r.errors} errors)`;

const PAIR_ROUNDS = Number(process.env.BENCH_PAIRS ?? 6);
const PAIR_SECONDS = Number(process.env.BENCH_PAIR_SECONDS ?? 4);

/** The bench database, seeded (or reused), with OPERATOR bound to the measured university. */
async function prepareBench(): Promise<{ databaseUrl: string; ptIds: number[]; ptId: number }> {
  const { url: databaseUrl, seeded } = await prepareDatabase();
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
  });
  const db = await openDb({ databaseUrl });
  await migrate(db);
  await seedBase(db, config);
  const ptIds = seeded
    ? (await sql<{ id: number }>`SELECT id FROM perguruan_tinggi ORDER BY id`.execute(db)).rows.map((r) =>
        Number(r.id),
      )
    : await seed(db);
  if (seeded) console.log(`reusing wisuda_bench with ${STUDENTS} students (BENCH_FRESH=1 to rebuild)`);
  const ptId = ptIds[Math.floor(ptIds.length / 2)];
  await ensureOperator(db, ptId);
  await db.destroy();
  return { databaseUrl, ptIds, ptId };
}

/** (a) the SQL through pg alone. */
async function measurePgAlone(databaseUrl: string, ptId: number): Promise<LoadResult> {
  const query = benchListQuery(ptId);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const a = await fnLoad(() => pool.query(query.sql, query.parameters as unknown[]), CONNECTIONS, SECONDS, 2);
  await pool.end();
  console.log(`(a) pg alone          ${fmt(a)}`);
  return a;
}

/** (b) bare node:http + pg: one page, then the `varied` pages asked in turn (more than the list cache holds). */
async function measureBare(
  databaseUrl: string,
  ptId: number,
  varied: BenchPage[],
): Promise<{ b: LoadResult; bVaried: LoadResult }> {
  const bare = await startServer('bare', databaseUrl);
  const b = await httpLoad({
    url: `http://127.0.0.1:${bare.port}/?pt_id=${ptId}`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: 2,
  });
  const bVaried = await httpLoad({
    url: `http://127.0.0.1:${bare.port}/`,
    paths: varied.map(({ pt, page }) => `/?pt_id=${pt}&page=${page}`),
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: 2,
  });
  bare.child.kill('SIGTERM');
  console.log(`(b) node:http + pg    ${fmt(b)}`);
  console.log(`(b) ${varied.length} pages in turn ${fmt(bVaried)}`);
  return { b, bVaried };
}

/** Throws unless the list at `url` answers 200 with a full page of 25 rows. */
async function expectFullPage(url: string, headers: Record<string, string>): Promise<void> {
  const check = await fetch(url, { headers });
  const body = (await check.json()) as { data: unknown[] };
  if (check.status !== 200 || body.data.length !== 25) throw new Error(`unexpected answer ${check.status}`);
}

/** ours: the real server with `settings`, the list asked by a signed-in `who` (one page, or `pages` in turn). */
async function measureOurs(
  databaseUrl: string,
  ptId: number,
  settings: Record<string, string>,
  pages?: BenchPage[],
  who = ADMIN,
): Promise<LoadResult> {
  const ours = await startServer('ours', databaseUrl, settings);
  try {
    const headers = await bearer(ours.port, who);
    const url = `http://127.0.0.1:${ours.port}/api/mahasiswa/mahasiswa?${listQueryString(ptId)}`;
    await expectFullPage(url, headers);
    return await httpLoad({
      url,
      paths: pages?.map(({ pt, page }) => `/api/mahasiswa/mahasiswa?${listQueryString(pt, page)}`),
      headers,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: 2,
    });
  } finally {
    ours.child.kill('SIGTERM');
  }
}

/** Our server's runs: with default settings and with its caches off, then default settings over many pages. */
function ourRuns(variedCount: number): OurRun[] {
  return [
    { name: 'ours, default settings (caller and list caches on)', settings: {} },
    {
      name: 'ours, `LIST_CACHE_MS=0`: the page query on every request, like (b)',
      settings: { LIST_CACHE_MS: '0' },
    },
    {
      name: 'ours, `LIST_CACHE_MS=0 CALLER_CACHE_MS=0`: also the caller looked up on every request',
      settings: { LIST_CACHE_MS: '0', CALLER_CACHE_MS: '0' },
    },
    {
      name: `ours, default settings, ${variedCount} different pages in turn (more than the list cache holds: every request misses it)`,
      settings: {},
      varied: true,
    },
  ];
}

/** Measures every run of ours, then prints each against its (b) and the target. */
async function measureOurRuns(
  databaseUrl: string,
  ptId: number,
  varied: BenchPage[],
  baselines: Baselines,
): Promise<OurRun[]> {
  const runs = ourRuns(varied.length);
  for (const run of runs) {
    run.result = await measureOurs(databaseUrl, ptId, run.settings, run.varied ? varied : undefined);
    console.log(`${run.name.replace(/`/g, '')}\n                      ${fmt(run.result)}`);
  }
  for (const run of runs) {
    console.log(
      `${pctOf(run, baselines).padStart(5)} of (b${run.varied ? ', same pages' : ''}), p99 ${run.result!.p99.toFixed(1)} ms: target ${metOf(run, baselines)}  (${run.name.replace(/`/g, '')})`,
    );
  }
  return runs;
}

function printPaired(paired: Paired): void {
  console.log(
    `scoped operator / unscoped administrator, ${paired.rounds.length} paired rounds: ${paired.rounds
      .map((r) => `${(r.ratio * 100).toFixed(0)}%`)
      .join(
        ' ',
      )}; median ${(paired.median * 100).toFixed(1)}%: target (>= 95%) ${paired.median >= 0.95 ? 'MET' : 'NOT MET'}`,
  );
}

async function main(): Promise<void> {
  const { databaseUrl, ptIds, ptId } = await prepareBench();
  const a = await measurePgAlone(databaseUrl, ptId);
  const varied = ptIds.flatMap((pt) => Array.from({ length: PAGES_PER_PT }, (_, page) => ({ pt, page })));
  const { b, bVaried } = await measureBare(databaseUrl, ptId, varied);
  const baselines: Baselines = { a, b, bVaried };
  const runs = await measureOurRuns(databaseUrl, ptId, varied, baselines);

  // Scoping must not make the list slower: the operator against the administrator on one server, in
  // alternating rounds, so whatever else loads the machine weighs on both alike.
  const paired = await measurePaired(databaseUrl, ptId);
  printPaired(paired);
  writeApiReport(
    { baselines, runs, paired },
    {
      students: STUDENTS,
      connections: CONNECTIONS,
      seconds: SECONDS,
      variedPages: PTS * PAGES_PER_PT,
      pairSeconds: PAIR_SECONDS,
      loadBefore: LOAD_BEFORE,
    },
  );
}

/** A signed-in user's bearer header on `port`. */
async function bearer(
  port: number,
  who: { email: string; password: string },
): Promise<Record<string, string>> {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: who.email, password: who.password }),
  });
  return { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
}

/** One pair of rounds: the administrator first in even pairs and the operator first in odd ones. */
async function pairRound(
  i: number,
  load: (headers: Record<string, string>, warmupSeconds: number) => Promise<LoadResult>,
  admin: Record<string, string>,
  operator: Record<string, string>,
): Promise<PairRound> {
  const warm = i === 0 ? 2 : 1;
  let a: LoadResult;
  let o: LoadResult;
  if (i % 2 === 0) {
    a = await load(admin, warm);
    o = await load(operator, warm);
  } else {
    o = await load(operator, warm);
    a = await load(admin, warm);
  }
  console.log(`pair ${i + 1}: administrator ${fmt(a)}\n        operator      ${fmt(o)}`);
  return { admin: a.rps, operator: o.rps, ratio: o.rps / a.rps };
}

/** The rounds with their median ratio and each side's mean requests/s. */
function pairedFigures(rounds: PairRound[]): Paired {
  const ratios = rounds.map((r) => r.ratio).sort((x, y) => x - y);
  const mid = Math.floor(ratios.length / 2);
  const median = ratios.length % 2 ? ratios[mid] : (ratios[mid - 1] + ratios[mid]) / 2;
  const mean = (k: 'admin' | 'operator') => rounds.reduce((n, r) => n + r[k], 0) / rounds.length;
  return { rounds, median, admin: mean('admin'), operator: mean('operator') };
}

/**
 * The scoped list against the unscoped one on one server with the page query on every request
 * (`LIST_CACHE_MS=0`): PAIR_ROUNDS pairs of rounds, the administrator first in even pairs and the
 * operator first in odd ones; per pair the operator's requests/s over the administrator's, and the median.
 */
async function measurePaired(databaseUrl: string, ptId: number): Promise<Paired> {
  const ours = await startServer('ours', databaseUrl, { LIST_CACHE_MS: '0' });
  try {
    const url = `http://127.0.0.1:${ours.port}/api/mahasiswa/mahasiswa?${listQueryString(ptId)}`;
    const admin = await bearer(ours.port, ADMIN);
    const operator = await bearer(ours.port, OPERATOR);
    for (const headers of [admin, operator]) await expectFullPage(url, headers);
    const load = (headers: Record<string, string>, warmupSeconds: number) =>
      httpLoad({ url, headers, connections: CONNECTIONS, seconds: PAIR_SECONDS, warmupSeconds });
    const rounds: PairRound[] = [];
    for (let i = 0; i < PAIR_ROUNDS; i++) rounds.push(await pairRound(i, load, admin, operator));
    return pairedFigures(rounds);
  } finally {
    ours.child.kill('SIGTERM');
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
