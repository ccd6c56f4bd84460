import { describe, expect, it } from 'vitest';
import { RESOURCES, mahasiswa } from '../../domain/resources';
import { ANY_TABLE, LOCAL_WRITE } from '../../server/db/changes';
import { testFeed } from './test-feed';
import { ListCache, type Page } from '../../server/crud/list-cache';
import { compileModel } from '../../server/crud/model';
import { parseList } from '../../server/crud/params';

const model = compileModel(mahasiswa, RESOURCES);
const params = parseList(model, { sort: '["nama","ASC"]', range: '[0,24]', filter: '{"pt_id":1}' });
const other = parseList(model, { sort: '["nama","DESC"]', range: '[0,24]', filter: '{"pt_id":1}' });

function counter() {
  let loads = 0;
  const load = async (): Promise<Page> => ({ rows: [{ n: ++loads }], total: loads });
  return { load, loads: () => loads };
}

describe('list cache', () => {
  it('answers the same page again without loading it, per list parameters', async () => {
    const cache = new ListCache(testFeed(), 60_000);
    const c = counter();
    expect((await cache.page(model, params, c.load)).total).toBe(1);
    expect((await cache.page(model, params, c.load)).total).toBe(1);
    expect((await cache.page(model, other, c.load)).total).toBe(2);
    expect(c.loads()).toBe(2);
  });

  it('forgets pages when their table, a label table or a link table changes, not for other tables', async () => {
    const feed = testFeed();
    const cache = new ListCache(feed, 60_000);
    const c = counter();
    await cache.page(model, params, c.load);
    feed.announce('acara_sponsor_unrelated');
    await cache.page(model, params, c.load);
    expect(c.loads()).toBe(1);
    let expected = 1;
    for (const table of [
      'mahasiswa',
      'perguruan_tinggi',
      'fakultas',
      'program_studi',
      ANY_TABLE,
      LOCAL_WRITE,
    ]) {
      feed.announce(table);
      await cache.page(model, params, c.load);
      expect(c.loads(), table).toBe(++expected);
    }
    cache.invalidate('mahasiswa');
    await cache.page(model, params, c.load);
    expect(c.loads()).toBe(++expected);
  });

  it('keeps totals apart from pages, so paging reuses the count', async () => {
    const cache = new ListCache(testFeed(), 60_000);
    let counts = 0;
    const count = async () => ++counts;
    expect(await cache.total(model, params.conditions, count)).toBe(1);
    expect(await cache.total(model, params.conditions, count)).toBe(1);
    cache.invalidate('mahasiswa');
    expect(await cache.total(model, params.conditions, count)).toBe(2);
  });

  it('does not keep large pages (exports), to bound its memory', async () => {
    const cache = new ListCache(testFeed(), 60_000);
    const big = parseList(model, { sort: '["nama","ASC"]', range: '[0,999]' });
    const c = counter();
    await cache.page(model, big, c.load);
    await cache.page(model, big, c.load);
    expect(c.loads()).toBe(2);
  });

  it('LIST_CACHE_MS=0 turns pages off but keeps totals', async () => {
    const cache = new ListCache(testFeed(), 0);
    const c = counter();
    await cache.page(model, params, c.load);
    await cache.page(model, params, c.load);
    expect(c.loads()).toBe(2);
    let counts = 0;
    await cache.total(model, params.conditions, async () => ++counts);
    expect(await cache.total(model, params.conditions, async () => ++counts)).toBe(1);
  });

  it('serves nothing while the feed is down, nor with a TTL of 0, nor failed loads', async () => {
    const down = testFeed(false);
    const c = counter();
    const cache = new ListCache(down, 60_000);
    await cache.page(model, params, c.load);
    await cache.page(model, params, c.load);
    expect(c.loads()).toBe(2);
    const off = new ListCache(testFeed(), 0);
    await off.page(model, params, c.load);
    await off.page(model, params, c.load);
    expect(c.loads()).toBe(4);
    const live = new ListCache(testFeed(), 60_000);
    await expect(live.page(model, params, () => Promise.reject(new Error('db down')))).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect((await live.page(model, params, c.load)).total).toBe(5);
  });
});
