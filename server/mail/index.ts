import nodemailer, { type Transporter } from 'nodemailer';
import pino, { type Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db';
import { createSender, inTransaction } from '../jobs/boss';
import { MAIL_EXPIRE_SECONDS, QUEUES, type MailJob } from '../jobs/queues';
import { jobSettings } from '../jobs/settings';
import type { Delivery, MailMessage, Mailer } from './mailer';

export type { Delivery, MailMessage, Mailer } from './mailer';

/** Outbox rows (and jobs) written per statement when many mails are queued at once. */
const CHUNK = 1000;

/**
 * The one mailer (./mailer.ts). Every message is kept in the `outbox` table with a delivery job
 * (server/jobs); the worker sends it through nodemailer with `SMTP_URL`, or writes it and its links to
 * the log without (so a newcomer can still follow it). Once delivered or given up, the row keeps the
 * mail without its single-use links (server/jobs/mail-worker.ts).
 */
export function createMailer(config: Config, db: Db, logger?: Logger): Mailer {
  const log = logger ?? pino({ level: config.logLevel, name: 'mail' });
  const settings = jobSettings(config);
  const sender = createSender(db);
  // A server that accepts the connection and then says nothing must not hold a worker for the
  // 10 minutes of nodemailer's default socket timeout; SMTP_URL's own settings win.
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport({
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
        url: config.smtpUrl,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : undefined;

  const jobOf = (outboxId: number) => ({
    name: QUEUES.mail,
    data: { outboxId } satisfies MailJob,
    retryLimit: Math.max(0, settings.mailAttempts - 1),
    retryDelay: settings.mailRetryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: MAIL_EXPIRE_SECONDS,
  });

  /** Outbox rows and their jobs, in `trx`. */
  const queue = async (trx: Db, messages: readonly MailMessage[]): Promise<void> => {
    for (let i = 0; i < messages.length; i += CHUNK) {
      const rows = await trx
        .insertInto('outbox')
        .values(
          messages.slice(i, i + CHUNK).map((m) => ({
            to_address: m.to,
            subject: m.subject,
            text_body: m.text,
            html_body: m.html ?? null,
            text_at_rest: m.atRest?.text ?? null,
            html_at_rest: m.atRest ? (m.atRest.html ?? null) : null,
            status: 'queued',
          })),
        )
        .returning('id')
        .execute();
      await sender.insert(
        rows.map((r) => jobOf(Number(r.id))),
        inTransaction(trx),
      );
    }
  };
  /** In the caller's transaction, else in one of its own: a row never lacks its job. */
  const inTrx = <T>(given: Db | undefined, work: (trx: Db) => Promise<T>): Promise<T> =>
    given?.isTransaction ? work(given) : (given ?? db).transaction().execute(work);

  return {
    async send(message, given) {
      await inTrx(given, (trx) => queue(trx, [message]));
    },
    async sendMany(messages, given) {
      if (messages.length) await inTrx(given, (trx) => queue(trx, messages));
    },
    async retry(outboxId) {
      return inTrx(undefined, async (trx) => {
        const row = await trx
          .updateTable('outbox')
          .set({ status: 'queued', updated_at: new Date() })
          .where('id', '=', outboxId)
          .where('status', '=', 'failed')
          .where('links_removed', '=', false)
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await sender.insert([jobOf(outboxId)], inTransaction(trx));
        return true;
      });
    },
    async deliver(message: MailMessage, outboxId?: number): Promise<Delivery> {
      if (!transport) {
        log.info(
          { outboxId, to: message.to, subject: message.subject, links: linksIn(message.text) },
          `mail (no SMTP_URL, written here only):\n${message.text}`,
        );
        return 'logged';
      }
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      log.debug({ outboxId, to: message.to, subject: message.subject }, 'mail sent');
      return 'sent';
    },
    async close(): Promise<void> {
      transport?.close();
    },
  };
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
