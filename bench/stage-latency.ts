/**
 * Scan-to-reader latency of the stage (plugins/ceremony/server/stage*.ts): SCREENS reader screens
 * hold the acara's server-sent-events stream while SCANS passes are scanned at the stairs one after
 * the other; for each scan and screen, the time from sending the scan until that screen has the
 * graduate's name. Prints p50, p99 and the maximum over every scan and screen.
 *
 *   node --import tsx bench/stage-latency.ts
 *
 * The app runs in this process on an in-memory PGlite, or on PostgreSQL with DATABASE_URL (a
 * database of its own is made there and dropped). SCREENS (10) and SCANS (200) set the run.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { signTicket, type Keyring } from '../plugins/ceremony/server/ticket-keys';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate, openDb, type Db } from '../server/db';
import { seedBase } from '../server/db/seed';
import { createMailer } from '../server/mail';

const SCREENS = Number(process.env.SCREENS ?? 10);
const SCANS = Number(process.env.SCANS ?? 200);
const ADMIN = { email: 'bench@stage.test', password: 'Bench-Stage-Pass-2026!' };
const BASE = '/api/plugins/ceremony';

async function database(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { drop: async () => undefined };
  const name = `wisuda_bench_stage_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function insert(db: Db, table: string, values: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(values);
  const { rows } = await sql<{ id: string }>`INSERT INTO ${sql.table(table)} (${sql.join(
    cols.map((c) => sql.ref(c)),
  )}) VALUES (${sql.join(cols.map((c) => values[c]))}) RETURNING id`.execute(db);
  return Number(rows[0].id);
}

/** An acara with SCANS attending graduates in line-up order; their passes. */
async function ceremony(
  keys: Keyring,
): Promise<{ acara: number; passes: { kehadiran: number; token: string }[] }> {
  const { db } = keys;
  const pt = await insert(db, 'perguruan_tinggi', { kode_pt: '099001', nama: 'Universitas Bench' });
  const fak = await insert(db, 'fakultas', { pt_id: pt, nama: 'Fakultas Bench' });
  const prodi = await insert(db, 'program_studi', {
    pt_id: pt,
    fakultas_id: fak,
    nama: 'Bench',
    jenjang: 'S1',
  });
  const acara = await insert(db, 'acara', {
    pt_id: pt,
    nama: 'Wisuda Bench',
    tanggal: '2099-01-01',
    status: 'draft',
  });
  const passes = [];
  for (let i = 0; i < SCANS; i++) {
    const nama = `Wisudawan Bench ${i}`;
    const m = await insert(db, 'mahasiswa', {
      pt_id: pt,
      nim: String(9900000000 + i),
      nama,
      prodi_id: prodi,
      fakultas_id: fak,
      acara_id: acara,
      status: 'aktif',
    });
    const k = await insert(db, 'kehadiran', { acara_id: acara, mahasiswa_id: m, hadir: true, urutan: i + 1 });
    passes.push({
      kehadiran: k,
      token: await signTicket(keys, { a: acara, t: `w${k}`, p: 'wisudawan', n: nama }),
    });
  }
  return { acara, passes };
}

/** A reader screen: calls `seen` with the kehadiran id of each graduate on stage, as it arrives. */
async function screen(url: string, token: string, seen: (kehadiran: number) => void, signal: AbortSignal) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal });
  if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      buffer += value;
      let at: number;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer
          .slice(0, at)
          .split('\n')
          .find((l) => l.startsWith('data: '));
        buffer = buffer.slice(at + 2);
        const current = data
          ? (JSON.parse(data.slice(6)) as { current: { kehadiran_id: number } | null }).current
          : null;
        if (current) seen(current.kehadiran_id);
      }
    }
  })();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const created = await database();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-bench-stage-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-dist'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
    databaseUrl: created.url,
  };
  const db = await openDb({ databaseUrl: created.url });
  await migrate(db);
  await seedBase(db, config);
  const app = await buildApp({ config, db, mailer: createMailer(config, db), logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: ADMIN.email, password: ADMIN.password },
  });
  const token = login.json().data.token as string;
  const { acara, passes } = await ceremony({ db, secrets: app.secrets });

  const waiting = new Map<number, { start: number; left: number; done: () => void }>();
  const samples: number[] = [];
  const seen = (kehadiran: number) => {
    const w = waiting.get(kehadiran);
    if (!w) return;
    samples.push(performance.now() - w.start);
    if (--w.left > 0) return;
    waiting.delete(kehadiran);
    w.done();
  };
  const controller = new AbortController();
  for (let i = 0; i < SCREENS; i++)
    await screen(`${base}${BASE}/acara/${acara}/stage/events`, token, seen, controller.signal);

  const started = performance.now();
  for (const pass of passes) {
    const arrived = new Promise<void>((done) =>
      waiting.set(pass.kehadiran, { start: performance.now(), left: SCREENS, done }),
    );
    const res = await fetch(`${base}${BASE}/acara/${acara}/stage/calls`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ token: pass.token }),
    });
    if (res.status !== 200) throw new Error(`scan: ${res.status} ${await res.text()}`);
    await arrived;
  }
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `stage latency (${created.url ? 'PostgreSQL' : 'PGlite'}): ${SCANS} scans × ${SCREENS} screens in ${seconds.toFixed(1)} s; ` +
      `scan to reader p50 ${ms(percentile(samples, 50))}, p99 ${ms(percentile(samples, 99))}, max ${ms(samples[samples.length - 1])}`,
  );
  controller.abort();
  await app.close();
  await db.destroy();
  await created.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

await main();
