/**
 * Shared API-test helper (contract in notes/common.md): a real app on a real, fresh database.
 * PGlite in memory by default; with DATABASE_URL a new database `wisuda_t_<random>` is created on
 * that server for this app and dropped again by close().
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { migrate, openDb, type Db } from '../../server/db';
import { seedBase } from '../../server/db/seed';
import { createMailer, type Mailer } from '../../server/mail';
import { rememberDelivered } from '../delivered-mail';
import { hashPassword } from '../../server/auth/password';
import type { LooseServerConfig } from '../../server/extend/runtime';
import type { MigrationHistory } from '../../server/db/histories';
import { createSession } from '../../server/auth/sessions';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin-Test-Pass-2026!' } as const;
/** Password given to users made by createUser unless one is passed (hashed once per process). */
export const TEST_PASSWORD = 'Mahasiswa-Test-Pass-2026!';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  /** A live session token (undefined for an unverified user). */
  token?: string;
}

export interface CreateUserOptions {
  /** Role name; default Mahasiswa. */
  role?: string;
  name?: string;
  email?: string;
  password?: string;
  nim?: string;
  /** Default true. */
  verified?: boolean;
}

export interface CreateMahasiswaOptions extends CreateUserOptions {
  /** The university; default: the first one, created as "Universitas Uji" when none exists. */
  pt_id?: number;
  acara_id?: number | null;
  fakultas_id?: number | null;
  prodi_id?: number | null;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  mailer: Mailer;
  close(): Promise<void>;
  /** Signs in through POST /api/auth/login; throws unless it answers 200. */
  loginAs(login: string, password: string): Promise<string>;
  admin: { email: string; password: string; token: string };
  createUser(options?: CreateUserOptions): Promise<TestUser>;
  /** A Mahasiswa user with its `mahasiswa` row (linked through user_id). */
  createMahasiswaUser(
    options?: CreateMahasiswaOptions,
  ): Promise<TestUser & { mahasiswaId: number; pt_id: number; nim: string }>;
  /**
   * Mails of the outbox table, newest last (optionally only those to `to`), each with its bodies as
   * delivered: once delivered the table keeps them without their single-use links.
   */
  outbox(
    to?: string,
  ): Promise<{ to: string; subject: string; text: string; html: string | null; sent: boolean }[]>;
  /** Authorization header for a token. */
  auth(token: string): { authorization: string };
}

const hashCache = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let h = hashCache.get(password);
  if (!h) hashCache.set(password, (h = hashPassword(password)));
  return h;
}

