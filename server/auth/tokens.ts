import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, base64url (43 characters). Only its sha256 is ever stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Shape check before touching the database: 43 base64url characters. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
