/**
 * The student gallery reads the acara's part once for all its students and keeps it
 * (server/files/student-gallery.ts): what each student sees must still change the moment a photo,
 * a group, a tag or a favourite does, and what is theirs alone must never reach another student.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { addGroup, createWorld, photoRow, studentPage, type GalleryWorld } from './files-fixtures';

let t: TestApp;
let w: GalleryWorld;
type Student = Awaited<ReturnType<TestApp['createMahasiswaUser']>>;
let A: Student;
let B: Student;
let n = 0;

async function addPhoto(group: number, taken: Date): Promise<number> {
  const row = await t.db
    .insertInto('file')
    .values(photoRow(group, `bersama-${++n}`, taken))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const overview = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/mahasiswa/galeri', headers: t.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    groups: { id: number; count: number; cover_thumb_url: string | null }[];
    counts: { all: number; mine: number; favorites: number };
  };
};
const favorite = (token: string, id: number, on: boolean) =>
  t.app.inject({
    method: on ? 'PUT' : 'DELETE',
    url: `/api/mahasiswa/galeri/${id}/favorite`,
    headers: t.auth(token),
  });
const day = (d: number) => new Date(Date.UTC(2026, 10, d, 9));

let first: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  A = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  B = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  first = await addPhoto(w.published, day(1));
  await addPhoto(w.published, day(2));
});
afterAll(async () => t?.close());

describe('the acara part of the student gallery, shared by its students', () => {
  it('shows a new photo, a removed one and an unpublished group at once', async () => {
    // Both students read the shared part (the second is served from what the first read).
    expect((await overview(A.token!)).counts.all).toBe(2);
    expect((await studentPage(t, B.token!)).total).toBe(2);
    const added = await addPhoto(w.published, day(3));
    expect((await overview(A.token!)).counts.all).toBe(3);
    const page = await studentPage(t, B.token!);
    expect(page.total).toBe(3);
    expect(page.rows[0].id).toBe(added);
    await t.db.deleteFrom('file').where('id', '=', added).execute();
    expect((await studentPage(t, A.token!)).rows.map((r) => r.id)).not.toContain(added);
    await t.db.updateTable('file_group').set({ is_published: false }).where('id', '=', w.published).execute();
    expect((await overview(B.token!)).groups.map((g) => g.id)).not.toContain(w.published);
    expect((await studentPage(t, B.token!)).total).toBe(0);
    await t.db.updateTable('file_group').set({ is_published: true }).where('id', '=', w.published).execute();
    expect((await studentPage(t, B.token!)).total).toBe(2);
  });

  it('keeps tags and favourites to their student, and shows them at once', async () => {
    await studentPage(t, A.token!);
    await t.db.insertInto('file_mahasiswa').values({ file_id: first, mahasiswa_id: A.mahasiswaId }).execute();
    const mine = (await studentPage(t, A.token!)).rows.find((r) => r.id === first)!;
    expect(mine.tagged).toBe(true);
    expect(mine.tags).toEqual([expect.objectContaining({ id: A.mahasiswaId })]);
    const theirs = (await studentPage(t, B.token!)).rows.find((r) => r.id === first)!;
    expect(theirs.tagged).toBe(false);
    expect(theirs.tags).toEqual([]);
    expect((await overview(A.token!)).counts.mine).toBe(1);
    expect((await overview(B.token!)).counts.mine).toBe(0);

    expect((await favorite(B.token!, first, true)).statusCode).toBe(200);
    expect((await studentPage(t, B.token!)).rows.find((r) => r.id === first)!.favorite).toBe(true);
    expect((await studentPage(t, A.token!)).rows.find((r) => r.id === first)!.favorite).toBe(false);
    expect((await overview(B.token!)).counts.favorites).toBe(1);
    expect((await favorite(B.token!, first, false)).statusCode).toBe(200);
    expect((await overview(B.token!)).counts.favorites).toBe(0);
  });

  it('answers a student tagged in another acara’s group with that group too, and only them', async () => {
    const elsewhere = await addPhoto(w.otherAcara, day(4));
    await t.db
      .insertInto('file_mahasiswa')
      .values({ file_id: elsewhere, mahasiswa_id: A.mahasiswaId })
      .execute();
    const a = await overview(A.token!);
    expect(a.groups.map((g) => g.id)).toContain(w.otherAcara);
    expect(a.groups.find((g) => g.id === w.otherAcara)!.count).toBe(1);
    expect(a.counts.all).toBe(3);
    expect((await studentPage(t, A.token!)).rows[0].id).toBe(elsewhere);
    const b = await overview(B.token!);
    expect(b.groups.map((g) => g.id)).not.toContain(w.otherAcara);
    expect((await studentPage(t, B.token!)).rows.map((r) => r.id)).not.toContain(elsewhere);
  });

  it('shows a new group of the acara with its cover', async () => {
    const group = await addGroup(t, w.acaraA, 'Foto Keluarga');
    const photo = await addPhoto(group, day(5));
    const found = (await overview(B.token!)).groups.find((g) => g.id === group)!;
    expect(found.count).toBe(1);
    expect(found.cover_thumb_url).toContain(`/${photo}/thumb`);
    await sql`UPDATE file_group SET nama = 'Keluarga' WHERE id = ${group}`.execute(t.db);
    expect((await overview(A.token!)).groups.find((g) => g.id === group)).toMatchObject({ nama: 'Keluarga' });
  });
});
