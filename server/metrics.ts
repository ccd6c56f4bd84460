/**
 * Prometheus metrics of one app (GET /api/metrics, server/ops.ts; docs/operations.md):
 *
 * - `wisuda_http_request_duration_seconds{method,route,status}`: a histogram of every answer, by route
 *   pattern (`/api/data-induk/pt/pt/:id`, never the raw URL) and status; its `_count` gives the rate.
 * - `wisuda_db_pool_*`: the PostgreSQL pool's connections (total, idle) and the requests waiting for one.
 * - `wisuda_change_feed_live`: 1 while database change notifications arrive (server/db/changes.ts).
 * - `wisuda_pgboss_jobs{queue,state}`: jobs waiting, running and failed, read from pg-boss's tables when
 *   the database has them (nothing otherwise).
 * - Node's process metrics (CPU, memory, event loop lag, GC), once per process.
 *
 * Other modules add their own with `app.metrics.gauge({ name, help, collect })` (a value read at scrape
 * time) or `app.metrics.registerMetric(metric)` (any prom-client metric made with `registers: []`).
 */
import { sql } from 'kysely';
import { Gauge, Histogram, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import { dbSource, type Db } from './db';
import type { ChangeFeed } from './db/changes';

/** One value of a gauge read at scrape time, with its labels. */
export interface GaugeValue {
  labels?: Record<string, string | number>;
  value: number;
}

export interface GaugeOptions {
  /** Prometheus name: `wisuda_<what>` by convention, e.g. `wisuda_jobs_queued`. */
  name: string;
  help: string;
  labelNames?: readonly string[];
  /**
   * Reads the current value(s) at each scrape. A failure (or more than a second) leaves the gauge
   * empty for that scrape instead of failing the whole answer.
   */
  collect: () => number | GaugeValue[] | Promise<number | GaugeValue[]>;
}

export interface Metrics {
  /** This app's metrics (the process metrics live in a registry shared by every app of the process). */
  readonly registry: Registry;
  /** Adds a prom-client metric made by another module (create it with `registers: []`). */
  registerMetric(metric: Metric): void;
  /** Adds a gauge whose value is read when the metrics are scraped. */
  gauge(options: GaugeOptions): void;
  /** Records one answered request (the onResponse hook of server/ops.ts). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The exposition text of this app's and the process's metrics. */
  text(): Promise<string>;
  readonly contentType: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

let processRegistry: Registry | undefined;
/** Node's default metrics, collected once per process (several apps in one test process share them). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const COLLECT_TIMEOUT_MS = 1000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('metric collection timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function createMetrics(deps: { db: Db; changes: ChangeFeed }): Metrics {
  const registry = new Registry();
  const http = new Histogram({
    name: 'wisuda_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const gauge = (options: GaugeOptions): void => {
    new Gauge({
      name: options.name,
      help: options.help,
      labelNames: options.labelNames ?? [],
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const read = await withTimeout(Promise.resolve().then(options.collect), COLLECT_TIMEOUT_MS);
          if (typeof read === 'number') this.set(read);
          else for (const { labels, value } of read) this.set(labels ?? {}, value);
        } catch {
          // Left empty: the scrape still answers (e.g. the database is down right now).
        }
      },
    });
  };

  gauge({
    name: 'wisuda_change_feed_live',
    help: '1 while database change notifications arrive (caches serve only then), 0 while reconnecting',
    collect: () => (deps.changes.live ? 1 : 0),
  });

  const source = dbSource(deps.db);
  if (source?.kind === 'pg') {
    const { pool } = source;
    gauge({
      name: 'wisuda_db_pool_max',
      help: 'Most connections the PostgreSQL pool opens',
      collect: () => pool.options.max ?? 10,
    });
    gauge({
      name: 'wisuda_db_pool_size',
      help: 'Connections open in the PostgreSQL pool (idle and in use)',
      collect: () => pool.totalCount,
    });
    gauge({
      name: 'wisuda_db_pool_idle',
      help: 'Idle connections of the PostgreSQL pool',
      collect: () => pool.idleCount,
    });
    gauge({
      name: 'wisuda_db_pool_waiting',
      help: 'Requests waiting for a PostgreSQL connection',
      collect: () => pool.waitingCount,
    });
  }

  // pg-boss's tables are looked for at most once a minute (no failing query in the server's log).
  let pgbossCheckedAt = 0;
  let hasPgboss = false;
  gauge({
    name: 'wisuda_pgboss_jobs',
    help: 'pg-boss jobs by queue and state (created, retry, active, failed), when the database has pg-boss',
    labelNames: ['queue', 'state'],
    collect: async () => {
      if (Date.now() - pgbossCheckedAt > 60_000) {
        const { rows } = await sql<{ present: boolean }>`
          SELECT to_regclass('pgboss.job') IS NOT NULL AS present`.execute(deps.db);
        hasPgboss = rows[0]?.present === true;
        pgbossCheckedAt = Date.now();
      }
      if (!hasPgboss) return [];
      const { rows } = await sql<{ queue: string; state: string; n: number }>`
        SELECT name AS queue, state::text AS state, count(*)::int AS n FROM pgboss.job
        WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY 1, 2`.execute(deps.db);
      return rows.map((r) => ({ labels: { queue: r.queue, state: r.state }, value: Number(r.n) }));
    },
  });

  return {
    registry,
    contentType: registry.contentType,
    registerMetric: (metric) => registry.registerMetric(metric),
    gauge,
    observeRequest(method, route, status, seconds) {
      http.observe({ method, route, status: String(status) }, seconds);
    },
    async text() {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${own}\n${process}`;
    },
  };
}
