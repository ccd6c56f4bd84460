/**
 * The real server as `server/main.ts` wires it (migrate, build the app, seed, listen) on a random
 * port of 127.0.0.1, serving a given build of the app from a given data folder: the browser tests
 * (./helpers.ts) and the Lighthouse bench (bench/lighthouse.ts) both start it.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { migrate, openDb, type Db } from '../../server/db';
import { seedBase } from '../../server/db/seed';
import { createMailer, type MailMessage } from '../../server/mail';
import { rememberDelivered } from '../delivered-mail';
import { freePort } from '../free-port';

export { freePort };

export interface ServeOptions {
  dataDir: string;
  distDir: string;
  admin: { email: string; password: string };
  /** Load the demo data set on the first start (slow). */
  demo: boolean;
  logLevel?: string;
  /** `false`: no request log at all (the bench). */
  logger?: false;
  /** Extra environment for loadConfig (e.g. SESSION_IDLE_MINUTES). */
  env?: Record<string, string>;
}

export interface ServedApp {
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The mails delivered so far, by outbox row (the outbox keeps them without single-use links). */
  delivered: ReadonlyMap<number, MailMessage>;
  /** Stops the server, its mailer and its database (the data folder stays). */
  close(): Promise<void>;
}

export async function serveApp(options: ServeOptions): Promise<ServedApp> {
  const port = await freePort();
  // TLS_CERT_FILE and TLS_KEY_FILE in `env`: HTTPS with HTTP/2.
  const scheme = options.env?.TLS_CERT_FILE ? 'https' : 'http';
  const baseUrl = `${scheme}://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DIST_DIR: options.distDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: options.logLevel ?? 'warn',
    SEED_DEMO: options.demo ? 'true' : 'false',
    ADMIN_EMAIL: options.admin.email,
    ADMIN_PASSWORD: options.admin.password,
    ...options.env,
  });
  const db = await openDb({ dataDir: path.join(options.dataDir, 'pg') });
  await migrate(db);
  const { mailer, delivered } = rememberDelivered(createMailer(config, db));
  const app = await buildApp({ config, db, mailer, logger: options.logger });
  const { firstStart } = await seedBase(db, config);
  if (firstStart && options.demo) {
    // Loaded only when asked for: the demo set is large and most browser tests do not need it.
    const demoModule = '../../server/db/seed-demo';
    const { seedDemo } = (await import(/* @vite-ignore */ demoModule)) as {
      seedDemo: (db: Db, config: Config) => Promise<unknown>;
    };
    await seedDemo(db, config);
  }
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    app,
    db,
    config,
    delivered,
    async close() {
      await app.close();
      await mailer.close();
      await db.destroy();
    },
  };
}
