import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Db } from '../db';
import type { Mailer } from '../mail/mailer';
import { BOSS_SCHEMA } from './boss';
import type { MailHolds } from './mail-holds';
import { QUEUES, type MailJob } from './queues';
import type { JobSettings } from './settings';

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The longest last error kept on an outbox row. */
const ERROR_CHARS = 1000;

export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > ERROR_CHARS ? `${text.slice(0, ERROR_CHARS - 1)}…` : text;
}

/**
 * What an outbox row keeps once its mail is delivered or given up: the copy without single-use links
 * written over the bodies (when the mail had any), so neither the database nor a backup holds a
 * working link from then on. Such a mail cannot be queued again (`links_removed`).
 */
const AT_REST = {
  text_body: sql<string>`coalesce(text_at_rest, text_body)`,
  html_body: sql<string | null>`CASE WHEN text_at_rest IS NULL THEN html_body ELSE html_at_rest END`,
  text_at_rest: null,
  html_at_rest: null,
  links_removed: sql<boolean>`links_removed OR text_at_rest IS NOT NULL`,
};

/**
 * One attempt at one outbox row. Only a `queued` row is delivered: a job that runs again (pg-boss
 * delivers at least once; a job taken back from a worker that died, maybe between the SMTP answer and
 * this update) finds its row `sent` and does nothing. A failed attempt records the error and leaves the row `queued` for the
 * next one, or `failed` after the last; then it throws, so pg-boss schedules the retry. Delivered
 * (`sent`, `logged`) or failed for good, the row is put at rest (AT_REST).
 */
export async function deliverOutboxRow(
  db: Db,
  mailer: Mailer,
  job: PgBoss.JobWithMetadata<MailJob>,
): Promise<void> {
  const row = await db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'status', 'attempts'])
    .where('id', '=', job.data.outboxId)
    .executeTakeFirst();
  if (!row || row.status !== 'queued') return;
  try {
    const delivery = await mailer.deliver(
      { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body ?? undefined },
      row.id,
    );
    await db
      .updateTable('outbox')
      .set({
        status: delivery,
        sent_at: delivery === 'sent' ? new Date() : null,
        attempts: row.attempts + 1,
        last_error: null,
        updated_at: new Date(),
        ...AT_REST,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'queued')
      .execute();
  } catch (err) {
    const last = job.retryCount >= job.retryLimit;
    await db
      .updateTable('outbox')
      .set({
        status: last ? 'failed' : 'queued',
        attempts: row.attempts + 1,
        last_error: errorText(err),
        updated_at: new Date(),
        ...(last ? AT_REST : {}),
      })
      .where('id', '=', row.id)
      // a worker taken for dead whose late failure must not undo the delivery of the one that took over
      .where('status', '=', 'queued')
      .execute();
    throw err;
  }
}

/** A queued row untouched for this long, without a live job, was given up on (giveUpStranded). */
const STRANDED_MINUTES = 15;

/**
 * Marks `failed`, and puts at rest, the queued rows whose delivery job is no longer live: its last
 * attempt expired (a worker that died or hung past MAIL_EXPIRE_SECONDS), so no handler got to record
 * the end. Run with the hourly sweep. Returns how many rows it gave up.
 */
export async function giveUpStranded(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .updateTable('outbox')
    .set({ status: 'failed', updated_at: now, ...AT_REST })
    .where('status', '=', 'queued')
    .where('updated_at', '<', new Date(now.getTime() - STRANDED_MINUTES * 60_000))
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM ${sql.table(`${BOSS_SCHEMA}.job`)} j
        WHERE j.name = ${QUEUES.mail} AND j.state IN ('created', 'retry', 'active')
          AND j.data->>'outboxId' = outbox.id::text)`,
    )
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * The mail worker: takes up to `mailBatchSize` jobs at a time and delivers them one after another;
 * a failed one is failed alone (pg-boss retries it with back-off), the others complete. A full batch
 * looks again at once instead of waiting for the polling interval.
 *
 * The batch's rows are held (`holds`, server/jobs/mail-holds.ts) from before the first delivery until
 * its jobs are completed: a job active without its row held has lost its worker and is taken back. A
 * row held by another worker is left to it (this job is failed, to be retried once that one is done).
 */
export async function workMail(
  boss: PgBoss,
  db: Db,
  mailer: Mailer,
  holds: MailHolds,
  settings: JobSettings,
  log: Log,
): Promise<string> {
  let workerId = '';
  workerId = await boss.work<MailJob>(
    QUEUES.mail,
    {
      batchSize: settings.mailBatchSize,
      includeMetadata: true,
      pollingIntervalSeconds: settings.pollingIntervalSeconds,
    },
    async (jobs) => {
      const held = await holds.take(jobs.map((job) => job.data.outboxId));
      try {
        const delivered: string[] = [];
        for (const job of jobs) {
          if (!held.ids.has(job.data.outboxId)) {
            log.warn({ outboxId: job.data.outboxId }, 'mail held by another worker: retried later');
            await boss.fail(QUEUES.mail, job.id, { message: 'held by another worker' });
            continue;
          }
          try {
            await deliverOutboxRow(db, mailer, job);
            delivered.push(job.id);
          } catch (err) {
            const last = job.retryCount >= job.retryLimit;
            log[last ? 'error' : 'warn'](
              { err, outboxId: job.data.outboxId, attempt: job.retryCount + 1 },
              last ? 'mail could not be sent: giving up' : 'mail could not be sent: will retry',
            );
            await boss.fail(QUEUES.mail, job.id, { message: errorText(err) });
          }
        }
        // Completed while still held (pg-boss would complete them only after this returns).
        if (delivered.length) await boss.complete(QUEUES.mail, delivered);
      } finally {
        await holds.release(held);
      }
      if (jobs.length === settings.mailBatchSize) boss.notifyWorker(workerId);
    },
  );
  return workerId;
}
