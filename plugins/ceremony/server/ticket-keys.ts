/**
 * The tickets' Ed25519 signing keys (table tiket_kunci): the newest key not retired signs, every key
 * not retired verifies, so a rotation leaves tokens already sent valid until their key is retired.
 * The private half is kept sealed (kit.secrets, AES-256-GCM under a key that is not in the database),
 * so a dump of the database cannot sign tickets; scanners get the public halves only. A private key
 * still in plain PEM (kept before keys were sealed) is sealed at start and whenever it is read.
 */
import { createPrivateKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { sql } from 'kysely';
import type { PluginRouteKit } from 'wisuda/server';
import { signedPart, toBase64url, type TicketClaims, type TicketKey } from '../tickets/token';

const KID_BYTES = 6;
const KID = new RegExp(`^[0-9a-f]{${KID_BYTES * 2}}$`);

type Db = PluginRouteKit['db'];
/** The database (or a transaction of it) and the sealer of the private keys. */
export type Keyring = { db: Db; secrets: PluginRouteKit['secrets'] };

/** The opened private keys by kid, kept per sealer (a server; several in one test process). */
const opened = new WeakMap<Keyring['secrets'], Map<string, KeyObject>>();
const privateKeysOf = (secrets: Keyring['secrets']) => {
  let keys = opened.get(secrets);
  if (!keys) opened.set(secrets, (keys = new Map()));
  return keys;
};

/** What a key's private half is sealed for: its own row, so a sealed key moved to another row does not open. */
const contextOf = (kid: string) => `tiket_kunci/${kid}`;

/** A new key, which signs from now on. */
export async function rotateKey({ db, secrets }: Keyring): Promise<string> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const kid = randomBytes(KID_BYTES).toString('hex');
  const x = publicKey.export({ format: 'jwk' }).x!;
  const sealed = secrets.seal(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), contextOf(kid));
  await sql`INSERT INTO tiket_kunci (kid, public_key, private_key) VALUES (${kid}, ${x}, ${sealed})`.execute(
    db,
  );
  privateKeysOf(secrets).set(kid, privateKey);
  return kid;
}

/** Retires a key: the tokens it signed no longer verify. False when there is no such key in use. */
export async function retireKey(db: Db, kid: string): Promise<boolean> {
  // A key id is hex of KID_BYTES: anything else names no key (and never reaches the database).
  if (!KID.test(kid)) return false;
  const { numAffectedRows } = await sql`UPDATE tiket_kunci SET retired_at = now()
    WHERE kid = ${kid} AND retired_at IS NULL`.execute(db);
  return Number(numAffectedRows ?? 0) > 0;
}

/** The public halves of the keys in use, newest first. */
export async function publicKeys(db: Db): Promise<TicketKey[]> {
  const { rows } = await sql<{ kid: string; public_key: string }>`SELECT kid, public_key FROM tiket_kunci
    WHERE retired_at IS NULL ORDER BY created_at DESC, kid`.execute(db);
  return rows.map((r) => ({ kid: r.kid, key: r.public_key }));
}

/** The plain PEM of a stored private key, sealing it in its row first when it is still plain. */
async function openPrivateKey({ db, secrets }: Keyring, kid: string, stored: string): Promise<string> {
  if (secrets.isSealed(stored)) return secrets.open(stored, contextOf(kid));
  await sql`UPDATE tiket_kunci SET private_key = ${secrets.seal(stored, contextOf(kid))}
    WHERE kid = ${kid} AND private_key = ${stored}`.execute(db);
  return stored;
}

/** Seals every private key still kept in plain PEM; the number sealed. */
export async function sealPlainKeys(keys: Keyring): Promise<number> {
  const { rows } = await sql<{ kid: string; private_key: string }>`SELECT kid, private_key FROM tiket_kunci
    WHERE private_key LIKE '-----BEGIN%'`.execute(keys.db);
  for (const { kid, private_key } of rows) await openPrivateKey(keys, kid, private_key);
  return rows.length;
}

/** The newest key in use, opened (and kept in this process), or undefined when there is none. */
async function newestKey(keys: Keyring): Promise<{ kid: string; key: KeyObject } | undefined> {
  const { rows } = await sql<{ kid: string; private_key: string }>`SELECT kid, private_key FROM tiket_kunci
    WHERE retired_at IS NULL ORDER BY created_at DESC, kid LIMIT 1`.execute(keys.db);
  if (!rows[0]) return undefined;
  const { kid, private_key } = rows[0];
  const cached = privateKeysOf(keys.secrets);
  let key = cached.get(kid);
  if (!key) cached.set(kid, (key = createPrivateKey(await openPrivateKey(keys, kid, private_key))));
  return { kid, key };
}

async function signingKey(keys: Keyring): Promise<{ kid: string; key: KeyObject }> {
  const newest = await newestKey(keys);
  if (newest) return newest;
  const kid = await rotateKey(keys);
  return { kid, key: privateKeysOf(keys.secrets).get(kid)! };
}

/**
 * At start: seals the keys still in plain PEM and opens the signing key, so a wrong or missing
 * secrets key is told in the log at once (tickets then fail to sign, never with another key, until
 * the key is set right or a new signing key is made with POST /keys/rotate). Nothing while the
 * plugin's migrations have not made the table (the readiness check tells they are pending).
 */
export async function checkKeys(keys: Keyring, log: { info(m: string): void; error(m: string): void }) {
  const { rows } = await sql<{
    made: boolean;
  }>`SELECT to_regclass('tiket_kunci') IS NOT NULL AS made`.execute(keys.db);
  if (!rows[0]?.made) return;
  const sealed = await sealPlainKeys(keys);
  if (sealed) log.info(`ceremony: sealed ${sealed} ticket signing key(s) kept in plain text`);
  await newestKey(keys).catch((err: unknown) =>
    log.error(`ceremony: the ticket signing key cannot be opened: ${(err as Error).message}`),
  );
}

/** The token of a ticket, signed with the newest key. */
export async function signTicket(keys: Keyring, claims: TicketClaims): Promise<string> {
  const { kid, key } = await signingKey(keys);
  const part = signedPart(kid, claims);
  return `${part}.${toBase64url(new Uint8Array(sign(null, Buffer.from(part), key)))}`;
}
