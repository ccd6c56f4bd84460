/**
 * The stage screens' live line: every screen of an acara (the stairs' scanner, the reader's screen)
 * holds one server-sent-events connection, and the hub sends each the stage's state when it changes.
 * A change is noticed two ways: a call recorded by this process refreshes its acara at once, and the
 * database's change feed (PostgreSQL LISTEN/NOTIFY, server/db/changes.ts) announces `stage_call`
 * written by any process, so screens connected to several server processes stay in step. The state
 * is read once per acara and change, not once per screen, and sent only when it differs.
 */
import type { StageState } from '../stage/types';

export interface StageScreen {
  write(chunk: string): void;
}

/** The part of the server's change feed the hub listens to. */
export interface TableFeed {
  subscribe(listener: (table: string) => void): () => void;
}

const WATCHED = new Set(['stage_call', 'kehadiran', '*']);

export const sseEvent = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export class StageHub {
  private screens = new Map<number, Set<StageScreen>>();
  private sent = new Map<number, string>();
  private running = new Map<number, Promise<void>>();
  private dirty = new Set<number>();
  private unsubscribe: () => void;

  constructor(
    private load: (acaraId: number) => Promise<StageState>,
    feed: TableFeed | undefined,
    private onError: (err: unknown) => void,
  ) {
    this.unsubscribe =
      feed?.subscribe((table) => {
        if (WATCHED.has(table)) for (const id of this.screens.keys()) void this.refresh(id);
      }) ?? (() => undefined);
  }

  /** Adds a screen and sends it the state now; answers the function that removes it. */
  async join(acaraId: number, screen: StageScreen): Promise<() => void> {
    let set = this.screens.get(acaraId);
    if (!set) this.screens.set(acaraId, (set = new Set()));
    set.add(screen);
    const state = await this.load(acaraId);
    screen.write(sseEvent('stage', state));
    return () => {
      set.delete(screen);
      if (set.size === 0 && this.screens.get(acaraId) === set) {
        this.screens.delete(acaraId);
        this.sent.delete(acaraId);
      }
    };
  }

  /** Reads the acara's state and sends it to its screens when it changed; refreshes coalesce. */
  refresh(acaraId: number): Promise<void> {
    if (!this.screens.has(acaraId)) return Promise.resolve();
    const busy = this.running.get(acaraId);
    if (busy) {
      this.dirty.add(acaraId);
      return busy;
    }
    const run = (async () => {
      do {
        this.dirty.delete(acaraId);
        try {
          const text = sseEvent('stage', await this.load(acaraId));
          if (this.sent.get(acaraId) === text) continue;
          this.sent.set(acaraId, text);
          for (const screen of this.screens.get(acaraId) ?? []) screen.write(text);
        } catch (err) {
          this.onError(err);
        }
      } while (this.dirty.has(acaraId));
    })().finally(() => this.running.delete(acaraId));
    this.running.set(acaraId, run);
    return run;
  }

  /** Sends a comment line to every screen, so proxies and the browsers see the line alive. */
  heartbeat(): void {
    for (const set of this.screens.values()) for (const screen of set) screen.write(': ping\n\n');
  }

  get screenCount(): number {
    let n = 0;
    for (const set of this.screens.values()) n += set.size;
    return n;
  }

  close(): void {
    this.unsubscribe();
    this.screens.clear();
  }
}
