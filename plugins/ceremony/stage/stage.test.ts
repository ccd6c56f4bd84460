/**
 * The stage's live line without a server: the screens' event parser, and the hub that reads an
 * acara's state once per change for all its screens, sends only what changed, coalesces refreshes
 * and follows the database's change feed.
 */
import { describe, expect, it } from 'vitest';
import { StageHub } from '../server/stage-hub';
import type { StageState } from './types';
import { readEvents } from './useStageStream';

const state = (nama: string | null, called = 0): StageState => ({
  current: nama
    ? {
        id: called,
        kehadiran_id: 1,
        mahasiswa_id: 1,
        nim: '1',
        nama,
        ejaan: null,
        fakultas: null,
        prodi: null,
        called_at: '2099-01-01T00:00:00.000Z',
        source: 'scan',
        recording: false,
      }
    : null,
  next: [],
  called,
  total: 3,
});

describe('the screens’ event parser', () => {
  it('answers complete events only, keeping the rest, and skips comments', () => {
    const { events, rest } = readEvents('retry: 2000\n\n: ping\n\nevent: stage\ndata: {"a":1}\n\nevent: st');
    expect(events).toEqual(['{"a":1}']);
    expect(rest).toBe('event: st');
    expect(readEvents(`${rest}age\r\ndata: 2\r\n\r\n`).events).toEqual(['2']);
  });
});

function feed() {
  const listeners = new Set<(table: string) => void>();
  return {
    subscribe: (l: (table: string) => void) => (listeners.add(l), () => listeners.delete(l)),
    announce: (table: string) => listeners.forEach((l) => l(table)),
  };
}

describe('the stage hub', () => {
  it('sends each screen the state on joining, then only changes, one read per change for all screens', async () => {
    let now = state(null);
    let reads = 0;
    const hub = new StageHub(
      async () => (reads++, now),
      undefined,
      () => undefined,
    );
    const a: string[] = [];
    const b: string[] = [];
    await hub.join(7, { write: (c) => a.push(c) });
    const leaveB = await hub.join(7, { write: (c) => b.push(c) });
    expect(a).toHaveLength(1);
    now = state('Ayu', 1);
    reads = 0;
    await hub.refresh(7);
    expect(reads).toBe(1);
    expect(a.at(-1)).toContain('"nama":"Ayu"');
    expect(b.at(-1)).toContain('"nama":"Ayu"');
    await hub.refresh(7);
    expect(a).toHaveLength(2);
    leaveB();
    now = state('Budi', 2);
    await hub.refresh(7);
    expect(a.at(-1)).toContain('"nama":"Budi"');
    expect(b).toHaveLength(2);
    expect(hub.screenCount).toBe(1);
  });

  it('runs a refresh asked for during another once more after it, and follows the change feed', async () => {
    const changes = feed();
    let now = state('Ayu', 1);
    let release: () => void = () => undefined;
    let gate: Promise<void> = Promise.resolve();
    const hub = new StageHub(
      async () => {
        const seen = now;
        await gate;
        return seen;
      },
      changes,
      () => undefined,
    );
    const got: string[] = [];
    await hub.join(3, { write: (c) => got.push(c) });
    gate = new Promise((r) => (release = r));
    const first = hub.refresh(3);
    now = state('Citra', 2);
    changes.announce('stage_call');
    changes.announce('unrelated_table');
    release();
    await first;
    expect(got.at(-1)).toContain('"nama":"Citra"');
    now = state('Dewi', 3);
    gate = Promise.resolve();
    changes.announce('stage_call');
    await hub.refresh(3);
    expect(got.at(-1)).toContain('"nama":"Dewi"');
  });
});
