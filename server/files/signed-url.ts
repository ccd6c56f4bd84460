import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db';

/**
 * Signed URLs for things a browser fetches without our bearer header (<img src>, a download link).
 *
 * Every photo URL handed to a signed-in caller carries `?u=<user>&s=<session>&exp=<unix>&sig=<hmac>`:
 * HMAC-SHA256 over a subject (e.g. `file.12.thumb`), user, session and expiry, keyed with a random
 * 256-bit secret kept in the database (table server_secret), so every server process signs and checks
 * alike. On use the server checks the signature and expiry, that the session is still live (logout or
 * a password change kills the URLs too) and then the caller's right to the photo again. Expiry is
 * rounded up to a 30-minute window, so a URL stays stable (cacheable) for 30 to 60 minutes.
 */
export type Variant = 'thumb' | 'preview' | 'original';
export const VARIANTS: readonly Variant[] = ['thumb', 'preview', 'original'];

const WINDOW_SECONDS = 30 * 60;
const SECRET_NAME = 'file_url_hmac';

export interface SignedParams {
  u: number;
  s: number;
  exp: number;
  sig: string;
}

export interface UrlSigner {
  /** The query string (without '?') signing `subject` for this user and session. */
  query(subject: string, userId: number, sessionId: number): string;
  verify(subject: string, params: SignedParams, nowMs?: number): boolean;
}

export async function loadSecret(db: Db): Promise<Buffer> {
  const fresh = randomBytes(32).toString('base64');
  await sql`INSERT INTO server_secret (name, value) VALUES (${SECRET_NAME}, ${fresh}) ON CONFLICT (name) DO NOTHING`.execute(
    db,
  );
  const { rows } = await sql<{
    value: string;
  }>`SELECT value FROM server_secret WHERE name = ${SECRET_NAME}`.execute(db);
  return Buffer.from(rows[0].value, 'base64');
}

export function createSigner(secret: Buffer): UrlSigner {
  const mac = (subject: string, u: number, s: number, exp: number) =>
    createHmac('sha256', secret).update(`${subject}|${u}|${s}|${exp}`).digest('base64url').slice(0, 32);
  return {
    query(subject, userId, sessionId) {
      const now = Math.floor(Date.now() / 1000);
      const exp = (Math.floor(now / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
      return `u=${userId}&s=${sessionId}&exp=${exp}&sig=${mac(subject, userId, sessionId, exp)}`;
    },
    verify(subject, { u, s, exp, sig }, nowMs = Date.now()) {
      if (![u, s, exp].every(Number.isSafeInteger) || exp * 1000 < nowMs) return false;
      const expected = Buffer.from(mac(subject, u, s, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Reads `u, s, exp, sig` from a query object; null when any is missing or malformed. */
export function signedParamsOf(query: unknown): SignedParams | null {
  const q = (query ?? {}) as Record<string, unknown>;
  if (typeof q.sig !== 'string' || q.u === undefined || q.s === undefined || q.exp === undefined) return null;
  const [u, s, exp] = [Number(q.u), Number(q.s), Number(q.exp)];
  if (![u, s, exp].every(Number.isSafeInteger)) return null;
  return { u, s, exp, sig: q.sig };
}
