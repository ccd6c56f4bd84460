/** The queues of the background jobs (pg-boss queue names; docs/jobs.md). */
export const QUEUES = {
  /** One job per outbox row: `{ outboxId }`. */
  mail: 'mail-send',
  /** The periodic orphan sweep of stored files (no data). */
  sweep: 'files-sweep',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface MailJob {
  outboxId: number;
}

/**
 * A mail being delivered may wait on a slow SMTP server; past this pg-boss counts the attempt failed.
 * The last resort for a worker alive but hung: one that died is found sooner (./mail-holds.ts).
 */
export const MAIL_EXPIRE_SECONDS = 30 * 60;
