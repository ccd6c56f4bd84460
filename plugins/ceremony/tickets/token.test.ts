/**
 * The ticket token's format and offline verification (./token.ts): what it holds, that it verifies
 * with the right public key only, that a changed byte, another key, a retired key or a non-canonical
 * spelling fail, and that the signature is Ed25519 as node:crypto makes it.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { parseToken, signedPart, toBase64url, verifyToken, type TicketClaims, type TicketKey } from './token';

function keyPair(kid: string) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const key: TicketKey = { kid, key: publicKey.export({ format: 'jwk' }).x! };
  const signToken = (claims: TicketClaims) => {
    const part = signedPart(kid, claims);
    return `${part}.${toBase64url(new Uint8Array(sign(null, Buffer.from(part), privateKey)))}`;
  };
  return { key, signToken };
}

const CLAIMS: TicketClaims = { a: 7, t: 'g42', p: 'tamu', n: 'Siti Aminah' };

describe('a ticket token', () => {
  it('is WT1.<key id>.<claims>.<signature> and holds the acara, ticket, entrance and name only', () => {
    const { signToken } = keyPair('k1');
    const token = signToken({ ...CLAIMS, extra: 'x' } as TicketClaims);
    const [version, kid, body, sig] = token.split('.');
    expect([version, kid]).toEqual(['WT1', 'k1']);
    expect(JSON.parse(Buffer.from(body, 'base64url').toString())).toEqual(CLAIMS);
    expect(Buffer.from(sig, 'base64url')).toHaveLength(64);
    expect(parseToken(token)).toMatchObject({ kid: 'k1', claims: CLAIMS });
  });

  it('verifies with its key among several, offline, and not with another key of the same id', async () => {
    const one = keyPair('k1');
    const two = keyPair('k2');
    const token = one.signToken(CLAIMS);
    expect(await verifyToken(token, [two.key, one.key])).toEqual({ ok: true, kid: 'k1', claims: CLAIMS });
    expect(await verifyToken(token, [two.key])).toEqual({ ok: false, reason: 'key' });
    expect(await verifyToken(token, [{ kid: 'k1', key: two.key.key }])).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('fails once any part is changed or spelt otherwise', async () => {
    const { key, signToken } = keyPair('k1');
    const token = signToken(CLAIMS);
    const [v, kid, , sig] = token.split('.');
    const forged = `${v}.${kid}.${toBase64url(new TextEncoder().encode(JSON.stringify({ ...CLAIMS, n: 'Someone Else' })))}.${sig}`;
    expect(await verifyToken(forged, [key])).toEqual({ ok: false, reason: 'signature' });
    const flipped = token.slice(0, -10) + (token.at(-10) === 'A' ? 'B' : 'A') + token.slice(-9);
    expect((await verifyToken(flipped, [key])).ok).toBe(false);
    for (const bad of [
      '',
      'WT1',
      `WT2.${token.slice(4)}`,
      `${token}.x`,
      token.replace('.', '..'),
      `${token}=`,
    ])
      expect(await verifyToken(bad, [key])).toEqual({ ok: false, reason: 'format' });
    const unknownTicket = keyPair('k1').signToken({ ...CLAIMS, t: 'x1' });
    expect(parseToken(unknownTicket)).toBeNull();
  });

  it('says so when the browser has no Ed25519 in WebCrypto, instead of calling the ticket forged', async () => {
    const { key, signToken } = keyPair('k9');
    const missing = Object.assign(new Error('Unrecognized name.'), { name: 'NotSupportedError' });
    const spy = vi.spyOn(crypto.subtle, 'importKey').mockRejectedValue(missing);
    try {
      expect(await verifyToken(signToken(CLAIMS), [key])).toEqual({ ok: false, reason: 'unsupported' });
    } finally {
      spy.mockRestore();
    }
  });
});
