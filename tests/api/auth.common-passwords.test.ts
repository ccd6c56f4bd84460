/**
 * The common-password list by hash buckets (GET /api/auth/common-passwords/:prefix): what the
 * password forms ask as they check a new password, instead of downloading the list (220 kB gzip)
 * or sending the password. Public, cacheable, and refusing anything but four hex digits.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonPasswordForms } from '../../domain/auth';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const bucketOf = (prefix: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/common-passwords/${prefix}` });

/** Whether the buckets say `password` is common, as the browser tells it. */
async function listed(password: string): Promise<boolean> {
  for (const form of commonPasswordForms(password)) {
    const hash = sha256(form);
    const res = await bucketOf(hash.slice(0, 4));
    expect(res.statusCode).toBe(200);
    if ((res.json().data as string[]).includes(hash.slice(4))) return true;
  }
  return false;
}

describe('common-password buckets', () => {
  it('answer the rest of each listed hash in the bucket, without a session, cacheable for a day', async () => {
    const hash = sha256('password');
    const res = await bucketOf(hash.slice(0, 4));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const rest = res.json().data as string[];
    expect(rest).toContain(hash.slice(4));
    for (const entry of rest) expect(entry).toMatch(/^[0-9a-f]{60}$/);
  });

  it('tell common passwords from others the way the server refuses them', async () => {
    for (const common of [
      '1QAZ2WSX3EDC',
      'Password2024!',
      'iloveyou12345678',
      'QwertyQwerty',
      '!!Football!!99',
    ])
      expect(await listed(common), common).toBe(true);
    for (const fine of ['lulus-wisuda-2026', 'Lulus-😀-2026', 'kopi-tubruk-di-jogja'])
      expect(await listed(fine), fine).toBe(false);
  });

  it('refuse a prefix that is not four lower-case hex digits with 400, never 5xx', async () => {
    for (const prefix of ['ABCD', 'abc', 'abcde', 'zzzz', '5e8x', '5e88%00', '5e8%20']) {
      const res = await bucketOf(prefix);
      expect(res.statusCode, prefix).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});
