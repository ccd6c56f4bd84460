/**
 * Gallery marks in the student gallery (domain/galleryMarks.ts): the ceremony plugin's `panggung`
 * field of the gallery groups declares the mark "Stage photo", so a photo of a stage group that is
 * tagged to the student carries `marks: ['panggung']`; a photo of a plain group, or one of the stage
 * group tagged to someone else or to no one, carries none. The groups of the overview
 * (GET /api/mahasiswa/galeri) carry their marks too: the stage group is one for everyone who sees it.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import {
  addGroup,
  createWorld,
  photoRow,
  studentPhotos,
  type GalleryWorld,
  type PhotoJson,
} from './files-fixtures';

type Student = Awaited<ReturnType<TestApp['createMahasiswaUser']>>;
type Marked = PhotoJson & { marks?: string[] };

let t: TestApp;
let w: GalleryWorld;
let me: Student;
let other: Student;
const photo: Record<string, number> = {};

/** A photo row straight into the database (the listing never reads the bytes). */
async function addPhoto(name: string, group: number, taggedTo: readonly number[]) {
  const row = await t.db
    .insertInto('file')
    .values(photoRow(group, name))
    .returning('id')
    .executeTakeFirstOrThrow();
  photo[name] = Number(row.id);
  for (const m of taggedTo)
    await sql`INSERT INTO file_mahasiswa (file_id, mahasiswa_id) VALUES (${row.id}, ${m})`.execute(t.db);
}

const marksOf = (rows: Marked[]) => Object.fromEntries(rows.map((r) => [r.id, r.marks]));

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  me = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  other = await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraA });
  const stage = await addGroup(t, w.acaraA, 'Foto Panggung', { tipe: 'prosesi' });
  await sql`UPDATE file_group SET panggung = true WHERE id = ${stage}`.execute(t.db);
  await addPhoto('stage-mine', stage, [me.mahasiswaId]);
  await addPhoto('stage-both', stage, [me.mahasiswaId, other.mahasiswaId]);
  await addPhoto('stage-other', stage, [other.mahasiswaId]);
  await addPhoto('stage-nobody', stage, []);
  await addPhoto('plain-mine', w.published, [me.mahasiswaId]);
  await addPhoto('plain-nobody', w.published, []);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('gallery marks in the student gallery', () => {
  it('marks the stage photos tagged to the student, and no other photo', async () => {
    const rows = (await studentPhotos(t, me.token!)) as Marked[];
    expect(marksOf(rows)).toEqual({
      [photo['stage-mine']]: ['panggung'],
      [photo['stage-both']]: ['panggung'],
      [photo['stage-other']]: [],
      [photo['stage-nobody']]: [],
      [photo['plain-mine']]: [],
      [photo['plain-nobody']]: [],
    });
    // the view "photos of me" carries the same marks
    const mine = (await studentPhotos(t, me.token!, { tagged: true })) as Marked[];
    expect(marksOf(mine)).toEqual({
      [photo['stage-mine']]: ['panggung'],
      [photo['stage-both']]: ['panggung'],
      [photo['plain-mine']]: [],
    });
  });

  it('marks a stage photo for each student it is tagged to, as theirs only', async () => {
    const rows = (await studentPhotos(t, other.token!)) as Marked[];
    expect(marksOf(rows)[photo['stage-other']]).toEqual(['panggung']);
    expect(marksOf(rows)[photo['stage-both']]).toEqual(['panggung']);
    expect(marksOf(rows)[photo['stage-mine']]).toEqual([]);
  });

  it('follows the group: a group no longer marked as a stage group marks nothing', async () => {
    await sql`UPDATE file_group SET panggung = false WHERE nama = 'Foto Panggung'`.execute(t.db);
    try {
      const rows = (await studentPhotos(t, me.token!)) as Marked[];
      expect(rows.length).toBe(6);
      expect(rows.every((r) => Array.isArray(r.marks) && r.marks.length === 0)).toBe(true);
    } finally {
      await sql`UPDATE file_group SET panggung = true WHERE nama = 'Foto Panggung'`.execute(t.db);
    }
  });

  it('marks the stage group in the overview of every student who sees it, and no other group', async () => {
    for (const student of [me, other]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/mahasiswa/galeri',
        headers: t.auth(student.token!),
      });
      expect(res.statusCode, res.body).toBe(200);
      const groups = res.json().data.groups as { nama: string; marks: string[] }[];
      expect(Object.fromEntries(groups.map((g) => [g.nama, g.marks]))).toMatchObject({
        'Foto Panggung': ['panggung'],
      });
      expect(groups.filter((g) => g.marks.length).map((g) => g.nama)).toEqual(['Foto Panggung']);
      expect(groups.length).toBeGreaterThan(1);
    }
    await sql`UPDATE file_group SET panggung = false WHERE nama = 'Foto Panggung'`.execute(t.db);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/mahasiswa/galeri',
        headers: t.auth(me.token!),
      });
      const groups = res.json().data.groups as { marks: string[] }[];
      expect(groups.every((g) => Array.isArray(g.marks) && g.marks.length === 0)).toBe(true);
    } finally {
      await sql`UPDATE file_group SET panggung = true WHERE nama = 'Foto Panggung'`.execute(t.db);
    }
  });

  it('gives the administrator’s photo list no marks (a mark speaks to the student it is tagged to)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/file/file?filter=${encodeURIComponent(JSON.stringify({ id: [photo['stage-mine']] }))}`,
      headers: t.auth(t.admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).not.toHaveProperty('marks');
  });
});
