/**
 * The app served over HTTPS with HTTP/2 (TLS_CERT_FILE and TLS_KEY_FILE; docs/operations.md), as a
 * browser meets it: the sign-in, the dashboard and a list work; the page, its scripts and the API
 * all came over HTTP/2, the scripts pre-compressed; nothing failed on the way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startE2e, type E2eServer } from './helpers';

let e2e: E2eServer;

beforeAll(async () => {
  e2e = await startE2e({ https: true });
});
afterAll(async () => {
  await e2e?.close();
});

describe('over HTTPS with HTTP/2', () => {
  it('signs in and opens a list, every file and every API answer over HTTP/2', async () => {
    expect(e2e.baseUrl).toMatch(/^https:/);
    const page = await e2e.newPage();
    const scriptEncodings: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scriptEncodings.push(response.headers()['content-encoding'] ?? '');
    });
    await page.goto('/auth/login');
    await signIn(page, e2e.admin.email, e2e.admin.password);
    await page.waitForURL('**/dashboard');
    // in the app, so that every file of this document came over the network
    const rows = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/mahasiswa/mahasiswa');
    await page.getByRole('link', { name: 'Students' }).first().click();
    await page.waitForURL('**/master/mahasiswa');
    expect((await rows).status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Students');

    const protocols = await page.evaluate(() => {
      const entries = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ] as PerformanceResourceTiming[];
      return entries.map((e) => ({ url: new URL(e.name).pathname, protocol: e.nextHopProtocol }));
    });
    expect(protocols.some((p) => p.url.startsWith('/api/'))).toBe(true);
    expect(protocols.some((p) => p.url.endsWith('.js'))).toBe(true);
    expect(protocols.filter((p) => p.protocol !== 'h2')).toEqual([]);
    expect(scriptEncodings.length).toBeGreaterThan(0);
    expect(scriptEncodings.filter((e) => e !== 'br')).toEqual([]);
    expect(e2e.errorsOf(page)).toEqual([]);
  });
});
