import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, linkIn, type TestApp } from './helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const inbox: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

/** Undo quoted-printable soft breaks and escapes so the link can be read from the raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mail over a real SMTP server', () => {
  it('register → the verification mail arrives over SMTP → its link verifies → sign in', async () => {
    const pt = await t.db
      .insertInto('perguruan_tinggi')
      .values({ kode_pt: '031010', nama: 'Institut Teknologi Bandung' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const email = 'dewi.lestari@kampus.test';
    const password = 'Wisuda-ITB-2026!';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Dewi Lestari',
        email,
        nim: '16520999',
        pt_id: pt.id,
        password,
        password_confirmation: password,
      },
    });
    expect(res.statusCode).toBe(201);

    // Delivered by the mail worker shortly after the answer (docs/jobs.md).
    await vi.waitFor(() => expect(inbox).toHaveLength(1), { timeout: 15_000, interval: 50 });
    expect(inbox).toHaveLength(1);
    const mail = inbox[0];
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@wisuda.local');
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toMatch(/Subject: .*Verif/);
    const link = linkIn(body, `${t.config.publicUrl}/auth/verify-email/`);

    // Kept in the outbox as sent.
    const outbox = await vi.waitFor(
      async () => {
        const rows = await t.outbox(email);
        expect(rows[0]?.sent).toBe(true);
        return rows;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(outbox).toHaveLength(1);

    // Signing in before following the link is refused.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: email, password },
    });
    expect(early.statusCode).toBe(403);

    const path = new URL(link).pathname.replace(/^\/auth\//, '/api/auth/');
    const verified = await t.app.inject({ method: 'GET', url: path });
    expect(verified.statusCode).toBe(200);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: '16520999', password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.email).toBe(email);
  });

  it('a mail server that refuses does not turn into a 500: the answer stays the same and the mail stays queued in the outbox', async () => {
    const down = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const u = await down.createUser();
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: u.email },
      });
      expect(res.statusCode).toBe(200);
      const mails = await down.outbox(u.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].sent).toBe(false);
    } finally {
      await down.close();
    }
  });
});
