/**
 * The outbox keeps no working link at rest (docs/security.md): a mail's single-use links (password
 * reset, verification, invitation, e-mail change) stay in the `outbox` table only until the mail is
 * delivered or given up; then the row keeps the mail with a note in their place. Delivered over a real
 * SMTP server, failed for good, and stranded by an expired job.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../server/config';
import type { Db } from '../../server/db';
import { startJobs, type Jobs } from '../../server/jobs';
import { giveUpStranded } from '../../server/jobs/mail-worker';
import { createMailer, type Mailer } from '../../server/mail';
import { createTestApp, linkIn, type TestApp } from './helpers';
import { startTestSmtp, type TestSmtp } from './smtp-fixtures';

/** Accepts every mail except to addresses starting with `refused` (550). */
let smtp: TestSmtp;
let inbox: TestSmtp['inbox'];
let smtpUrl: string;

beforeAll(async () => {
  smtp = await startTestSmtp((to) =>
    to.startsWith('refused') ? { responseCode: 550, message: 'Mailbox unavailable' } : undefined,
  );
  ({ inbox, url: smtpUrl } = smtp);
});
afterAll(async () => {
  await smtp?.close();
});

/** The raw message with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every column of the outbox rows to `to`, straight from the database, as text. */
async function rowsOf(db: Db, to: string): Promise<Record<string, string | null>[]> {
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM outbox WHERE to_address = ${to}`.execute(
    db,
  );
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [
        k,
        v === null ? null : v instanceof Date ? v.toISOString() : String(v),
      ]),
    ),
  );
}

/** The token of the first password-reset link in `text`. */
const resetToken = (t: TestApp, text: string) =>
  linkIn(text, `${t.config.publicUrl}/auth/password-reset/`).split('/').at(-1)!;

const forgot = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

describe('a delivered mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { smtpUrl, jobs: { pollingIntervalSeconds: 0.5 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reset mail: SMTP got the working link; the outbox row holds no token in any column', async () => {
    const user = await t.createUser({ email: 'lupa.sandi@kampus.ac.id' });
    expect((await forgot(t, user.email)).statusCode).toBe(200);
    const mail = await vi.waitFor(
      () => {
        const found = inbox.find((m) => m.to.includes(user.email));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 15_000, interval: 50 },
    );
    const token = resetToken(t, decoded(mail.raw));
    expect(token.length).toBeGreaterThan(20);

    const [row] = await vi.waitFor(
      async () => {
        const rows = await rowsOf(t.db, user.email);
        expect(rows[0]?.status).toBe('sent');
        return rows;
      },
      { timeout: 5_000, interval: 50 },
    );
    for (const [column, value] of Object.entries(row)) expect(value ?? '', column).not.toContain(token);
    expect(row.text_body).not.toContain('/auth/password-reset/');
    expect(row.html_body).not.toContain('/auth/password-reset/');
    // The rest of the mail stays, the links replaced by a note (no known language: Indonesian and English).
    expect(row.text_body).toContain('[link removed after delivery]');
    expect(row.text_body).toContain('[tautan dihapus setelah pengiriman]');
    expect(row.html_body).toContain('[link removed after delivery]');
    expect(row).toMatchObject({ links_removed: 'true', text_at_rest: null, html_at_rest: null });

    // The administrators' list says so; the link as delivered still works.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/setting/mail-outbox?filter=${encodeURIComponent(JSON.stringify({ q: user.email }))}`,
      headers: t.auth(t.admin.token),
    });
    expect(list.json().data).toMatchObject([{ status: 'sent', links_removed: true }]);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, password: 'Sandi-Baru-Setelah-Kirim-26' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('a mail without a single-use link is kept as it went out', async () => {
    const to = 'tanpa.token@kampus.ac.id';
    await t.mailer.send({ to, subject: 'Pengumuman', text: 'Masuk: http://wisuda.test/auth/login\n' });
    t.app.jobs.wakeMail();
    const [row] = await vi.waitFor(
      async () => {
        const rows = await rowsOf(t.db, to);
        expect(rows[0]?.status).toBe('sent');
        return rows;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(row).toMatchObject({
      text_body: 'Masuk: http://wisuda.test/auth/login\n',
      links_removed: 'false',
    });
  });
});

describe('a mail that is never delivered', () => {
  let t: TestApp;
  let worker: Jobs | undefined;
  let workerMailer: Mailer | undefined;
  const settings = { pollingIntervalSeconds: 0.5, mailAttempts: 2, mailRetryDelaySeconds: 1 };

  beforeAll(async () => {
    // This app only queues: the queued row can be read before any attempt.
    t = await createTestApp({ config: { smtpUrl, jobs: { ...settings, work: false } } });
  });
  afterAll(async () => {
    await worker?.stop();
    await workerMailer?.close();
    await t?.close();
  });

  it('failed for good: its links go once given up, and it cannot be queued again (409)', async () => {
    const user = await t.createUser({ email: 'refused.lupa@kampus.ac.id' });
    expect((await forgot(t, user.email)).statusCode).toBe(200);
    const [queued] = await rowsOf(t.db, user.email);
    expect(queued.status).toBe('queued');
    const token = resetToken(t, queued.text_body!);

    const config: Config = { ...t.config, jobs: { ...settings, work: true } };
    workerMailer = createMailer(config, t.db);
    worker = await startJobs({ db: t.db, config, mailer: workerMailer, log: t.app.log });
    const [row] = await vi.waitFor(
      async () => {
        const rows = await rowsOf(t.db, user.email);
        expect(rows[0]?.status).toBe('failed');
        return rows;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(row).toMatchObject({ attempts: '2', links_removed: 'true' });
    for (const [column, value] of Object.entries(row)) expect(value ?? '', column).not.toContain(token);
    expect(row.text_body).toContain('[link removed after delivery]');

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/setting/mail-outbox/${row.id}/retry`,
      headers: t.auth(t.admin.token),
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ code: 'mail.linkGone' });
    expect((await rowsOf(t.db, user.email))[0].status).toBe('failed');
  });

  it('stranded (its last attempt expired, so no handler recorded the end): given up by the sweep', async () => {
    await worker?.stop();
    worker = undefined;
    const user = await t.createUser({ email: 'macet.lupa@kampus.ac.id' });
    const waiting = await t.createUser({ email: 'masih.antre@kampus.ac.id' });
    for (const email of [user.email, waiting.email]) expect((await forgot(t, email)).statusCode).toBe(200);
    const [queued] = await rowsOf(t.db, user.email);
    const token = resetToken(t, queued.text_body!);
    // Its job ended without the handler (pg-boss failed it when it expired); both rows are old enough.
    await sql`UPDATE pgboss.job SET state = 'failed' WHERE data->>'outboxId' = ${queued.id}`.execute(t.db);
    await sql`UPDATE outbox SET updated_at = now() - interval '1 hour' WHERE to_address IN (${user.email}, ${waiting.email})`.execute(
      t.db,
    );

    expect(await giveUpStranded(t.db)).toBe(1);
    const [row] = await rowsOf(t.db, user.email);
    expect(row).toMatchObject({ status: 'failed', links_removed: 'true' });
    for (const [column, value] of Object.entries(row)) expect(value ?? '', column).not.toContain(token);
    // A row whose job is still waiting keeps its link until it is delivered.
    const [other] = await rowsOf(t.db, waiting.email);
    expect(other).toMatchObject({ status: 'queued', links_removed: 'false' });
    expect(other.text_body).toContain('/auth/password-reset/');
  });
});
