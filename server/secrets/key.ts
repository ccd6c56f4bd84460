/**
 * Where the key-encryption key of ./seal.ts comes from: SECRETS_KEY (32 bytes, base64 or hex) when it
 * is set; otherwise the key file `<DATA_DIR>/secrets.key`, made on the first start (random, mode
 * 0600), so the embedded setup works without configuration. Either way the key is never in the
 * database, so a dump of it (a backup, a replica) holds sealed values only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SECRETS_KEY_BYTES } from './seal';

/** The key file's name in DATA_DIR. */
export const SECRETS_KEY_FILE = 'secrets.key';

/** The key written as `text` (base64, base64url or hex of 32 bytes); an Error naming `where` otherwise. */
export function parseSecretsKey(text: string, where: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64')
      : undefined;
  if (key?.length !== SECRETS_KEY_BYTES)
    throw new Error(
      `${where}: a secrets key is ${SECRETS_KEY_BYTES} random bytes in base64 or hex (make one with: openssl rand -base64 32)`,
    );
  return key;
}

/** What the key file's loading has to say (a file others may read). */
export type KeyFileWarn = (message: string) => void;

/** The key file of `dataDir`, made when there is none (by one process only when several start at once). */
export async function keyFileKey(dataDir: string, warn: KeyFileWarn): Promise<Buffer> {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    await fs.writeFile(file, `${randomBytes(SECRETS_KEY_BYTES).toString('base64')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const { mode } = await fs.stat(file);
  if (process.platform !== 'win32' && mode & 0o077)
    warn(`${file} can be read by other users: chmod 600 it (it opens every sealed secret)`);
  return parseSecretsKey(await fs.readFile(file, 'utf8'), file);
}