export async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `wisuda_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

let counter = 0;

/** The settings of every test app (DATA_DIR is the app's own temporary folder). */
export function testConfig(dataDir: string): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    PUBLIC_URL: 'http://wisuda.test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
}

let template: Promise<Blob | undefined> | undefined;
/** The migrated and seeded PGlite dump made once per run by tests/api/global-setup.ts, if any. */
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await fs.readFile(file)]) : undefined;
  })();
  return template;
}

export async function createTestApp(
  opts: {
    config?: Partial<Config>;
    /** Hooks as wisuda.server.ts would give them (default: the root file's). */
    serverConfig?: LooseServerConfig;
    /** The migration histories start applies and readiness expects (default: the project's). */
    migrationHistories?: readonly MigrationHistory[];
  } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const created = serverUrl ? await createDatabase(serverUrl) : undefined;
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-test-'));
  const config: Config = { ...testConfig(tmp), databaseUrl: created?.url, ...opts.config };
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    // the template is migrated with the project's histories: other histories start from an empty database
    template: config.databaseUrl || opts.migrationHistories ? undefined : await pgliteTemplate(),
  });
  // (No-ops on a database made from the template.)
  await migrate(db, { histories: opts.migrationHistories });
  const { mailer, delivered } = rememberDelivered(createMailer(config, db));
  const seeded = await seedBase(db, config);
  const adminCredentials = seeded.createdAdmin ?? TEST_ADMIN;
  const app = await buildApp({
    config,
    db,
    mailer,
    logger: false,
    serverConfig: opts.serverConfig,
    migrationHistories: opts.migrationHistories,
  });
  await app.ready();

  const loginAs = async (login: string, password: string): Promise<string> => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } });
    if (res.statusCode !== 200) throw new Error(`login ${login} failed: ${res.statusCode} ${res.body}`);
    return res.json().data.token as string;
  };

  const createUser = async (o: CreateUserOptions = {}): Promise<TestUser> => {
    const n = ++counter;
    const email = (o.email ?? `user${n}-${randomBytes(3).toString('hex')}@test.local`).toLowerCase();
    const password = o.password ?? TEST_PASSWORD;
    const verified = o.verified ?? true;
    const user = await db
      .insertInto('users')
      .values({
        name: o.name ?? `Pengguna Uji ${n}`,
        email,
        nim: o.nim ?? null,
        password_hash: await cachedHash(password),
        email_verified_at: verified ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = o.role ?? 'Mahasiswa';
    const r = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirst();
    if (!r) throw new Error(`No role ${role}`);
    await db.insertInto('role_user').values({ user_id: user.id, role_id: r.id, position: 0 }).execute();
    const token = verified ? (await createSession(db, config, user.id)).token : undefined;
    return { id: user.id, email, password, token };
  };

  const createMahasiswaUser = async (o: CreateMahasiswaOptions = {}) => {
    let ptId = o.pt_id;
    if (ptId === undefined) {
      const pt = await db.selectFrom('perguruan_tinggi').select('id').orderBy('id').executeTakeFirst();
      ptId = pt
        ? Number(pt.id)
        : Number(
            (
              await db
                .insertInto('perguruan_tinggi')
                .values({ kode_pt: '999001', nama: 'Universitas Uji' })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id,
          );
    }
    const nim = o.nim ?? String(2000000000 + Math.floor(Math.random() * 99999999));
    const user = await createUser({ ...o, nim, role: o.role ?? 'Mahasiswa' });
    const name =
      o.name ??
      (await db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow()).name;
    const m = await db
      .insertInto('mahasiswa')
      .values({
        user_id: user.id,
        pt_id: ptId,
        nim,
        nama: name,
        email: user.email,
        acara_id: o.acara_id ?? null,
        fakultas_id: o.fakultas_id ?? null,
        prodi_id: o.prodi_id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...user, mahasiswaId: Number(m.id), pt_id: ptId, nim };
  };

  const outbox = async (to?: string) => {
    let q = db
      .selectFrom('outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'sent_at'])
      .orderBy('id');
    if (to) q = q.where(sql`lower(to_address)`, '=', to.toLowerCase());
    const rows = await q.execute();
    return rows.map((r) => {
      const sent = delivered.get(Number(r.id));
      return {
        to: r.to_address,
        subject: r.subject,
        text: sent?.text ?? r.text_body,
        html: sent ? (sent.html ?? null) : r.html_body,
        sent: r.sent_at !== null,
      };
    });
  };

  const adminToken = await loginAs(adminCredentials.email, adminCredentials.password);

  return {
    app,
    db,
    config,
    mailer,
    loginAs,
    admin: { email: adminCredentials.email, password: adminCredentials.password, token: adminToken },
    createUser,
    createMahasiswaUser,
    outbox,
    auth: (token: string) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      await mailer.close();
      await db.destroy();
      await created?.drop();
      await fs.rm(tmp, { recursive: true, force: true });
    },
  };
}

/** The first link in a mail text that starts with `prefix` (e.g. config.publicUrl + '/auth/verify-email/'). */
export function linkIn(text: string, prefix: string): string {
  const found = text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (!found) throw new Error(`No link starting with ${prefix} in:\n${text}`);
  return found;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `inject` below /api with a JSON payload, as the administrator unless other headers are given.
 * `app` is read at each call (tests assign it in beforeAll).
 */
export function adminApi(app: () => TestApp) {
  return (method: Method, url: string, payload?: unknown, headers?: Record<string, string>) => {
    const t = app();
    return t.app.inject({
      method,
      url: `/api${url}`,
      payload: payload as Record<string, unknown>,
      headers: headers ?? t.auth(t.admin.token),
    });
  };
}

/** Names of the roles a user holds. */
export async function roleNamesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('role_user')
    .innerJoin('roles', 'roles.id', 'role_user.role_id')
    .select('roles.name')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.name);
}
