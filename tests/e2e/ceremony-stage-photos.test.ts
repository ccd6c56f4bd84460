/**
 * Stage photos in Chromium: photos generated with chosen EXIF capture times (a camera whose clock
 * runs 5 minutes fast) are uploaded to the acara's stage group; the staff calibrate the camera from
 * one photo on the stage photos page, the others are tagged to the graduates called before them or
 * wait for review, the staff settle the review, and a graduate (who never opted in to face search)
 * finds their stage photo on their dashboard, on a phone, and in their gallery marked "Stage photo"
 * (the photo and its group); the viewer's bar keeps the mark on one line at 360 px in every language,
 * light and dark.
 */
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage, startE2e, type E2eServer } from './helpers';
import { addStudent } from './students';
import { stagePhotoText } from '../../plugins/ceremony/stage-photos/messages';
import { STAGE_PHOTO_GROUP_FIELDS } from '../../plugins/ceremony/stage-photos/resources';
import { LANGUAGE_CODES } from '../../domain/config/label';

let e2e: E2eServer;
let admin: Page;
let acara = 0;
const S = 1000;
const T0 = Date.UTC(2026, 10, 28, 2, 0, 0);
const GRADUATES = [
  { nim: '7500000001', nama: 'Ayu Foto', email: 'ayu.foto@example.test', password: 'Foto-Panggung-2026!' },
  {
    nim: '7500000002',
    nama: 'Bagus Foto',
    email: 'bagus.foto@example.test',
    password: 'Foto-Panggung-2026!',
  },
  {
    nim: '7500000003',
    nama: 'Citra Foto',
    email: 'citra.foto@example.test',
    password: 'Foto-Panggung-2026!',
  },
];

async function insert(table: string, values: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(values);
  const { rows } = await sql<{ id: string }>`INSERT INTO ${sql.table(table)} (${sql.join(
    cols.map((c) => sql.ref(c)),
  )}) VALUES (${sql.join(cols.map((c) => values[c]))}) RETURNING id`.execute(e2e.db);
  return Number(rows[0].id);
}

/** A JPEG taken at real instant `realMs` by a camera whose clock runs 5 minutes fast (UTC wall time). */
async function stagePhoto(realMs: number, label: string): Promise<Buffer> {
  const d = new Date(realMs + 300 * S).toISOString();
  const wall = `${d.slice(0, 10).replaceAll('-', ':')} ${d.slice(11, 19)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%"
    fill="#345"/><text x="20" y="120" font-size="36" fill="white" font-family="sans-serif">${label}</text></svg>`;
  return sharp(Buffer.from(svg))
    .withExif({
      IFD0: { Make: 'Canon', Model: 'Canon EOS R6' },
      IFD2: { DateTimeOriginal: wall, BodySerialNumber: 'E2E-0001' },
    })
    .jpeg()
    .toBuffer();
}

const status = () => admin.getByRole('status').filter({ hasText: 'Tagged at once' }).textContent();

beforeAll(async () => {
  e2e = await startE2e({ env: { PHOTO_TIMEZONE: 'UTC' } });
  const pt = await insert('perguruan_tinggi', { kode_pt: '075001', nama: 'Universitas Foto' });
  acara = await insert('acara', { pt_id: pt, nama: 'Wisuda Foto', tanggal: '2026-11-28', status: 'draft' });
  const group = await insert('file_group', {
    acara_id: acara,
    nama: 'Foto Panggung',
    tipe: 'prosesi',
    is_published: true,
  });
  await sql`UPDATE file_group SET panggung = true WHERE id = ${group}`.execute(e2e.db);
  for (const [i, g] of GRADUATES.entries()) {
    await addStudent(e2e.db, g, { pt_id: pt, acara_id: acara });
    await sql`INSERT INTO stage_call (acara_id, mahasiswa_id, called_at, source)
      SELECT ${acara}, id, ${new Date(T0 + i * 20 * S)}, 'scan' FROM mahasiswa WHERE nim = ${g.nim}`.execute(
      e2e.db,
    );
  }
  admin = await signedInPage(e2e, { to: '/menu/galeri/list' });
}, 180_000);

afterAll(async () => {
  await e2e?.close();
});

