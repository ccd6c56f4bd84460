import path from 'node:path';
import type { AuthLimits } from './auth/limits';
import type { JobSettings } from './jobs/settings';
import { faceEnv, type FaceSettings } from './faces/settings';
import { isTimeZone } from './files/exif';
import { parseSecretsKey } from './secrets/key';

/** Every setting the server reads from the environment, in one place (README "Configuration"). */
export interface Config {
  port: number;
  host: string;
  /**
   * HTTPS with HTTP/2 (HTTP/1.1 still answered for clients without it): PEM files of the certificate
   * chain and of its key (TLS_CERT_FILE, TLS_KEY_FILE; both or neither). Without them, plain
   * HTTP/1.1, for a proxy in front that speaks TLS. docs/operations.md.
   */
  tls?: { certFile: string; keyFile: string };
  dataDir: string;
  databaseUrl?: string;
  /**
   * The key that seals secrets at rest, such as the ticket signing keys (SECRETS_KEY: 32 random bytes,
   * base64 or hex). Without it, the key file `<DATA_DIR>/secrets.key`, made on the first start (mode
   * 0600). Never stored in the database. docs/security.md#secrets-at-rest.
   */
  secretsKey?: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Public origin used in e-mailed links. */
  publicUrl: string;
  logLevel: string;
  /** Load the demo data set on the first start (default: on for the embedded database). */
  seedDemo: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  uploadMaxBytes: number;
  uploadMaxPixels: number;
  /**
   * The IANA time zone a camera's clock is taken to show when a photo's EXIF date has no offset
   * (PHOTO_TIMEZONE, e.g. Asia/Jakarta; default: the server's own zone, TZ, usually UTC). docs/files.md.
   */
  photoTimeZone: string;
  storageDir: string;
  s3?: {
    endpoint?: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  };
  distDir: string;
  /**
   * Milliseconds a bearer token's caller is kept in memory (CALLER_CACHE_MS, default 30 s, at most 60 s
   * so the idle window keeps sliding; 0 = look it up on every request). Changes clear it at once.
   */
  callerCacheMs: number;
  /** Milliseconds list pages and totals are kept at most (LIST_CACHE_MS, default 60 s; 0 = off). Changes clear them at once. */
  listCacheMs: number;
  /** Which proxies may set X-Forwarded-For (client address for throttling): 'loopback' by default; TRUST_PROXY=true trusts any. */
  trustProxy: boolean | string;
  /** Bearer token that opens GET /api/metrics from any address (METRICS_TOKEN; docs/operations.md). */
  metricsToken?: string;
  /**
   * Client addresses that may read /api/metrics without the token (METRICS_ALLOW: `loopback` by default,
   * addresses and CIDR ranges separated by commas, `none` for the token only). The address is the
   * client's as TRUST_PROXY resolves it.
   */
  metricsAllow: string;
  /** Milliseconds SIGTERM waits for in-flight requests and queues before it exits anyway (SHUTDOWN_TIMEOUT_MS, default 25 s). */
  shutdownTimeoutMs: number;
  /** Throttling of login/register/forgot-password (defaults in server/auth/limits.ts). */
  authLimits?: Partial<AuthLimits>;
  /** Background jobs: workers on or off, polling, mail retries, the orphan sweep (defaults in server/jobs/settings.ts). */
  jobs?: Partial<JobSettings>;
  /** Face search: worker threads, match threshold, rate limits (defaults in server/faces/settings.ts; FACE_WORKERS, FACE_MATCH_THRESHOLD). */
  faces?: Partial<FaceSettings>;
}

/** PHOTO_TIMEZONE, refused at start when this runtime does not know the zone. */
function timeZoneSetting(value: string | undefined): string {
  const zone = value || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  if (!isTimeZone(zone))
    throw new Error(`PHOTO_TIMEZONE: unknown time zone "${zone}" (use an IANA name such as Asia/Jakarta)`);
  return zone;
}

/** SECRETS_KEY, refused at start when it is not a key of the right size. */
function secretsKeySetting(value: string | undefined): string | undefined {
  if (!value) return undefined;
  parseSecretsKey(value, 'SECRETS_KEY');
  return value.trim();
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** TLS_CERT_FILE and TLS_KEY_FILE: both (HTTPS with HTTP/2) or neither (plain HTTP), never one alone. */
function tlsSetting(certFile: string | undefined, keyFile: string | undefined): Config['tls'] {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both for HTTPS, or neither');
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
}

/** TRUST_PROXY: true, false, or addresses/ranges as proxy-addr takes them ('loopback', '10.0.0.0/8, 127.0.0.1'). */
function proxySetting(value: string | undefined): boolean | string {
  if (!value) return 'loopback';
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = int(env.PORT, 3000);
  const s3Bucket = env.S3_BUCKET;
  const tls = tlsSetting(env.TLS_CERT_FILE, env.TLS_KEY_FILE);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    tls,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    secretsKey: secretsKeySetting(env.SECRETS_KEY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Wisuda <no-reply@wisuda.local>',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: (env.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' : !env.DATABASE_URL,
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 60 * 24 * 7),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 24 * 30),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 25 * 1024 * 1024),
    uploadMaxPixels: int(env.UPLOAD_MAX_PIXELS, 100_000_000),
    photoTimeZone: timeZoneSetting(env.PHOTO_TIMEZONE),
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'files')),
    s3: s3Bucket
      ? {
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION ?? 'us-east-1',
          bucket: s3Bucket,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
        }
      : undefined,
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    callerCacheMs: Math.min(int(env.CALLER_CACHE_MS, 30_000), 60_000),
    listCacheMs: int(env.LIST_CACHE_MS, 60_000),
    trustProxy: proxySetting(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsAllow: env.METRICS_ALLOW ?? 'loopback',
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 25_000),
    faces: faceEnv(env),
  };
}
