import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Db } from './db';
import type { MigrationHistory } from './db/histories';
import { installedHistories } from './db/plugin-histories';
import type { Mailer } from './mail/mailer';
import { msg } from '../domain/messages';
import { installServerWords } from './i18n/words';
import { HttpError, notFound, serviceUnavailable, toHttpError } from './errors';
import { localeOf } from './i18n';
import { toOpenApi30Document } from './openapi';
import { LOCAL_WRITE, openChangeFeed } from './db/changes';
import { createMetrics } from './metrics';
import { registerOps, requestIdOf } from './ops';
import { CallerCache } from './auth/caller-cache';
import { startJobs } from './jobs';
import type { LooseServerConfig } from './extend/runtime';
import installationServerConfig from 'wisuda-installation/server';
import { registerCompression } from './compression';
import { secureServer } from './secure-server';
import { openSecrets } from './secrets';
import './context';

export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Hooks of wisuda.server.ts (default: the installation's file at the root; tests pass their own). */
  serverConfig?: LooseServerConfig;
  /**
   * Histories whose migrations /api/health/ready expects applied (default: the core's, the plugins' of
   * `serverConfig`, the installation's).
   */
  migrationHistories?: readonly MigrationHistory[];
}

/** Builds the whole server: API under /api, the built files under /panel/, index.html for the app's own addresses (from /). */
export async function buildApp({
  config,
  db,
  mailer,
  logger,
  serverConfig,
  migrationHistories,
}: AppDeps): Promise<FastifyInstance> {
  // Resources and fields named in the caller's language in every message.
  installServerWords();
  const app = config.tls
    ? secureServer(serverOptions(config, logger), config.tls)
    : Fastify(serverOptions(config, logger));
  const metrics = await decorateServices(app, { config, db, mailer, serverConfig });
  await registerSecurityHeaders(app, config);
  // Before every route, so its onSend hook sees every answer (server/compression.ts).
  await registerCompression(app);
  setErrorHandler(app);
  // Request ids, request metrics, /api/health(/live|/ready) and /api/metrics: after the error handler
  // (a route keeps the one set when it is declared), before the API's plugins (which inherit the hooks).
  registerOps(app, {
    config,
    db,
    metrics,
    migrationHistories: migrationHistories ?? installedHistories(serverConfig ?? installationServerConfig),
  });
  await registerDocs(app);
  await registerApiPlugin(app);
  await registerClientApp(app, config.distDir);
  return app;
}

function serverOptions(config: AppDeps['config'], logger: AppDeps['logger']): FastifyServerOptions {
  return {
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The API modules are imported while the /api plugin starts; on a busy machine (parallel test
    // workers) that can take longer than Fastify's 10 s default.
    pluginTimeout: 120_000,
    // X-Request-Id of the caller or proxy when it looks like an id, else a new UUID; echoed in the
    // answer's X-Request-Id and logged with every line of the request (`reqId`), errors included.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Requests arriving while the server closes get the app's own 503 (below), in the caller's
    // language with Retry-After, instead of Fastify's bare English one.
    return503OnClosing: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  };
}

/** Closing, the services every route reads (db, config, mailer, change feed, caches, jobs, metrics) and their hooks. */
async function decorateServices(
  app: FastifyInstance,
  { config, db, mailer, serverConfig }: Pick<AppDeps, 'config' | 'db' | 'mailer' | 'serverConfig'>,
) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    // Fastify already answers `Connection: close`, so the client reconnects to another process.
    if (closing) throw serviceUnavailable(msg.http.restarting());
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mailer', mailer);
  app.decorate('serverConfig', serverConfig ?? installationServerConfig);
  // The key that seals secrets at rest (server/secrets): SECRETS_KEY, else the key file in DATA_DIR.
  app.decorate('secrets', await openSecrets(config, (message) => app.log.warn(message)));
  app.decorateRequest('caller', null);
  const changes = await openChangeFeed(db, (message) => app.log.warn(message));
  const callerCache = new CallerCache(config.callerCacheMs, changes);
  app.decorate('changes', changes);
  app.decorate('callerCache', callerCache);
  app.addHook('onClose', async () => {
    callerCache.close();
    await changes.close();
  });
  // Mail delivery and the orphan sweep (server/jobs, docs/jobs.md), stopped before the database closes.
  const jobs = await startJobs({ db, config, mailer, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  const metrics = createMetrics({ db, changes });
  app.decorate('metrics', metrics);
  // Read-your-writes in this process for every write route, not only the generic CRUD ones (which
  // invalidate precisely): cached lists are dropped before a successful write is answered, without
  // waiting for the database's notification.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      changes.announce(LOCAL_WRITE);
    return payload;
  });
  return metrics;
}

