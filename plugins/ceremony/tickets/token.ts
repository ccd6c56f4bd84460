/**
 * A ticket's token, what its QR code holds: `WT1.<key id>.<claims>.<signature>`, the claims being
 * base64url JSON and the signature Ed25519 over `WT1.<key id>.<claims>`. It names the acara, the
 * entrance policy, the ticket and the name of who enters, nothing else personal, so a scanner that
 * holds the acara's public keys verifies it without a network. The key id lets keys rotate: a token
 * signed with an older key verifies while that key is not retired.
 *
 * Verification uses WebCrypto's Ed25519 (browsers and Node alike); the server signs with node:crypto
 * (../server/ticket-keys.ts).
 */

export const TOKEN_VERSION = 'WT1';

/** Who a token lets in. `t` is the ticket: `g<id>` a guest's, `w<kehadiran id>` a graduate's pass. */
export interface TicketClaims {
  /** The acara. */
  a: number;
  /** The ticket. */
  t: string;
  /** The entrance policy: the graduates' entrance or the guests'. */
  p: 'wisudawan' | 'tamu';
  /** The name of who enters. */
  n: string;
}

/** A public key as the scanner keeps it: its id and its raw 32 bytes in base64url. */
export interface TicketKey {
  kid: string;
  key: string;
}

export type Verdict =
  | { ok: true; kid: string; claims: TicketClaims }
  | { ok: false; reason: 'format' | 'key' | 'signature' | 'unsupported' };

const utf8 = new TextEncoder();

export function toBase64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The signed part of a token: version, key id and the claims. */
export function signedPart(kid: string, claims: TicketClaims): string {
  const { a, t, p, n } = claims;
  return `${TOKEN_VERSION}.${kid}.${toBase64url(utf8.encode(JSON.stringify({ a, t, p, n })))}`;
}

const validClaims = (c: unknown): c is TicketClaims => {
  const o = c as Partial<TicketClaims> | null;
  return (
    !!o &&
    Number.isSafeInteger(o.a) &&
    typeof o.t === 'string' &&
    /^[gw]\d{1,15}$/.test(o.t) &&
    (o.p === 'wisudawan' || o.p === 'tamu') &&
    typeof o.n === 'string'
  );
};

/** The parts of a token, or null when it is not one. */
export function parseToken(
  token: string,
): { kid: string; claims: TicketClaims; signed: string; signature: Uint8Array<ArrayBuffer> } | null {
  const parts = token.trim().split('.');
  if (parts.length !== 4 || parts[0] !== TOKEN_VERSION || !/^[A-Za-z0-9_-]{1,20}$/.test(parts[1]))
    return null;
  const body = fromBase64url(parts[2]);
  const signature = fromBase64url(parts[3]);
  // only the canonical spelling: one ticket, one token
  if (!body || !signature || signature.length !== 64 || toBase64url(signature) !== parts[3]) return null;
  try {
    const claims: unknown = JSON.parse(new TextDecoder().decode(body));
    if (!validClaims(claims)) return null;
    return { kid: parts[1], claims, signed: parts.slice(0, 3).join('.'), signature };
  } catch {
    return null;
  }
}

const imported = new Map<string, Promise<CryptoKey>>();

function publicKey(key: TicketKey): Promise<CryptoKey> {
  const cacheKey = `${key.kid}:${key.key}`;
  let found = imported.get(cacheKey);
  if (!found) {
    const raw = fromBase64url(key.key) ?? new Uint8Array(0);
    found = crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    imported.set(cacheKey, found);
  }
  return found;
}

/** Checks a token's signature against the keys given (the acara's, not retired): no network. */
export async function verifyToken(token: string, keys: readonly TicketKey[]): Promise<Verdict> {
  const parsed = parseToken(token);
  if (!parsed) return { ok: false, reason: 'format' };
  const key = keys.find((k) => k.kid === parsed.kid);
  if (!key) return { ok: false, reason: 'key' };
  let publicHalf: CryptoKey;
  try {
    publicHalf = await publicKey(key);
  } catch (e) {
    // a browser without WebCrypto's Ed25519 (before Chrome 137, Safari 17, Firefox 129)
    if ((e as Error)?.name === 'NotSupportedError' || !crypto?.subtle)
      return { ok: false, reason: 'unsupported' };
    return { ok: false, reason: 'key' };
  }
  try {
    const good = await crypto.subtle.verify(
      { name: 'Ed25519' },
      publicHalf,
      parsed.signature,
      utf8.encode(parsed.signed),
    );
    return good ? { ok: true, kid: parsed.kid, claims: parsed.claims } : { ok: false, reason: 'signature' };
  } catch {
    return { ok: false, reason: 'signature' };
  }
}
