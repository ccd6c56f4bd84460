import { describe, expect, it } from 'vitest';
import { cachedCaller, clearCallerCache } from '../../server/auth/caller-cache';
import type { Caller } from '../../server/context';

const caller = (id: number): Caller => ({
  id,
  name: 'A',
  email: 'a@x',
  roles: [],
  permissions: new Set(),
  sessionId: id,
});

describe('caller cache', () => {
  it('is off with a TTL of 0: every request looks the caller up', async () => {
    let loads = 0;
    const load = async () => caller(++loads);
    await cachedCaller('t0', 0, load);
    await cachedCaller('t0', 0, load);
    expect(loads).toBe(2);
  });

  it('keeps a caller for the TTL per token and forgets everything on clear', async () => {
    let loads = 0;
    const load = async () => caller(++loads);
    expect((await cachedCaller('t1', 60_000, load))?.id).toBe(1);
    expect((await cachedCaller('t1', 60_000, load))?.id).toBe(1);
    expect((await cachedCaller('t2', 60_000, load))?.id).toBe(2);
    clearCallerCache();
    expect((await cachedCaller('t1', 60_000, load))?.id).toBe(3);
  });

  it('a lookup running while the cache is cleared is not kept', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    let loads = 0;
    const pending = cachedCaller('t3', 60_000, async () => {
      await slow;
      return caller(++loads);
    });
    clearCallerCache();
    release();
    await pending;
    await new Promise((r) => setTimeout(r, 0));
    expect((await cachedCaller('t3', 60_000, async () => caller(++loads)))?.id).toBe(2);
  });

  it('failed lookups are not kept', async () => {
    await expect(
      cachedCaller('t4', 60_000, async () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect((await cachedCaller('t4', 60_000, async () => caller(9)))?.id).toBe(9);
  });
});
