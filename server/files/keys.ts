import { randomBytes } from 'node:crypto';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const EXT: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export const MIME: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case

function base32(bytes: Buffer): string {
  let out = '';
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

/**
 * A new storage base name: `photos/<yyyy>/<mm>/<time><random>`, sortable by time (ULID-like:
 * 10 characters of milliseconds, 16 random characters). Never derived from client input.
 */
export function newBaseKey(prefix = 'photos', now = new Date()): string {
  const time = now.getTime().toString(32).padStart(10, '0');
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${prefix}/${yyyy}/${mm}/${time}${base32(randomBytes(16))}`;
}

export function originalKey(base: string, format: ImageFormat): string {
  return `${base}.${EXT[format]}`;
}

export const thumbKey = (base: string) => `${base}-thumb.webp`;
export const previewKey = (base: string) => `${base}-preview.webp`;

/** The content type of a generated key, from its extension. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return TYPES[ext] ?? 'application/octet-stream';
}
