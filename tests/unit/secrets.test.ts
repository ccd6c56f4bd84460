/**
 * Secrets sealed at rest (server/secrets): AES-256-GCM under a key that is not in the database. A
 * sealed value opens with its key and for its record only; altered, moved or opened with another key
 * it is refused (SealError), never read. The key comes from SECRETS_KEY or the key file in DATA_DIR.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createSecrets, openSecrets, SealError, SECRETS_KEY_FILE } from '../../server/secrets';

const PEM = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----\n';
const secrets = createSecrets(randomBytes(32));
const failure = (work: () => unknown) => {
  try {
    work();
  } catch (err) {
    expect(err).toBeInstanceOf(SealError);
    return (err as SealError).reason;
  }
  throw new Error('it opened');
};

describe('sealing', () => {
  it('opens what it sealed, and the sealed text holds none of the plain text', () => {
    const sealed = secrets.seal(PEM, 'tiket_kunci/a1');
    expect(sealed).toMatch(/^sealed:v1:[0-9a-f]{12}:/);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(sealed).not.toContain(Buffer.from(PEM).toString('base64').slice(0, 16));
    expect(secrets.isSealed(sealed)).toBe(true);
    expect(secrets.isSealed(PEM)).toBe(false);
    expect(secrets.open(sealed, 'tiket_kunci/a1')).toBe(PEM);
    // a fresh IV each time: the same secret never seals to the same text
    expect(secrets.seal(PEM, 'tiket_kunci/a1')).not.toBe(sealed);
  });

  it('refuses a sealed value that was altered', () => {
    const sealed = secrets.seal(PEM, 'x/1');
    const parts = sealed.split(':');
    for (const at of [3, 4, 5]) {
      const bytes = Buffer.from(parts[at], 'base64url');
      bytes[0] ^= 1;
      const altered = [...parts.slice(0, at), bytes.toString('base64url'), ...parts.slice(at + 1)].join(':');
      expect(failure(() => secrets.open(altered, 'x/1'))).toBe('tampered');
    }
    expect(failure(() => secrets.open(sealed.slice(0, -4), 'x/1'))).toBe('tampered');
  });

  it('refuses a value moved to another record', () => {
    expect(failure(() => secrets.open(secrets.seal(PEM, 'tiket_kunci/a1'), 'tiket_kunci/b2'))).toBe(
      'tampered',
    );
  });

  it('refuses another key, naming both keys and never the secret', () => {
    const other = createSecrets(randomBytes(32));
    const sealed = secrets.seal(PEM, 'x/1');
    expect(failure(() => other.open(sealed, 'x/1'))).toBe('other-key');
    expect(() => other.open(sealed, 'x/1')).toThrow(secrets.keyId);
    expect(() => other.open(sealed, 'x/1')).toThrow(other.keyId);
    // the same key id written into the value does not help: the tag still fails
    const forged = sealed.replace(secrets.keyId, other.keyId);
    expect(failure(() => other.open(forged, 'x/1'))).toBe('tampered');
    expect(failure(() => secrets.open(PEM, 'x/1'))).toBe('not-sealed');
  });
});

describe('the key', () => {
  const dirs: string[] = [];
  const tmp = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-secrets-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

  it('is SECRETS_KEY in base64 or hex, and a malformed one stops the start', () => {
    const key = randomBytes(32);
    const b64 = loadConfig({ SECRETS_KEY: key.toString('base64') }).secretsKey!;
    const hex = loadConfig({ SECRETS_KEY: key.toString('hex') }).secretsKey!;
    expect(createSecrets(key).keyId).toBe(createSecrets(Buffer.from(hex, 'hex')).keyId);
    expect(b64).toBe(key.toString('base64'));
    expect(() => loadConfig({ SECRETS_KEY: 'changeme' })).toThrow(/SECRETS_KEY.*32 random bytes/);
    expect(() => loadConfig({ SECRETS_KEY: randomBytes(16).toString('base64') })).toThrow(/SECRETS_KEY/);
  });

  it('without SECRETS_KEY, is a key file in DATA_DIR made once with mode 0600', async () => {
    const dataDir = await tmp();
    const warnings: string[] = [];
    const first = await openSecrets({ dataDir }, (m) => warnings.push(m));
    const file = path.join(dataDir, SECRETS_KEY_FILE);
    if (process.platform !== 'win32') expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const again = await openSecrets({ dataDir }, (m) => warnings.push(m));
    expect(again.keyId).toBe(first.keyId);
    expect(again.open(first.seal('s', 'c'), 'c')).toBe('s');
    expect(warnings).toEqual([]);
    // SECRETS_KEY wins over the file
    const set = await openSecrets({ dataDir, secretsKey: randomBytes(32).toString('hex') }, () => {});
    expect(set.keyId).not.toBe(first.keyId);
  });

  it('warns when the key file is readable by others, or when a PostgreSQL server has no SECRETS_KEY', async () => {
    const dataDir = await tmp();
    await openSecrets({ dataDir }, () => {});
    await fs.chmod(path.join(dataDir, SECRETS_KEY_FILE), 0o644);
    const warnings: string[] = [];
    await openSecrets({ dataDir, databaseUrl: 'postgres://db/wisuda' }, (m) => warnings.push(m));
    expect(warnings.join('\n')).toMatch(/SECRETS_KEY is not set/);
    if (process.platform !== 'win32') expect(warnings.join('\n')).toMatch(/chmod 600/);
  });

  it('refuses a key file that holds no key', async () => {
    const dataDir = await tmp();
    await fs.writeFile(path.join(dataDir, SECRETS_KEY_FILE), 'not a key\n', { mode: 0o600 });
    await expect(openSecrets({ dataDir }, () => {})).rejects.toThrow(/secrets\.key: a secrets key is 32/);
  });
});
