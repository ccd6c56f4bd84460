/**
 * The two HTTP servers measured by bench/api.ts, each run in its own child process:
 *   ours — the real Wisuda server (buildApp) on the bench database;
 *   bare — node:http + pg answering the same list query (no framework, no auth).
 * Started as `node --import tsx bench/api-servers.ts <ours|bare> <databaseUrl> [settings JSON]`; prints `PORT <n>`.
 * The settings are environment variables of ours, e.g. {"LIST_CACHE_MS":"0"}.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDb } from '../server/db';
import { createMailer } from '../server/mail';
import { benchListQuery } from './api-query';

const [kind, databaseUrl, settings = '{}'] = process.argv.slice(2);

async function ours(): Promise<number> {
  const config = {
    ...loadConfig({
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DIST_DIR: '/nonexistent',
      ...(JSON.parse(settings) as Record<string, string>),
    }),
  };
  const db = await openDb({ databaseUrl });
  const mailer = createMailer(config, db);
  const app = await buildApp({ config, db, mailer, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

async function bare(): Promise<number> {
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  pg.types.setTypeParser(1082, (v) => v);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      const ptId = Number(url.searchParams.get('pt_id'));
      const q = benchListQuery(ptId, Number(url.searchParams.get('page') ?? 0));
      const { rows } = await pool.query(q.sql, q.parameters as unknown[]);
      const body = JSON.stringify({ data: rows });
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const port = kind === 'bare' ? await bare() : await ours();
console.log(`PORT ${port}`);
// Exit normally on SIGTERM so `node --cpu-prof` can write its profile.
process.on('SIGTERM', () => process.exit(0));
