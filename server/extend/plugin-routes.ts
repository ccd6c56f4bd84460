/**
 * A plugin's own API routes (docs/extending.md#plugins): `definePluginServer(plugin, { routes })`
 * declares them; the app mounts them under `/api/plugins/<name>/` (./register-plugin-routes.ts),
 * behind the same caller hook, plan guard and error handling as every other route. The kit hands
 * them the server's own rules instead of copies: who the caller is, whether they hold a
 * permission, which universities they reach, the audit log. Types only: a plugin's server part
 * imports them without the server's modules (which import wisuda.server.ts, and with it the plugin).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/types';
import type { Secrets } from '../secrets/seal';

/** What a plugin's routes get besides their Fastify scope. */
export interface PluginRouteKit {
  /** The plugin's files, stored like photos (server/files). */
  files: PluginFiles;
  /** The plugin's durable background jobs (pg-boss, docs/jobs.md). */
  jobs: PluginJobs;
  /** The database (a query builder; `db.transaction()` for several writes). */
  db: Kysely<Database>;
  /**
   * Seals a secret the plugin keeps in the database (a private key, an API token) with the server's
   * key, which is not in the database (docs/security.md#secrets-at-rest): `seal(plain, context)` gives
   * text to store, `open(sealed, context)` the plain text back, where `context` names the record
   * (`my_table/<id>`) so a sealed value moved to another record does not open.
   */
  secrets: Secrets;
  /** The signed-in caller, or 401. */
  caller(request: FastifyRequest): Caller;
  /** The caller holding `permission` (`kehadiran.update`), or 401 / 403. */
  permit(request: FastifyRequest, permission: string): Caller;
  /** The universities the caller is limited to, or undefined when they reach every one (docs/tenancy.md). */
  ptIds(caller: Caller): readonly number[] | undefined;
  /** True when the caller reaches university `ptId`. */
  reaches(caller: Caller, ptId: number): boolean;
  /** 404 in the caller's language: what a record out of the caller's scope answers. */
  notFound(): Error;
  /** Writes an audit entry (in `db`'s transaction when given one), the request's address included. */
  audit(
    db: Kysely<Database>,
    request: FastifyRequest,
    entry: {
      action: string;
      resource: string;
      recordId: number | null;
      before?: Record<string, unknown> | null;
      after?: Record<string, unknown> | null;
    },
  ): Promise<void>;
}

/**
 * A plugin's files (a voice recording, a document), kept where the photos are (the local disk or
 * S3, server/files): keys are the plugin's own, under `plugins/<name>/`, lower-case letters, digits,
 * `/`, `-` and `.` only, and always made by the plugin's code, never taken from a client.
 */
export interface PluginFiles {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/**
 * A plugin's durable queues (pg-boss, docs/jobs.md): named `plugin-<name>-<queue>` in pg-boss, at most
 * one job waiting per `singletonKey`, retried twice when the handler throws.
 */
export interface PluginJobs {
  /**
   * Creates the queue and, in a process that works jobs (`jobs.work`), its worker: `handler` gets
   * each job's data, one job at a time. Call it once, from `routes`.
   */
  queue<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Queues a job; in `db`'s transaction when given one (it exists only if that transaction commits). */
  send(name: string, data: object, options?: { db?: Kysely<Database>; singletonKey?: string }): Promise<void>;
}

/** The routes a plugin's server part declares: called once with its Fastify scope and the kit. */
export type PluginRoutes = (api: FastifyInstance, kit: PluginRouteKit) => void | Promise<void>;

/** The API path a plugin's routes are mounted under, below /api. */
export const pluginRoutePrefix = (plugin: string) => `/plugins/${plugin}`;