async function registerSecurityHeaders(app: FastifyInstance, config: AppDeps['config']): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI / emotion inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Logos and photos may be set as https:// addresses (app settings, perguruan tinggi, mahasiswa).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // A graduate plays back the name they just recorded (blob:) and the one saved (data:).
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://'),
  });
}

function setErrorHandler(app: FastifyInstance): void {
  // Every error answer is `{ message, code, errors }` in the caller's language (server/i18n.ts).
  app.setErrorHandler((error, request, reply) => {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    const known = toHttpError(error);
    if (!known) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(new HttpError(500, msg.http.internal()).body(localeOf(request)));
    }
    // The database or the file storage out of reach: answered 503, logged once per request.
    if (known.statusCode === 503 && known !== error) request.log.warn({ err: error }, 'database unavailable');
    else if (known.statusCode === 503 && known.cause) request.log.warn({ err: known.cause }, known.message);
    if (known.headers) reply.headers(known.headers);
    return reply.status(known.statusCode).send(known.body(localeOf(request)));
  });
}

async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wisuda API',
        version: '1.0.0',
        description: 'JSON API of the Wisuda graduation platform',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // Every route's schemas valid for OpenAPI 3.0 (server/openapi.ts).
    transformObject: (document) =>
      'openapiObject' in document ? toOpenApi30Document(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

async function registerApiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      const { registerApi } = await import('./routes');
      await registerApi(api);
      api.all('/*', { schema: { hide: true } }, async (request) => {
        throw notFound(msg.http.noRoute({ method: request.method, url: request.url.slice(0, 200) }));
      });
    },
    { prefix: '/api' },
  );
}

/**
 * Files under assets/ carry their content hash in the name: cached for a year and never revalidated.
 * Anything else (favicon, files of public/) may change under the same name: revalidated each time.
 */
export function cacheControlOf(distDir: string, filePath: string): string {
  const relative = path.relative(distDir, filePath).split(path.sep);
  return relative[0] === 'assets' && relative.length > 1
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/**
 * Headers only a document reads (helmet sets them on every answer): a script or a style sheet of
 * the built app goes without them. Over HTTP/1.1, which sends each header in full, they were some
 * 600 bytes on each of a signed-in page's dozens of files. `X-Content-Type-Options` and
 * `Cross-Origin-Resource-Policy`, which guard a script or style sheet itself, stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

const SCRIPT_OR_STYLE = /^(?:application|text)\/(?:javascript|css)\b/;

/**
 * Where the app shows what a browser asked for under /panel/ (a page, not a file), or undefined: the
 * built files live under /panel/ but the app's own addresses start at /, and an API client (no
 * text/html in Accept) or a missing asset keeps its JSON 404.
 */
export function appAddressOfPanelPage(
  method: string,
  url: string,
  accept: string | undefined,
): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (!/\btext\/html\b/.test(accept ?? '')) return undefined;
  if (url !== '/panel' && !url.startsWith('/panel/') && !url.startsWith('/panel?')) return undefined;
  if (url.startsWith('/panel/assets/')) return undefined;
  const rest = url.slice('/panel'.length).replace(/^\/+/, '');
  return `/${rest}`;
}

async function registerClientApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.url.startsWith('/panel/assets/') &&
      SCRIPT_OR_STYLE.test(String(reply.getHeader('content-type')))
    )
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    return payload;
  });
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/panel/',
      index: false,
      wildcard: true,
      // The .br / .gz copies written at build time (tools/vite-compress.ts), by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(distDir, filePath)),
    });
  }
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : undefined;
  app.setNotFoundHandler((request, reply) => {
    // /panel/ holds only the built files; a person who typed it (or an old link) is sent to the app.
    const panelPage = appAddressOfPanelPage(request.method, request.url, request.headers.accept);
    if (panelPage !== undefined) return reply.redirect(panelPage, 302);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/panel/')) {
      return reply.status(404).send(notFound().body(localeOf(request)));
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
