/**
 * What an operator's tooling talks to (docs/operations.md): request ids, health endpoints for the
 * orchestrator, and Prometheus metrics. Registered on the root of the app, outside the /api plugin, so
 * none of the API's hooks (the caller lookup behind a bearer token) runs for them: the metrics and the
 * liveness answer even while the database is down.
 *
 * - `GET /api/health/live`: 200 while the process serves (no database access).
 * - `GET /api/health/ready`: 200 when the database answers and every migration of every history (the
 *   core's, the plugins', the installation's) is applied; 503 otherwise (with Retry-After), also while the process shuts down.
 * - `GET /api/health`: 200 when a query of the application's tables succeeds (kept for existing checks).
 * - `GET /api/metrics`: server/metrics.ts, for METRICS_ALLOW addresses (default loopback) or with
 *   `Authorization: Bearer $METRICS_TOKEN`; 404 (401 when a token is configured) otherwise.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { msg } from '../domain/messages';
import type { Config } from './config';
import type { Db } from './db';
import { recordedName, type MigrationHistory } from './db/histories';
import { installedHistories } from './db/plugin-histories';
import { migrationNames } from './db/schema/folder';
import { HttpError, notFound, serviceUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors';
import type { Metrics } from './metrics';

/** An incoming `X-Request-Id` is kept when it looks like an id; anything else gets a new UUID. */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify's genReqId: the caller's (or the proxy's) X-Request-Id, or a random UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Milliseconds the readiness check waits for the database. */
const READY_TIMEOUT_MS = 3000;

export interface OpsOptions {
  config: Config;
  db: Db;
  metrics: Metrics;
  /** The histories whose migrations must be applied for the app to be ready (default: the project's). */
  migrationHistories?: readonly MigrationHistory[];
}

/** Request ids, request metrics, health and metrics routes. Call before the API's plugins are registered. */
export function registerOps(
  app: FastifyInstance,
  { config, db, metrics, migrationHistories }: OpsOptions,
): void {
  // Every answer names its request (the same id is in every log line of the request, `reqId`).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? '(unmatched)',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  const hidden = { schema: { hide: true } };

  app.get('/api/health', hidden, async () => {
    await db.selectFrom('app_settings').select('id').executeTakeFirst();
    return { data: { status: 'ok' } };
  });

  app.get('/api/health/live', hidden, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { status: 'ok' } };
  });

  let expected: Promise<string[]> | undefined;
  app.get('/api/health/ready', hidden, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let names: string[];
    let pending: string[];
    try {
      expected ??= expectedMigrations(migrationHistories ?? installedHistories());
      names = await expected;
      pending = await withTimeout(pendingMigrations(db, names), READY_TIMEOUT_MS);
    } catch (err) {
      expected = undefined;
      // Whatever the reason (down, too slow, refused), not ready: 503, never a 500.
      request.log.warn({ err }, 'readiness check failed');
      throw serviceUnavailable();
    }
    if (pending.length)
      throw new HttpError(503, msg.http.migrationsPending({ smart_count: pending.length }), undefined, {
        'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
      });
    return {
      data: {
        status: 'ok',
        database: 'ok',
        migrations: names.length,
        changeFeed: app.changes.live ? 'live' : 'reconnecting',
      },
    };
  });

  const allowed = addressList(config.metricsAllow);
  const token = config.metricsToken ? digest(config.metricsToken) : undefined;
  app.get('/api/metrics', hidden, async (request, reply) => {
    if (!mayReadMetrics(request, allowed, token)) {
      if (token)
        throw new HttpError(401, msg.http.unauthorized(), undefined, {
          'www-authenticate': 'Bearer realm="metrics"',
        });
      throw notFound(msg.http.noRoute({ method: request.method, url: request.url.slice(0, 200) }));
    }
    reply.header('cache-control', 'no-store').type(metrics.contentType);
    return metrics.text();
  });
}

/** Every migration of the histories, as `kysely_migration` records it. */
async function expectedMigrations(histories: readonly MigrationHistory[]): Promise<string[]> {
  const names = await Promise.all(
    histories.map(async (h) => (await migrationNames(h.folder)).map((n) => recordedName(h, n))),
  );
  return names.flat();
}

/** Migrations of the histories the database has not applied (all of them when it has none). */
async function pendingMigrations(db: Db, names: readonly string[]): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
    const applied = new Set(rows.map((r) => r.name));
    return names.filter((n) => !applied.has(n));
  } catch (err) {
    if ((err as { code?: string }).code === '42P01') return [...names]; // never migrated
    throw err;
  }
}

/** A database that does not answer in time is not ready (503), rather than a check that hangs. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(serviceUnavailable()), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function mayReadMetrics(request: FastifyRequest, allowed: BlockList, token: Buffer | undefined): boolean {
  const auth = request.headers.authorization;
  const bearer = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1] : undefined;
  if (token && bearer && timingSafeEqual(digest(bearer), token)) return true;
  const address = plainAddress(request.ip);
  const family = isIP(address);
  return family !== 0 && allowed.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) as `127.0.0.1`. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

/**
 * METRICS_ALLOW: `loopback`, `none`, addresses and CIDR ranges separated by commas or spaces
 * (`loopback, 10.0.0.0/8, fd00::/8`). A value that is none of these stops the start.
 */
export function addressList(setting: string): BlockList {
  const list = new BlockList();
  for (const item of setting.split(/[\s,]+/).filter(Boolean)) {
    if (item === 'none') continue;
    if (item === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, bits, extra] = item.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : bits === '' ? NaN : Number(bits);
    const max = family === 4 ? 32 : 128;
    if (
      !family ||
      extra !== undefined ||
      (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max))
    )
      throw new Error(`METRICS_ALLOW: "${item}" is no address, CIDR range, "loopback" or "none"`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}
