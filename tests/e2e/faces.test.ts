/**
 * Face search in the browser (issue 13 §8, docs/faces.md): a student opts in on the profile after the
 * explanation, adds their face with an uploaded selfie (the labelled set's portrait of one person,
 * also their profile photo, which an operator verified: the selfie must match it), the
 * administrator uploads ceremony photos (one showing that person on another occasion), the suggestion appears in the student's "Photos of me", the
 * student confirms it and finds it among their photos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_PERSON, samplePhoto } from '../fixtures/faces';
import { signedInPage, startE2e, type E2eServer } from './helpers';
import { addStudent } from './students';

let e2e: E2eServer;
const STUDENT = {
  email: 'sari.wajah@e2e.test',
  password: 'Toga-Dan-Wajah-2026',
  nim: '2026888001',
  nama: 'Sari Wajah',
};

beforeAll(async () => {
  e2e = await startE2e({ env: { FACE_WORKERS: '1' } });
  const db = e2e.db;
  const pt = await db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: '088001', nama: 'Universitas Wajah', face_search: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const acara = await db
    .insertInto('acara')
    .values({ pt_id: pt.id, nama: 'Wisuda Wajah 2026', tanggal: '2026-12-21', lokasi: 'Balairung' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('file_group')
    .values({
      acara_id: acara.id,
      nama: 'Prosesi Wajah',
      tipe: 'prosesi',
      is_published: true,
      allow_download: true,
    })
    .execute();
  await addStudent(db, STUDENT, { pt_id: pt.id, acara_id: acara.id });
  await verifiedProfilePhoto(samplePhoto(SAME_PERSON.portrait));
}, 60_000);

/**
 * The student's portrait becomes the verified profile photo: the student uploads it on their profile
 * and an operator, having looked at it, ticks it as verified. A selfie is kept only when it shows the
 * same person (tests/api/faces-enrolment.test.ts).
 */
async function verifiedProfilePhoto(image: Buffer): Promise<void> {
  const token = async (login: string, password: string) => {
    const res = await fetch(`${e2e.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'portrait.jpg');
  const uploaded = await fetch(`${e2e.baseUrl}/api/profile/photo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token(STUDENT.nim, STUDENT.password)}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const record = await e2e.db
    .selectFrom('mahasiswa')
    .select('id')
    .where('nim', '=', STUDENT.nim)
    .executeTakeFirstOrThrow();
  const ticked = await fetch(`${e2e.baseUrl}/api/mahasiswa/mahasiswa/${record.id}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${await token(e2e.admin.email, e2e.admin.password)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ foto_terverifikasi: true }),
  });
  expect(ticked.status).toBe(200);
}

afterAll(async () => {
  await e2e?.close();
});

describe('face search in the browser', () => {
  it('opt in, selfie, upload, suggestion, confirm, found among my photos', async () => {
    // 1. The student reads the explanation, agrees and adds a selfie (upload fallback of the camera).
    const student = await signedInPage(e2e, {
      as: { login: STUDENT.nim, password: STUDENT.password },
      to: '/setting/users/profile',
    });
    await expect.poll(() => student.getByText('Before you turn it on').count(), { timeout: 15_000 }).toBe(1);
    const turnOn = student.getByRole('button', { name: 'Turn on face search' });
    expect(await turnOn.isDisabled()).toBe(true);
    await student.getByLabel('I have read this and agree to face search').check();
    await turnOn.click();
    await expect.poll(() => student.getByRole('button', { name: 'Upload a photo' }).count()).toBe(1);
    const selfie = samplePhoto(SAME_PERSON.portrait);
    await student
      .getByTestId('faces-selfie-input')
      .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: selfie });
    await expect.poll(() => student.getByTestId('faces-enrolled').count(), { timeout: 60_000 }).toBe(1);

    // 2. The administrator uploads two ceremony photos: one shows the student, one does not.
    const admin = await signedInPage(e2e, { to: '/menu/galeri/list' });
    await admin.getByRole('combobox', { name: 'Gallery group' }).click();
    await admin.getByRole('option', { name: 'Prosesi Wajah' }).click();
    await admin.getByTestId('file-input').setInputFiles([
      { name: 'prosesi-1.jpg', mimeType: 'image/jpeg', buffer: samplePhoto(SAME_PERSON.groupPhotos[0]) },
      { name: 'prosesi-3.jpg', mimeType: 'image/jpeg', buffer: samplePhoto(3) },
    ]);
    await expect
      .poll(() => admin.getByTestId('upload-summary').textContent(), { timeout: 60_000 })
      .toBe('2 of 2 uploaded, 0 failed');
    const uploaded = await e2e.db.selectFrom('file').select(['id', 'original_name']).execute();
    const mine = uploaded.find((f) => f.original_name === 'prosesi-1.jpg')!;

    // 3. Within a minute the photo that shows the student is suggested in "Photos of me".
    await student.goto('/menu/mahasiswa/galeri');
    const started = Date.now();
    await expect
      .poll(
        async () => {
          await student.reload();
          await student.getByRole('button', { name: /^Photos of me/ }).click();
          await student.waitForTimeout(1000);
          return student.getByTestId('face-suggestions').locator('[data-testid="photo-tile"]').count();
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe(1);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(
      await student.getByTestId('face-suggestions').locator(`[data-photo-id="${mine.id}"]`).count(),
    ).toBe(1);

    // 4. Confirmed, it becomes a tag and shows among the student's photos.
    await student.getByRole('button', { name: 'Yes, it is me' }).click();
    await expect.poll(() => student.getByTestId('face-suggestions').count()).toBe(0);
    await expect
      .poll(() => student.locator(`[data-testid="photo-tile"][data-photo-id="${mine.id}"]`).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expect.poll(() => student.getByRole('button', { name: 'Photos of me (1)' }).count()).toBe(1);
    const tags = await e2e.db.selectFrom('file_mahasiswa').select('file_id').execute();
    expect(tags.map((t) => Number(t.file_id))).toEqual([Number(mine.id)]);
    expect(e2e.errorsOf(student)).toEqual([]);
  }, 240_000);
});
