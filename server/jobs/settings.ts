/** How the background jobs run (docs/jobs.md); `Config.jobs` overrides any of them. */
export interface JobSettings {
  /**
   * Run the workers (mail delivery, the orphan sweep and pg-boss's maintenance) in this process.
   * false: jobs are only queued, for a process that serves requests while others work.
   */
  work: boolean;
  /** Seconds between two looks at a queue when it was empty (pg-boss: at least 0.5). */
  pollingIntervalSeconds: number;
  /** Attempts to deliver one mail before it is `failed` (the first one included). */
  mailAttempts: number;
  /**
   * Seconds before the second attempt; each further one waits about twice as long (pg-boss's
   * exponential back-off, with jitter): 30 s gives roughly 1, 2, 4 and 8 minutes.
   */
  mailRetryDelaySeconds: number;
  /** Mails one worker takes from the queue at a time. */
  mailBatchSize: number;
  /**
   * Seconds between two looks (PostgreSQL) for mail jobs whose worker is gone (a process killed while
   * delivering): they are retried instead of waiting for their expiry (server/jobs/mail-holds.ts).
   */
  orphanCheckSeconds: number;
  /**
   * A mail job taken less than this many seconds ago is never taken back: the moment between a
   * worker taking its batch and holding its rows.
   */
  orphanGraceSeconds: number;
  /** When the orphan sweep runs (cron, UTC): minute 17 of every hour by default. */
  sweepCron: string;
  /** A stored file younger than this is never swept (an upload may still be writing its row). */
  sweepGraceMinutes: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  work: true,
  pollingIntervalSeconds: 2,
  mailAttempts: 5,
  mailRetryDelaySeconds: 30,
  mailBatchSize: 10,
  orphanCheckSeconds: 20,
  orphanGraceSeconds: 10,
  sweepCron: '17 * * * *',
  sweepGraceMinutes: 60,
};

export function jobSettings(config: { jobs?: Partial<JobSettings> }): JobSettings {
  return { ...DEFAULT_JOB_SETTINGS, ...config.jobs };
}