describe('stage photos tagged by time', () => {
  it('uploads the photos to the stage group, and nothing is guessed before calibration', async () => {
    await admin.getByRole('combobox', { name: 'Gallery group' }).click();
    await admin.getByRole('option', { name: 'Foto Panggung' }).click();
    await admin.getByTestId('file-input').setInputFiles([
      { name: 'stage-10.jpg', mimeType: 'image/jpeg', buffer: await stagePhoto(T0 + 10 * S, 'Ayu') },
      { name: 'stage-30.jpg', mimeType: 'image/jpeg', buffer: await stagePhoto(T0 + 30 * S, 'Bagus') },
      { name: 'stage-50.jpg', mimeType: 'image/jpeg', buffer: await stagePhoto(T0 + 50 * S, 'Citra') },
      { name: 'stage-39.jpg', mimeType: 'image/jpeg', buffer: await stagePhoto(T0 + 39.5 * S, '?') },
    ]);
    await expect
      .poll(() => admin.getByTestId('upload-summary').textContent(), { timeout: 60_000 })
      .toBe('4 of 4 uploaded, 0 failed');
    await admin.goto('/menu/foto-panggung');
    await admin.getByRole('combobox', { name: 'Event' }).click();
    await admin.getByRole('option', { name: 'Wisuda Foto' }).click();
    await admin.getByText('Not calibrated: its photos wait.').waitFor();
    await admin.getByRole('heading', { name: /^Canon EOS R6 #[0-9a-f]{8}$/ }).waitFor();
  });

  it('calibrates the camera from one photo, tags the others and leaves the doubtful one for review', async () => {
    await admin.getByRole('button', { name: 'stage-10.jpg' }).click();
    await admin.getByRole('combobox', { name: 'Who it shows' }).fill('Ayu');
    await admin.getByRole('option', { name: /Ayu Foto/ }).click();
    await admin.getByRole('button', { name: 'Calibrate' }).click();
    await admin.getByText(/Clock offset: -300\.0 s/).waitFor();
    await expect
      .poll(
        async () => {
          await admin.getByRole('button', { name: 'Refresh' }).click();
          return status();
        },
        { timeout: 30_000 },
      )
      .toContain('Tagged at once: 2 · For review: 1');
    await admin.getByRole('button', { name: 'It is Citra Foto (7500000003)' }).click();
    await admin.getByText('Nothing waits for review.').waitFor();
    const tags = await sql<{ original_name: string; nim: string }>`
      SELECT f.original_name, m.nim FROM file_mahasiswa t JOIN file f ON f.id = t.file_id
      JOIN mahasiswa m ON m.id = t.mahasiswa_id ORDER BY f.original_name`.execute(e2e.db);
    expect(tags.rows).toEqual([
      { original_name: 'stage-10.jpg', nim: '7500000001' },
      { original_name: 'stage-30.jpg', nim: '7500000002' },
      { original_name: 'stage-39.jpg', nim: '7500000003' },
      { original_name: 'stage-50.jpg', nim: '7500000003' },
    ]);
    expect(e2e.errorsOf(admin)).toEqual([]);
  });

  it('shows the graduate their stage photo on their dashboard, on a phone', async () => {
    const g = GRADUATES[1];
    const student = await signedInPage(e2e, {
      as: { login: g.nim, password: g.password },
      viewport: { width: 390, height: 844 },
    });
    const card = student.getByTestId('stage-photo-card');
    await card.getByText('Photos of you crossing the stage: 1.').waitFor({ timeout: 30_000 });
    await expect.poll(() => card.getByRole('img', { name: 'stage-30.jpg' }).count()).toBe(1);
    const fits = await student.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    await card.getByRole('link', { name: 'Open the gallery' }).click();
    // the gallery opens on the stage group, the stage photo in it
    await student.waitForURL(/\/menu\/mahasiswa\/galeri\?grup=\d+$/);
    await expect
      .poll(
        () => student.getByTestId('photo-tile').getByRole('button', { name: 'Open stage-30.jpg' }).count(),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    // marked as their stage photo; the stage group's photo of another graduate is not
    const tile = (name: string) =>
      student
        .getByTestId('photo-tile')
        .filter({ has: student.getByRole('button', { name: `Open ${name}` }) });
    await expect
      .poll(() => tile('stage-30.jpg').getByTestId('gallery-mark').textContent())
      .toBe('Stage photo');
    expect(await tile('stage-10.jpg').count()).toBe(1);
    expect(await tile('stage-10.jpg').getByTestId('gallery-mark').count()).toBe(0);
    expect(await student.getByTestId('photo-tile').getByTestId('gallery-mark').count()).toBe(1);
    // the stage group's chip among the views is marked too
    expect(await student.locator('[data-view] [data-testid="gallery-mark"]').count()).toBe(1);
    const fitsGallery = await student.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(fitsGallery).toBe(true);
    expect(e2e.errorsOf(student)).toEqual([]);
  });

  it('keeps the viewer’s bar on one line with the mark at 360 px, in every language, light and dark', async () => {
    const g = GRADUATES[1];
    const page = await signedInPage(e2e, {
      as: { login: g.nim, password: g.password },
      viewport: { width: 360, height: 740 },
    });
    const { rows } = await sql<{ id: string; file_group_id: string }>`
      SELECT id, file_group_id FROM file WHERE original_name = 'stage-30.jpg'`.execute(e2e.db);
    const [photoId, groupId] = [Number(rows[0].id), Number(rows[0].file_group_id)];
    for (const mode of ['light', 'dark'] as const) {
      for (const lang of LANGUAGE_CODES) {
        await page.evaluate(
          ([l, m]) => {
            localStorage.setItem('currentLanguage', l);
            localStorage.setItem('wisuda.layout', JSON.stringify({ mode: m }));
            localStorage.setItem('RaStore.theme', JSON.stringify(m));
          },
          [lang, mode],
        );
        await page.goto('/menu/mahasiswa/galeri');
        const mark = STAGE_PHOTO_GROUP_FIELDS.panggung.galleryMark[lang];
        // the stage group's chip among the views carries the mark, within the screen
        const groupMark = page.locator(`[data-view="${groupId}"] [data-testid="gallery-mark"]`);
        await expect.poll(() => groupMark.getAttribute('title'), { timeout: 30_000 }).toBe(mark);
        await page.locator(`[data-testid="photo-tile"][data-photo-id="${photoId}"] button`).first().click();
        const bar = page.getByTestId('lightbox-bar');
        await expect.poll(() => bar.getByTestId('gallery-mark').getAttribute('title')).toBe(mark);
        const layout = await bar.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const parts = [...el.children].map((c) => c.getBoundingClientRect());
          const chip = el.querySelector('[data-testid="gallery-mark"]')!.getBoundingClientRect();
          const group = document.querySelector('[data-view] [data-testid="gallery-mark"]')!;
          const inside = (r: DOMRect, o: DOMRect) =>
            r.left >= o.left - 0.5 &&
            r.right <= o.right + 0.5 &&
            r.top >= o.top - 0.5 &&
            r.bottom <= o.bottom + 0.5;
          return {
            dir: document.documentElement.dir,
            // one row: every part of the bar shares a line, and the bar is as tall as its tallest part
            oneRow: Math.max(...parts.map((r) => r.top)) < Math.min(...parts.map((r) => r.bottom)),
            height: box.height <= Math.max(...parts.map((r) => r.height)) + 2 * 4 + 1,
            chipInBar: inside(chip, box),
            chipOneLine: chip.height <= 24,
            barOnScreen: box.left >= 0 && box.right <= window.innerWidth,
            groupOnScreen: group.getBoundingClientRect().right <= window.innerWidth + 0.5,
            fits: document.documentElement.scrollWidth <= window.innerWidth,
          };
        });
        expect({ lang, mode, ...layout }).toEqual({
          lang,
          mode,
          dir: lang === 'ar' ? 'rtl' : 'ltr',
          oneRow: true,
          height: true,
          chipInBar: true,
          chipOneLine: true,
          barOnScreen: true,
          groupOnScreen: true,
          fits: true,
        });
      }
    }
    expect(e2e.errorsOf(page)).toEqual([]);
  });

  it('works right to left on a phone, in Arabic', async () => {
    const page = await signedInPage(e2e, { viewport: { width: 390, height: 844 } });
    await page.evaluate(() => localStorage.setItem('currentLanguage', 'ar'));
    await page.goto('/menu/foto-panggung');
    // the shell names the page in Arabic
    await page
      .getByRole('heading', { name: stagePhotoText('ar', 'title') })
      .first()
      .waitFor();
    await page.getByRole('combobox', { name: stagePhotoText('ar', 'event') }).click();
    await page.getByRole('option', { name: 'Wisuda Foto' }).click();
    await page.getByText(/فرق الساعة/).waitFor();
    await page.getByText(stagePhotoText('ar', 'review_empty')).waitFor();
    const layout = await page.evaluate(() => ({
      dir: document.documentElement.dir,
      fits: document.documentElement.scrollWidth <= window.innerWidth,
    }));
    expect(layout).toEqual({ dir: 'rtl', fits: true });
    expect(e2e.errorsOf(page)).toEqual([]);
  });
});
