import { createHash, randomBytes } from 'node:crypto';

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

/**
 * The tag of an image field (8 characters of the hash of `<resource>.<field>`): the keys stored for it
 * end with it, so a key says which field it was stored for (`imageKeyTag`). The server writes every
 * key, so a key with a field's tag can only come from an upload for that field.
 */
export function fieldTag(resource: string, field: string): string {
  return base32(createHash('sha256').update(`${resource}.${field}`).digest().subarray(0, 8));
}

/**
 * A new key for an image of `resource`.`field` (an upload of an `image` field, a profile photo):
 * `<prefix>/<yyyy>/<mm>/<26 characters>-<field tag>.webp` (domain/image.ts IMAGE_KEY).
 */
export function newImageKey(prefix: 'images' | 'profile', resource: string, field: string): string {
  return `${newBaseKey(prefix)}-${fieldTag(resource, field)}.webp`;
}

/** The field tag of an image key; null for a key from before tags (it names no field). */
export function imageKeyTag(key: string): string | null {
  return /-([0-9a-z]{8})\.webp$/.exec(key)?.[1] ?? null;
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
