import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPhotos } from '../../server/db/seed-demo-photos';
import { createTestApp, type TestApp } from './helpers';
import { createWorld, studentPhotos, type GalleryWorld } from './files-fixtures';

let t: TestApp;
let w: GalleryWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  // The world's groups belong to acara A; the demo goes to acara B with its own students.
  await t.db.deleteFrom('file_group').where('acara_id', '=', w.acaraB).execute();
});
afterAll(async () => t?.close());

describe('demo photos', () => {
  it(
    'generates about 60 photos in groups through the pipeline and tags the demo student',
    { timeout: 120_000 },
    async () => {
      const demo = await t.createMahasiswaUser({
        pt_id: w.ptId,
        acara_id: w.acaraB,
        email: 'demo.student@test.local',
      });
      for (let i = 0; i < 4; i++) await t.createMahasiswaUser({ pt_id: w.ptId, acara_id: w.acaraB });
      const result = await seedDemoPhotos(t.db, t.config, { demoStudentEmail: 'demo.student@test.local' });
      expect(result).toMatchObject({ acaraId: w.acaraB, groups: 4, photos: 60 });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/mahasiswa/galeri',
        headers: t.auth(demo.token!),
      });
      const data = res.json().data;
      expect(data.groups.length).toBe(3); // the unpublished family group stays hidden
      expect(data.counts.all).toBe(50);
      const photos = await studentPhotos(t, demo.token!);
      expect(photos.length).toBe(50);
      expect(photos.filter((p) => p.tagged).length).toBeGreaterThanOrEqual(15);
      expect(data.counts.mine).toBe(photos.filter((p) => p.tagged).length);
      const thumb = await t.app.inject({ method: 'GET', url: photos[0].thumb_url });
      expect(thumb.statusCode).toBe(200);
      // Idempotent: a second run adds nothing.
      expect(
        (await seedDemoPhotos(t.db, t.config, { demoStudentEmail: 'demo.student@test.local' })).photos,
      ).toBe(0);
    },
  );
});
