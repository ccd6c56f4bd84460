/**
 * HTTPS with HTTP/2 (TLS_CERT_FILE and TLS_KEY_FILE): the API answers over HTTP/2 (reads, a JSON
 * body, a refused one with its field errors, compressed answers) and still over HTTP/1.1 for
 * clients without HTTP/2; the server closes with HTTP/2 sessions open; one of the two settings alone
 * stops the start.
 */
import http2 from 'node:http2';
import https from 'node:https';
import type net from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { TEST_CERT, TEST_TLS_ENV } from '../e2e/tls';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers';

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({
    config: { tls: { certFile: TEST_TLS_ENV.TLS_CERT_FILE, keyFile: TEST_TLS_ENV.TLS_KEY_FILE } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close().catch(() => undefined);
});

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  session: http2.ClientHttp2Session,
  headers: http2.OutgoingHttpHeaders,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(
      body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    );
    const chunks: Buffer[] = [];
    let answer: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => (answer = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }),
    );
    stream.on('error', reject);
    stream.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('over HTTP/2', () => {
  it('signs in, reads, refuses bad input with field errors and compresses, on one connection', async () => {
    const session = http2.connect(origin, { ca: TEST_CERT });
    try {
      const login = await request(
        session,
        { ':method': 'POST', ':path': '/api/auth/login' },
        { login: TEST_ADMIN.email, password: TEST_ADMIN.password },
      );
      expect(login.status, login.body.toString()).toBe(200);
      const token = (JSON.parse(login.body.toString()) as { data: { token: string } }).data.token;
      const auth = { authorization: `Bearer ${token}` };

      const me = await request(session, { ':path': '/api/auth/me', ...auth });
      expect(me.status).toBe(200);
      expect(JSON.parse(me.body.toString()).data.user.email).toBe(TEST_ADMIN.email);

      const refused = await request(
        session,
        { ':method': 'POST', ':path': '/api/data-induk/pt/pt', ...auth },
        { kode_pt: '', nama: '' },
      );
      expect(refused.status).toBe(422);
      expect(Object.keys(JSON.parse(refused.body.toString()).errors)).toContain('nama');

      const spec = await request(session, { ':path': '/api/docs/json', 'accept-encoding': 'gzip' });
      expect(spec.status).toBe(200);
      expect(spec.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(spec.body).toString()).openapi).toMatch(/^3\./);
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      https
        .get(`${origin}/api/health/live`, { ca: TEST_CERT }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion, body }));
        })
        .on('error', reject);
    });
    expect(answer).toMatchObject({ status: 200, version: '1.1' });
  });

  it('closes at once with an HTTP/2 session and an HTTP/1.1 connection kept open by clients, after answering the HTTP/1.1 request in flight', async () => {
    const session = http2.connect(origin, { ca: TEST_CERT });
    expect((await request(session, { ':path': '/api/health/live' })).status).toBe(200);
    const sessionClosed = new Promise<void>((resolve) => session.once('close', () => resolve()));
    const agent = new https.Agent({ keepAlive: true, ca: TEST_CERT });
    let socketClosed: Promise<void> | undefined;
    await new Promise<void>((resolve, reject) => {
      https
        .get(`${origin}/api/health/live`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve());
        })
        .on('socket', (socket) => {
          socketClosed = new Promise((closed) => socket.once('close', () => closed()));
        })
        .on('error', reject);
    });
    expect(agent.freeSockets).not.toEqual({});

    // a sign-in whose body is still on its way when the close begins, on a kept-alive connection
    const busyAgent = new https.Agent({ keepAlive: true, ca: TEST_CERT });
    const body = JSON.stringify({ login: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const arrived = new Promise<void>((resolve) => t.app.server.once('request', () => resolve()));
    let busyClosed: Promise<void> | undefined;
    const inFlight = https.request(`${origin}/api/auth/login`, {
      method: 'POST',
      agent: busyAgent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    inFlight.on('socket', (socket) => {
      busyClosed = new Promise((closed) => socket.once('close', () => closed()));
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      inFlight.on('error', reject);
    });
    inFlight.write(body.slice(0, 10));
    await arrived;

    // well within the test's time: without ending those connections, close() waits for the clients
    const closed = t.app.close();
    inFlight.end(body.slice(10));
    const answer = await answered;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).data.token).toEqual(expect.any(String));
    await closed;
    await Promise.all([sessionClosed, socketClosed, busyClosed]);
    agent.destroy();
    busyAgent.destroy();
  });
});

describe('the TLS settings', () => {
  it('take both files or neither, and make the default public address https', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: TEST_TLS_ENV.TLS_CERT_FILE })).toThrow(/TLS_KEY_FILE/);
    expect(() => loadConfig({ TLS_KEY_FILE: TEST_TLS_ENV.TLS_KEY_FILE })).toThrow(/TLS_CERT_FILE/);
    expect(loadConfig({ ...TEST_TLS_ENV, PORT: '8443' }).publicUrl).toBe('https://localhost:8443');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });
});
