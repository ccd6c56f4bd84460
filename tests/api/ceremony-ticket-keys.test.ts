/**
 * The ticket signing keys at rest (plugins/ceremony/server/ticket-keys.ts, server/secrets): on a real
 * app and database, table tiket_kunci holds the private halves sealed (AES-256-GCM under the key in
 * DATA_DIR, not in the database), never as PEM, while passes still sign and verify with the public
 * keys. A key kept in plain PEM before sealing is sealed at its first use and at start. A server with
 * another secrets key says so in its log and signs nothing rather than make a key of its own.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseToken, verifyToken, type TicketKey } from '../../plugins/ceremony/tickets/token';
import { buildApp } from '../../server/app';
import { createTestApp, type TestApp } from './helpers';
import { makeUniversity } from './tenancy-fixtures';

const BASE = '/api/plugins/ceremony';
let t: TestApp;
let graduate: string;

type Row = { kid: string; public_key: string; private_key: string; retired_at: Date | null };
const rows = async () =>
  (
    await sql<Row>`SELECT kid, public_key, private_key, retired_at FROM tiket_kunci ORDER BY kid`.execute(
      t.db,
    )
  ).rows;
const keys = async (): Promise<TicketKey[]> =>
  (await t.app.inject({ method: 'GET', url: `${BASE}/keys` })).json().data.keys;
const passOf = async (app = t.app) => {
  const res = await app.inject({ method: 'GET', url: `${BASE}/me/tickets`, headers: t.auth(graduate) });
  return {
    status: res.statusCode,
    token: res.statusCode === 200 ? (res.json().data.pass.token as string) : '',
  };
};

/** A key as the ceremony kept them before sealing: the private half in plain PEM. */
async function plainKey(o: { newest: boolean; retired?: boolean }) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const kid = randomBytes(6).toString('hex');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await sql`INSERT INTO tiket_kunci (kid, public_key, private_key, created_at, retired_at)
    VALUES (${kid}, ${publicKey.export({ format: 'jwk' }).x!}, ${pem},
      now() + ${o.newest ? '1 minute' : '-1 day'}::interval, ${o.retired ? new Date() : null})`.execute(t.db);
  return { kid, pem };
}

beforeAll(async () => {
  t = await createTestApp();
  const A = await makeUniversity(t, {
    name: 'Kunci',
    kode_pt: '074001',
    nim: '7400000001',
    tanggal: '2099-03-01',
  });
  await sql`UPDATE acara SET batas_konfirmasi = ${new Date(Date.now() + 3600_000).toISOString()},
    tamu_per_wisudawan = 1 WHERE id = ${A.acara}`.execute(t.db);
  const u = await t.createMahasiswaUser({
    pt_id: A.pt,
    nim: '7400000101',
    acara_id: A.acara,
    fakultas_id: A.fak,
    prodi_id: A.prodi,
  });
  graduate = u.token!;
  const res = await t.app.inject({
    method: 'PUT',
    url: `${BASE}/me`,
    headers: t.auth(graduate),
    payload: { hadir: true, tamu_diminta: 0 },
  });
  expect(res.statusCode, res.body).toBe(200);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('the signing keys at rest', () => {
  it('hold no private key in plain text, and passes still sign and verify', async () => {
    const pass = await passOf();
    expect(pass.status).toBe(200);
    expect(await verifyToken(pass.token, await keys())).toMatchObject({ ok: true });
    const stored = await rows();
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.private_key).toMatch(/^sealed:v1:/);
      expect(row.private_key).not.toMatch(/PRIVATE KEY|MC4CAQAwBQYDK2Vw/);
      // it opens, with the server's key and for its own row only
      expect(t.app.secrets.open(row.private_key, `tiket_kunci/${row.kid}`)).toMatch(
        /^-----BEGIN PRIVATE KEY/,
      );
      expect(() => t.app.secrets.open(row.private_key, 'tiket_kunci/000000000000')).toThrow();
    }
  });

  it('seal a key kept in plain PEM at its first use, which still signs with it', async () => {
    const legacy = await plainKey({ newest: true });
    const pass = await passOf();
    expect(parseToken(pass.token)?.kid).toBe(legacy.kid);
    expect(await verifyToken(pass.token, await keys())).toMatchObject({ ok: true });
    const row = (await rows()).find((r) => r.kid === legacy.kid)!;
    expect(row.private_key).toMatch(/^sealed:v1:/);
    expect(t.app.secrets.open(row.private_key, `tiket_kunci/${legacy.kid}`)).toBe(legacy.pem);
  });

  it('seal every key kept in plain PEM when the server starts, retired ones too', async () => {
    const legacy = await plainKey({ newest: false, retired: true });
    const again = await buildApp({ config: t.config, db: t.db, mailer: t.mailer, logger: false });
    await again.ready();
    await again.close();
    const row = (await rows()).find((r) => r.kid === legacy.kid)!;
    expect(row.private_key).toMatch(/^sealed:v1:/);
    expect(t.app.secrets.open(row.private_key, `tiket_kunci/${legacy.kid}`)).toBe(legacy.pem);
    expect((await rows()).filter((r) => !r.private_key.startsWith('sealed:'))).toEqual([]);
  });

  it('with another secrets key: an error in the log, and no ticket signed (nor a key of its own made)', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const before = await rows();
    const other = await buildApp({
      config: { ...t.config, secretsKey: randomBytes(32).toString('base64') },
      db: t.db,
      mailer: t.mailer,
      logger: { level: 'info', stream },
    });
    try {
      await other.ready();
      expect(log).toMatch(
        /ticket signing key cannot be opened: tiket_kunci\/[0-9a-f]{12}: sealed with secrets key/,
      );
      expect(log).not.toMatch(/PRIVATE KEY/);
      expect((await passOf(other)).status).toBe(500);
      expect(await rows()).toEqual(before);
    } finally {
      await other.close();
    }
    // the right key still signs
    expect((await passOf()).status).toBe(200);
  });
});
