/**
 * Sealing a secret at rest (docs/security.md#secrets-at-rest): AES-256-GCM under a key-encryption key
 * that is never in the database (SECRETS_KEY, or the key file in DATA_DIR: ./key.ts). A sealed value
 * is text, `sealed:v1:<key id>:<iv>:<ciphertext>:<tag>` (base64url), so it fits any text column. The
 * `context` a value is sealed for (e.g. `tiket_kunci/<kid>`) is authenticated with it: a sealed value
 * copied into another row does not open there.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The size of a key-encryption key (AES-256). */
export const SECRETS_KEY_BYTES = 32;

/** Why a sealed value did not open. */
export type SealFailure = 'not-sealed' | 'other-key' | 'tampered';

/** A sealed value that does not open: its message says why, never what it holds. */
export class SealError extends Error {
  override name = 'SealError';
  constructor(
    readonly reason: SealFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Seals and opens secrets with one key-encryption key. */
export interface Secrets {
  /** A short public id of the key (not the key): tells which key sealed a value. */
  readonly keyId: string;
  /** `plain` sealed for `context`. */
  seal(plain: string, context: string): string;
  /** The plain text of a value sealed for `context` with this key; a SealError otherwise. */
  open(sealed: string, context: string): string;
  /** True when `value` is a sealed value (of any key), false for plain text. */
  isSealed(value: string): boolean;
}

const derive = (key: Buffer, info: string, bytes: number) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `wisuda secrets ${info}`, bytes));

const b64 = (b: Buffer) => b.toString('base64url');

/** The sealer of key-encryption key `key` (SECRETS_KEY_BYTES bytes). */
export function createSecrets(key: Buffer): Secrets {
  if (key.length !== SECRETS_KEY_BYTES) throw new Error(`a secrets key is ${SECRETS_KEY_BYTES} bytes`);
  const aesKey = derive(key, 'aes-256-gcm', SECRETS_KEY_BYTES);
  const keyId = derive(key, 'key id', 6).toString('hex');
  const aad = (id: string, context: string) => Buffer.from(`v1:${id}:${context}`);
  const isSealed = (value: string) => value.startsWith(PREFIX);
  return {
    keyId,
    isSealed,
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(keyId, context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${keyId}:${b64(iv)}:${b64(body)}:${b64(cipher.getAuthTag())}`;
    },
    open(sealed, context) {
      if (!isSealed(sealed)) throw new SealError('not-sealed', `${context}: the value is not sealed`);
      const [id, iv, body, tag] = sealed.slice(PREFIX.length).split(':');
      if (id !== keyId)
        throw new SealError(
          'other-key',
          `${context}: sealed with secrets key ${id}, but this server's key is ${keyId} (SECRETS_KEY or the key file in DATA_DIR: docs/security.md#secrets-at-rest)`,
        );
      try {
        const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv ?? '', 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(aad(id, context));
        decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body ?? '', 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SealError(
          'tampered',
          `${context}: the sealed value was altered or belongs to another record`,
        );
      }
    },
  };
}
