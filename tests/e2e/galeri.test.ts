/**
 * The gallery end to end in a real Chromium against the real built app and server (issue 5 §8):
 * an administrator uploads photos and watches the progress, tags a student and publishes the group;
 * that student signs in, sees the photos and downloads one.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { demoPhoto } from '../../server/db/seed-demo-photos';
import { signedInPage, startE2e, type E2eServer } from './helpers';
import { addStudent } from './students';

let e2e: E2eServer;
const STUDENT = {
  email: 'rina.galeri@e2e.test',
  password: 'Toga-Dan-Topi-2026',
  nim: '2026777001',
  nama: 'Rina Galeri',
};
let groupId: number;

beforeAll(async () => {
  e2e = await startE2e();
  const db = e2e.db;
  const pt = await db
    .insertInto('perguruan_tinggi')
    .values({ kode_pt: '077001', nama: 'Universitas Galeri Peramban' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const acara = await db
    .insertInto('acara')
    .values({ pt_id: pt.id, nama: 'Wisuda Peramban 2026', tanggal: '2026-12-20', lokasi: 'Balairung' })
    .returning('id')
    .executeTakeFirstOrThrow();
  groupId = Number(
    (
      await db
        .insertInto('file_group')
        .values({
          acara_id: acara.id,
          nama: 'Prosesi Peramban',
          tipe: 'prosesi',
          is_published: false,
          allow_download: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  await addStudent(db, STUDENT, { pt_id: pt.id, acara_id: acara.id });
});

afterAll(async () => {
  await e2e?.close();
});

describe('gallery in the browser', () => {
  it('admin uploads with progress, tags a student, publishes; the student sees and downloads a photo', async () => {
    // Photos with fine grain (noise over a generated scene) so that they do not compress away: about
    // 1 MB each, which takes seconds over the throttled upload link below and lets the progress show.
    const files = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const noise = await sharp({
          create: {
            width: 1600,
            height: 1067,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .png()
          .toBuffer();
        const buffer = await sharp(await demoPhoto(6 * i, `E2E ${i + 1}`))
          .composite([{ input: noise, blend: 'overlay' }])
          .jpeg({ quality: 92 })
          .toBuffer();
        return { name: `prosesi-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer };
      }),
    );

    // 1. The administrator uploads three photos into the group, over a slowed-down upload link.
    const admin = await signedInPage(e2e, { to: '/menu/galeri/list' });
    await admin.getByRole('combobox', { name: 'Gallery group' }).click();
    await admin.getByRole('option', { name: 'Prosesi Peramban' }).click();
    const cdp = await admin.context().newCDPSession(admin);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await admin.getByTestId('file-input').setInputFiles(files);
    // The overall bar moves through values between 0 and 100 while the bytes travel.
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const v = Number(await admin.getByTestId('overall-progress').getAttribute('aria-valuenow'));
          seen.add(v);
          return [...seen].some((x) => x > 0 && x < 100);
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe(true);
    await expect
      .poll(() => admin.getByTestId('upload-summary').textContent(), { timeout: 60_000 })
      .toBe('3 of 3 uploaded, 0 failed');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect.poll(() => admin.getByTestId('photo-tile').count(), { timeout: 15_000 }).toBe(3);

    // 2. Tag the student on the first photo by pasting the NIM.
    await admin.getByRole('checkbox', { name: 'Select prosesi-1.jpg' }).check();
    await admin.getByRole('button', { name: 'Tag students' }).click();
    await admin.getByRole('tab', { name: 'Paste NIMs' }).click();
    await admin.getByLabel('NIMs').fill(`${STUDENT.nim}\n`);
    await admin.getByRole('button', { name: 'Tag', exact: true }).click();
    await expect.poll(() => admin.getByRole('dialog').count()).toBe(0);
    const tags = await e2e.db.selectFrom('file_mahasiswa').select('file_id').execute();
    expect(tags).toHaveLength(1);

    // 3. Publish the group through its edit screen.
    await admin.goto(`/menu/galeri/group/edit/${groupId}`);
    const published = admin.getByLabel('Published');
    await published.check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          (
            await e2e.db
              .selectFrom('file_group')
              .select('is_published')
              .where('id', '=', groupId)
              .executeTakeFirstOrThrow()
          ).is_published,
        {
          timeout: 15_000,
        },
      )
      .toBe(true);

    // 4. The student signs in, sees the three photos (one of them tagged) and downloads one.
    const student = await signedInPage(e2e, {
      as: { login: STUDENT.nim, password: STUDENT.password },
      to: '/menu/mahasiswa/galeri',
      viewport: { width: 390, height: 844 },
    });
    await expect.poll(() => student.getByTestId('photo-tile').count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => student.getByRole('button', { name: 'Photos of me (1)' }).count()).toBe(1);
    // Thumbnails really load through their signed URLs.
    await expect
      .poll(
        () =>
          student
            .locator('[data-testid="photo-tile"] img')
            .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
        {
          timeout: 15_000,
        },
      )
      .toBe(3);
    await student
      .getByRole('button', { name: /^Open prosesi-/ })
      .first()
      .click();
    await expect.poll(() => student.getByTestId('lightbox').count()).toBe(1);
    const [download] = await Promise.all([
      student.waitForEvent('download'),
      student.getByRole('link', { name: 'Download the original' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^prosesi-\d\.jpg$/);
    const saved = await download.path();
    const bytes = await fs.readFile(saved);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const bad = [...e2e.errorsOf(admin), ...e2e.errorsOf(student)].filter(
      (e) => e.startsWith('pageerror') || /Content Security Policy/i.test(e),
    );
    expect(bad).toEqual([]);
  });
});
