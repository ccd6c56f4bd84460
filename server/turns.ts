/**
 * Turns at something limited (requests of a lane: ./lanes.ts; spreadsheet reads of the import), taken
 * in arrival order, with a bounded queue and wait.
 */
export interface TurnLimits {
  /** Turns taken at once. */
  concurrency: number;
  /** Waiting at most; one more is refused at once. */
  maxQueue: number;
  /** Longest wait for a turn in milliseconds (none: as long as it takes). */
  maxWaitMs?: number;
}

/**
 * Turns at something limited, in arrival order: `enter` resolves with a release once a turn is free,
 * or rejects with `refusal()` when the queue is full or the wait too long. A release passes the turn
 * straight to the next in line.
 */
export class Lane {
  private running = 0;
  private readonly waiting: { start: () => void; refuse: () => void; timer?: NodeJS.Timeout }[] = [];

  constructor(
    readonly limits: TurnLimits,
    private readonly refusal: () => Error,
  ) {}

  /** `work` in a turn (released when it settles). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.enter();
    try {
      return await work();
    } finally {
      release();
    }
  }

  get queued(): number {
    return this.waiting.length;
  }

  get active(): number {
    return this.running;
  }

  /**
   * A turn: at once while one is free, else after those waiting before. `gone` resolving (the client
   * went away) takes the request out of the queue: it is refused, and its handler never runs.
   */
  enter(gone?: Promise<unknown>): Promise<() => void> {
    if (this.running < this.limits.concurrency) return Promise.resolve(this.turn());
    if (this.waiting.length >= this.limits.maxQueue) return Promise.reject(this.refusal());
    return new Promise((resolve, reject) => {
      const leave = () => {
        const at = this.waiting.indexOf(entry);
        if (at < 0) return false;
        this.waiting.splice(at, 1);
        clearTimeout(entry.timer);
        return true;
      };
      const { maxWaitMs } = this.limits;
      const entry: (typeof this.waiting)[number] = {
        start: () => resolve(this.turn()),
        refuse: () => reject(this.refusal()),
      };
      if (maxWaitMs !== undefined) entry.timer = setTimeout(() => leave() && entry.refuse(), maxWaitMs);
      this.waiting.push(entry);
      void gone?.then(() => leave() && entry.refuse());
    });
  }

  private turn(): () => void {
    this.running++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.running--;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.start();
      }
    };
  }
}
