/**
 * A request that reaches the server while it closes (SIGTERM, a deployment) on a connection that is
 * still open gets the app's own 503: in the caller's language, with Retry-After and
 * `Connection: close`, so the client retries on another process (Fastify's default is a bare English
 * body). Requests already in flight are finished: tests/api/graceful-shutdown.test.ts.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t?.close().catch(() => undefined);
});

describe('while the server closes', () => {
  it('a request on an open connection is answered 503 in the caller language, with Retry-After', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));

    // The request is sent and the close begins before the server has read it.
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: x\r\nAccept-Language: id\r\n\r\n');
    const closed = t.app.close();
    await Promise.all([closed, ended]);

    expect(received).toMatch(/^HTTP\/1\.1 503 /);
    expect(received).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Server sedang dimulai ulang. Silakan coba lagi dalam beberapa detik.',
      code: 'http.restarting',
    });
  });
});
