import { describe, expect, it } from 'vitest';
import { CallerCache, clearCallerCache } from '../../server/auth/caller-cache';
import { testFeed } from './test-feed';
import type { Caller } from '../../server/context';
import { ANY_TABLE } from '../../server/db/changes';

const caller = (id: number, sessionExpiresAt?: number): Caller => ({
  id,
  name: 'A',
  email: 'a@x',
  roles: [],
  permissions: new Set(),
  ptIds: null,
  sessionId: id,
  sessionExpiresAt,
});

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('caller cache', () => {
  it('is off with a TTL of 0: every request looks the caller up', async () => {
    const cache = new CallerCache(0, testFeed());
    let loads = 0;
    const load = async () => caller(++loads);
    await cache.get('t0', load);
    await cache.get('t0', load);
    expect(loads).toBe(2);
  });

  it('keeps a caller for the TTL per token and forgets everything on clear', async () => {
    const cache = new CallerCache(60_000, testFeed());
    let loads = 0;
    const load = async () => caller(++loads);
    expect((await cache.get('t1', load))?.id).toBe(1);
    expect((await cache.get('t1', load))?.id).toBe(1);
    expect((await cache.get('t2', load))?.id).toBe(2);
    clearCallerCache();
    expect((await cache.get('t1', load))?.id).toBe(3);
  });

  it('forgets everything when the feed announces a change of sessions, users, roles or permissions', async () => {
    const feed = testFeed();
    const cache = new CallerCache(60_000, feed);
    let loads = 0;
    const load = async () => caller(++loads);
    await cache.get('t', load);
    feed.announce('mahasiswa');
    expect((await cache.get('t', load))?.id).toBe(1);
    for (const table of [
      'sessions',
      'users',
      'roles',
      'permissions',
      'role_user',
      'permission_role',
      ANY_TABLE,
    ]) {
      const before = loads;
      feed.announce(table);
      expect((await cache.get('t', load))?.id).toBe(before + 1);
    }
  });

  it('is bypassed while the feed is not live', async () => {
    const feed = testFeed(false);
    const cache = new CallerCache(60_000, feed);
    let loads = 0;
    const load = async () => caller(++loads);
    await cache.get('t', load);
    await cache.get('t', load);
    expect(loads).toBe(2);
    feed.live = true;
    await cache.get('t', load);
    await cache.get('t', load);
    expect(loads).toBe(3);
  });

  it('does not keep a caller past the end of its session, nor unknown tokens', async () => {
    const cache = new CallerCache(60_000, testFeed());
    let loads = 0;
    await cache.get('t', async () => caller(++loads, Date.now() - 1));
    await tick();
    await cache.get('t', async () => caller(++loads, Date.now() - 1));
    expect(loads).toBe(2);
    let misses = 0;
    await cache.get('bad', async () => (misses++, null));
    await tick();
    await cache.get('bad', async () => (misses++, null));
    expect(misses).toBe(2);
  });

  it('a lookup running while the cache is cleared is not kept', async () => {
    const cache = new CallerCache(60_000, testFeed());
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    let loads = 0;
    const pending = cache.get('t3', async () => {
      await slow;
      return caller(++loads);
    });
    cache.clear();
    release();
    await pending;
    await tick();
    expect((await cache.get('t3', async () => caller(++loads)))?.id).toBe(2);
  });

  it('failed lookups are not kept', async () => {
    const cache = new CallerCache(60_000, testFeed());
    await expect(cache.get('t4', async () => Promise.reject(new Error('db down')))).rejects.toThrow();
    await tick();
    expect((await cache.get('t4', async () => caller(9)))?.id).toBe(9);
  });

  it('close() stops listening', async () => {
    const feed = testFeed();
    const cache = new CallerCache(60_000, feed);
    cache.close();
    let loads = 0;
    await cache.get('t', async () => caller(++loads));
    await cache.get('t', async () => caller(++loads));
    expect(loads).toBe(1);
  });
});
