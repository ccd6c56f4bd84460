/**
 * The student gallery a page at a time: GET /api/mahasiswa/galeri/photos (range + Content-Range, keyset
 * cursor in X-Next-Cursor), the view filters, the counts of GET /api/mahasiswa/galeri, and a ZIP of all
 * photos that is not limited to what a page or a selection holds.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import {
  addGroup,
  createWorld,
  listZip,
  photoRow,
  studentPage,
  studentPhotos,
  type GalleryWorld,
} from './files-fixtures';

let t: TestApp;
let w: GalleryWorld;
type Student = Awaited<ReturnType<TestApp['createMahasiswaUser']>>;
let A: Student; // acara A
let C: Student; // acara B
let n = 0;

/**
 * Photo rows straight into the database (the listing never reads the bytes): `count` photos of a group,
 * taken at `taken(i)` (null: no capture time, so they sort by their upload time).
 */
async function addPhotos(group: number, count: number, taken: (i: number) => Date | null): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => photoRow(group, `foto-${++n}`, taken(i)));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = await t.db
      .insertInto('file')
      .values(rows.slice(i, i + 1000))
      .returning('id')
      .execute();
    ids.push(...chunk.map((r) => Number(r.id)));
  }
  return ids;
}

/** The order the gallery promises: taken (else uploaded) newest first, id as tie-break. */
async function expectedOrder(ids: number[]): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM file WHERE id IN (${sql.join(ids)})
    ORDER BY coalesce(taken_at, created_at) DESC, id DESC`.execute(t.db);
  return rows.map((r) => Number(r.id));
}

const day = (d: number, h = 10) => new Date(Date.UTC(2026, 10, d, h));
let visibleToA: number[];
let visibleToC: number[];
let tagged: number[];
let publishedIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  A = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  C = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraB });
  // 130 photos of acara A over a few days, many sharing the very same capture time (ties broken by
  // id), 12 without a capture time; others A may not see.
  const published = await addPhotos(w.published, 118, (i) => day(1 + (i % 5), 8 + (i % 3)));
  const untimed = await addPhotos(w.published, 12, () => null);
  const booth = await addPhotos(w.noDownload, 7, (i) => day(3, i));
  await addPhotos(w.draft, 9, (i) => day(2, i));
  const other = await addPhotos(w.otherAcara, 11, (i) => day(4, i));
  visibleToA = [...published, ...untimed, ...booth];
  publishedIds = [...published, ...untimed];
  visibleToC = other;
  tagged = [published[3], published[50], untimed[0], booth[1]];
  await t.db
    .insertInto('file_mahasiswa')
    .values(tagged.map((file_id) => ({ file_id, mahasiswa_id: A.mahasiswaId })))
    .execute();
});
afterAll(async () => t?.close());

describe('student gallery paging', () => {
  it('pages through every visible photo once, in a stable order, with Content-Range and a cursor', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await studentPage(t, A.token!, { from: seen.length, size: 25, after });
      expect(page.status).toBe(200);
      expect(page.total).toBe(visibleToA.length);
      expect(page.range).toBe(
        `photo ${seen.length}-${seen.length + page.rows.length - 1}/${visibleToA.length}`,
      );
      seen.push(...page.rows.map((p) => p.id));
      after = page.next;
      pages++;
      if (after) expect(page.rows).toHaveLength(25);
    } while (after);
    expect(pages).toBe(Math.ceil(visibleToA.length / 25));
    expect(new Set(seen).size).toBe(seen.length); // no duplicates
    expect(seen).toEqual(await expectedOrder(visibleToA)); // no gaps, the promised order
    // The same order again (stable), and plain range paging of the API contract agrees with it.
    expect((await studentPhotos(t, A.token!, undefined, 40)).map((p) => p.id)).toEqual(seen);
    const second = await studentPage(t, A.token!, { from: 25, size: 25 });
    expect(second.rows.map((p) => p.id)).toEqual(seen.slice(25, 50));
  });

  it('neither repeats nor skips photos when photos are added or removed between pages', async () => {
    const first = await studentPage(t, A.token!, { size: 30 });
    const before = await expectedOrder(visibleToA);
    // A photo taken later than everything (sorts before the cursor), one taken in the middle of the
    // rest, and one not yet seen removed.
    const [newest] = await addPhotos(w.published, 1, () => day(20));
    const [middle] = await addPhotos(w.published, 1, () => day(2, 9));
    const removed = before.slice(60).find((id) => !tagged.includes(id))!;
    await t.db.deleteFrom('file').where('id', '=', removed).execute();
    try {
      const rest: number[] = [];
      let after = first.next;
      while (after) {
        const page = await studentPage(t, A.token!, { from: 30 + rest.length, size: 30, after });
        rest.push(...page.rows.map((p) => p.id));
        after = page.next;
      }
      const all = [...first.rows.map((p) => p.id), ...rest];
      expect(new Set(all).size).toBe(all.length);
      expect(all).not.toContain(newest); // it sorts before the cursor: seen on the next visit
      expect(all).toContain(middle);
      expect(all.filter((id) => id !== middle)).toEqual(before.filter((id) => id !== removed));
    } finally {
      await t.db.deleteFrom('file').where('id', 'in', [newest, middle]).execute();
      visibleToA = visibleToA.filter((id) => id !== removed);
      publishedIds = publishedIds.filter((id) => id !== removed);
    }
  });

  it('keeps the access rules: a student sees only the photos of their own graduation', async () => {
    const forC = (await studentPhotos(t, C.token!)).map((p) => p.id);
    expect(forC.sort((a, b) => a - b)).toEqual([...visibleToC].sort((a, b) => a - b));
    // Another acara's group or an unpublished group by filter: nothing.
    for (const group of [w.otherAcara, w.draft]) {
      const page = await studentPage(t, A.token!, { filter: { file_group_id: group } });
      expect(page.status).toBe(200);
      expect(page.rows).toEqual([]);
      expect(page.total).toBe(0);
      expect(page.next).toBeNull();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/mahasiswa/galeri/photos' })).statusCode).toBe(401);
    // A student cannot filter by other students' tags nor search their names.
    for (const filter of [{ mahasiswa_id: C.mahasiswaId }, { q: C.nim }, { acara_id: w.acaraB }]) {
      const res = await studentPage(t, A.token!, { filter });
      expect(res.status, JSON.stringify(filter)).toBe(400);
    }
    expect((await studentPage(t, A.token!, { filter: { tagged: 'yes' } })).status).toBe(400);
    expect((await studentPage(t, A.token!, { after: 'not-a-cursor' })).status).toBe(400);
    const forged = Buffer.from(JSON.stringify(['2026-11-01', 1])).toString('base64url');
    expect((await studentPage(t, A.token!, { after: forged })).status).toBe(400);
    // A page holds at most 100 photos.
    const big = await studentPage(t, A.token!, { size: 1000 });
    expect(big.rows).toHaveLength(100);
    expect(big.range).toBe(`photo 0-99/${visibleToA.length}`);
  });

  it('filters the views: a group, photos of me, favourites; the counts match', async () => {
    const mine = await studentPhotos(t, A.token!, { tagged: true }, 2);
    expect(mine.map((p) => p.id)).toEqual(await expectedOrder(tagged));
    expect(mine.every((p) => p.tagged)).toBe(true);
    const booth = await studentPhotos(t, A.token!, { file_group_id: w.noDownload });
    expect(booth).toHaveLength(7);
    expect(booth.every((p) => p.download_url === null)).toBe(true);
    const favs = visibleToA.slice(10, 13);
    for (const id of favs) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/mahasiswa/galeri/${id}/favorite`,
        headers: t.auth(A.token!),
      });
      expect(res.statusCode).toBe(200);
    }
    const favorites = await studentPhotos(t, A.token!, { favorite: true }, 2);
    expect(favorites.map((p) => p.id)).toEqual(await expectedOrder(favs));
    expect(favorites.every((p) => p.favorite)).toBe(true);

    const index = await t.app.inject({
      method: 'GET',
      url: '/api/mahasiswa/galeri',
      headers: t.auth(A.token!),
    });
    expect(index.statusCode).toBe(200);
    const data = index.json().data as {
      groups: { id: number; count: number; cover_thumb_url: string | null }[];
      counts: { all: number; mine: number; favorites: number };
      photos?: unknown;
    };
    expect(data.photos).toBeUndefined(); // no longer every photo at once
    expect(data.counts).toEqual({ all: visibleToA.length, mine: tagged.length, favorites: favs.length });
    expect(Object.fromEntries(data.groups.map((g) => [g.id, g.count]))).toEqual({
      [w.published]: visibleToA.length - 7,
      [w.noDownload]: 7,
    });
    // The cover: the newest photo of the group, or the chosen one.
    const coverOf = (groups: typeof data.groups) => groups.find((g) => g.id === w.published)!.cover_thumb_url;
    const [newest] = await expectedOrder(publishedIds);
    expect(coverOf(data.groups)).toMatch(new RegExp(`^/api/file/file/${newest}/thumb\\?`));
    const chosen = publishedIds[7];
    await t.db
      .updateTable('file_group')
      .set({ cover_file_id: chosen })
      .where('id', '=', w.published)
      .execute();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/mahasiswa/galeri',
      headers: t.auth(A.token!),
    });
    expect(coverOf(again.json().data.groups)).toMatch(new RegExp(`^/api/file/file/${chosen}/thumb\\?`));
  });
});

describe('ZIP of all photos', () => {
  it('holds every downloadable photo, more than a selection may name', { timeout: 120_000 }, async () => {
    const group = await addGroup(t, w.acaraB, 'Banyak');
    const many = await addPhotos(group, 5_010, (i) => day(5, i % 24));
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/mahasiswa/galeri/zip-url',
      headers: t.auth(C.token!),
      payload: { all: true },
    });
    const res = await t.app.inject({ method: 'GET', url: link.json().data.url as string });
    expect(res.statusCode).toBe(200);
    const entries = await listZip(res.rawPayload);
    expect(entries).toHaveLength(many.length + visibleToC.length);
    expect(new Set(entries.map((e) => e.name)).size).toBe(entries.length);
    // A selection is still bounded (a body field: 422 beside it).
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/mahasiswa/galeri/zip',
      headers: t.auth(C.token!),
      payload: { ids: many },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toHaveProperty('ids');
  });
});
