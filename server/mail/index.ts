import nodemailer, { type Transporter } from 'nodemailer';
import pino, { type Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db';
import type { MailMessage, Mailer } from './mailer';

export type { MailMessage, Mailer } from './mailer';

/**
 * The one mailer. Every message is kept in the `outbox` table; with `SMTP_URL` it is also sent
 * through nodemailer (sent_at set once the server accepted it), without it the message and its
 * link are written to the log so a newcomer can still follow it.
 */
export function createMailer(config: Config, db: Db, logger?: Logger): Mailer {
  const log = logger ?? pino({ level: config.logLevel, name: 'mail' });
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : undefined;

  return {
    async send(message: MailMessage): Promise<void> {
      const row = await db
        .insertInto('outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        log.info(
          { to: message.to, subject: message.subject, links: linksIn(message.text) },
          `mail (no SMTP_URL, kept in outbox #${row.id}):\n${message.text}`,
        );
        return;
      }
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await db
        .updateTable('outbox')
        .set({ sent_at: new Date(), updated_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      log.debug({ to: message.to, subject: message.subject }, 'mail sent');
    },
    async close(): Promise<void> {
      transport?.close();
    },
  };
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
