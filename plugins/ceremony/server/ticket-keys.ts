/**
 * The tickets' Ed25519 signing keys (table tiket_kunci): the newest key not retired signs, every key
 * not retired verifies, so a rotation leaves tokens already sent valid until their key is retired.
 * The private half stays in the database and in this process; scanners get the public halves only.
 */
import { createPrivateKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { sql } from 'kysely';
import type { PluginRouteKit } from 'wisuda/server';
import { signedPart, toBase64url, type TicketClaims, type TicketKey } from '../tickets/token';

const KID_BYTES = 6;
const KID = new RegExp(`^[0-9a-f]{${KID_BYTES * 2}}$`);

type Db = PluginRouteKit['db'];

const privateKeys = new Map<string, KeyObject>();

/** A new key, which signs from now on. */
export async function rotateKey(db: Db): Promise<string> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const kid = randomBytes(KID_BYTES).toString('hex');
  const x = publicKey.export({ format: 'jwk' }).x!;
  await sql`INSERT INTO tiket_kunci (kid, public_key, private_key)
    VALUES (${kid}, ${x}, ${privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()})`.execute(db);
  privateKeys.set(kid, privateKey);
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

async function signingKey(db: Db): Promise<{ kid: string; key: KeyObject }> {
  const { rows } = await sql<{ kid: string; private_key: string }>`SELECT kid, private_key FROM tiket_kunci
    WHERE retired_at IS NULL ORDER BY created_at DESC, kid LIMIT 1`.execute(db);
  if (!rows[0]) {
    const kid = await rotateKey(db);
    return { kid, key: privateKeys.get(kid)! };
  }
  const { kid, private_key } = rows[0];
  let key = privateKeys.get(kid);
  if (!key) privateKeys.set(kid, (key = createPrivateKey(private_key)));
  return { kid, key };
}

/** The token of a ticket, signed with the newest key. */
export async function signTicket(db: Db, claims: TicketClaims): Promise<string> {
  const { kid, key } = await signingKey(db);
  const part = signedPart(kid, claims);
  return `${part}.${toBase64url(new Uint8Array(sign(null, Buffer.from(part), key)))}`;
}
