/**
 * Forgot-password (and resend-verification) tell nothing about which addresses have an account: the
 * same status and body, in about the same time, even when the mail server is slow.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const MIN_MS = 150;
/** The mail server of this test takes this long to accept a message (as a slow SMTP server may). */
const MAIL_DELAY_MS = 400;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { authLimits: { mailPerIp: 1000, mailPerEmail: 1000, forgotMinMs: MIN_MS } },
  });
  const mailer = t.mailer as { send: (...args: never[]) => Promise<void> };
  const send = mailer.send.bind(mailer);
  mailer.send = async (...args: never[]) => {
    await sleep(MAIL_DELAY_MS);
    return send(...args);
  };
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, email: string) =>
  t.app.inject({ method: 'POST', url, payload: { email }, remoteAddress: '10.40.0.1' });

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function mailsTo(email: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const mails = await t.outbox(email);
    if (mails.length >= count) return mails;
    await sleep(20);
  }
  return t.outbox(email);
}

describe.each([
  ['/api/auth/forgot-password', { verified: true }],
  ['/api/auth/resend-verification', { verified: false }],
])('%s', (url, { verified }) => {
  it('answers the same status and body for an account and for an unknown address', async () => {
    const u = await t.createUser({ verified });
    const known = await post(url, u.email);
    const unknown = await post(url, `nobody-${Date.now()}@nowhere.test`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // The account's mail is still sent, after the answer.
    expect(await mailsTo(u.email, 1)).toHaveLength(1);
  });

  it('answers in about the same time (medians within 1.5×), however slow the mail server', async () => {
    const u = await t.createUser({ verified });
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await timed(() => post(url, u.email)));
      unknown.push(await timed(() => post(url, `nobody-${i}-${Date.now()}@nowhere.test`)));
    }
    const ratio = median(known) / median(unknown);
    console.info(
      `${url}: median known ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms`,
    );
    expect(ratio).toBeLessThan(1.5);
    expect(ratio).toBeGreaterThan(1 / 1.5);
    // Not waiting for the mail server: well under its delay.
    expect(median(known)).toBeLessThan(MIN_MS + MAIL_DELAY_MS);
    expect(median(unknown)).toBeGreaterThanOrEqual(MIN_MS - 5);
  });
});
