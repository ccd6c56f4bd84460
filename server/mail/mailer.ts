import type { Db } from '../db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The same mail with each single-use link (a token in its URL) replaced by a note: what the outbox
   * keeps once the mail is delivered or given up (server/mail/compose.ts). Absent: nothing to remove.
   */
  atRest?: { text: string; html?: string };
}

/** How a delivery ended: the SMTP server accepted it, or (no SMTP_URL) it was written to the log. */
export type Delivery = 'sent' | 'logged';

/**
 * Mail goes through the job queue (docs/jobs.md). `send` keeps the message in the `outbox` table and
 * queues its delivery job, both in the caller's transaction when one is given: nothing waits for the
 * SMTP server, and a mail whose cause committed is never lost. The queue's worker calls `deliver`.
 */
export interface Mailer {
  /** Queues one mail (in `db` when given: a transaction). */
  send(message: MailMessage, db?: Db): Promise<void>;
  /** Queues several mails in one go (an import's invitations). */
  sendMany(messages: readonly MailMessage[], db?: Db): Promise<void>;
  /**
   * Queues a `failed` mail again; false when there is no such failed mail, or its single-use links
   * were removed when it was given up.
   */
  retry(outboxId: number): Promise<boolean>;
  /**
   * Delivers a message now (`outboxId`: its outbox row): over SMTP with SMTP_URL (throws when
   * refused), else to the log.
   */
  deliver(message: MailMessage, outboxId?: number): Promise<Delivery>;
  close(): Promise<void>;
}
