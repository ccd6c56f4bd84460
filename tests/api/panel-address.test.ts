/**
 * The built files live under /panel/, the app's pages start at /: a person who opens /panel/ (or an
 * old link below it) is sent to the app, while an API client and a missing asset keep the JSON 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, accept?: string) =>
  t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

describe('/panel/ in a browser', () => {
  it('redirects a page request to the app, keeping the rest of the address', async () => {
    for (const [url, to] of [
      ['/panel/', '/'],
      ['/panel', '/'],
      ['/panel/menu/acara/list', '/menu/acara/list'],
      ['/panel/?lang=en', '/?lang=en'],
      ['/panel//example.com', '/example.com'],
    ] as const) {
      const res = await get(url, HTML);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(to);
    }
  });

  it('keeps the JSON 404 for an API client and for a missing asset', async () => {
    for (const [url, accept] of [
      ['/panel/', 'application/json'],
      ['/panel/', undefined],
      ['/panel/assets/gone-123.js', HTML],
    ] as const) {
      const res = await get(url, accept);
      expect(res.statusCode, `${url} ${accept}`).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });
});
