/**
 * Database faults that are not the request's fault and pass by themselves: the server restarting or
 * failing over, a connection terminated by an administrator (`pg_terminate_backend`), the network
 * between us and PostgreSQL, a pool shut down while the process stops. The API answers them with 503
 * and Retry-After (server/errors.ts) instead of a 500, and the pool opens new connections on the next
 * request, so service resumes as soon as the database accepts connections again.
 */

/** SQLSTATEs of a connection lost or refused (class 08) and of a server shutting down or starting up. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: terminated by pg_terminate_backend or a fast/smart shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);

/** Socket errors (errno codes) on the way to the database. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages of node-postgres / pg-pool / Kysely / PGlite that carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "Connection terminated" / "... unexpectedly" / "... due to connection timeout"
  /is not queryable/, // "Client has encountered a connection error and is not queryable", "Client was closed ..."
  /^timeout exceeded when trying to connect/, // pg-pool's connectionTimeoutMillis
  /^Cannot use a pool after calling end on the pool/, // shutting down
  /^driver has already been destroyed/, // Kysely, shutting down
  /^PGlite is closed/,
];

/** True when `err` is a socket error on the way to another service (database, object storage). */
export function isNetworkUnreachable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNAVAILABLE_ERRNOS.has(code);
}

/** True when `err` (or an error in its `cause` chain) says the database is out of reach for now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
