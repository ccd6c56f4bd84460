/**
 * Gallery marks in the student gallery (real components, the API is msw): the photo of the stage
 * group tagged to the student, which the server sends with `marks: ['panggung']`, shows the chip
 * "Stage photo" on its tile and in the viewer's bar; the stage group's photo of someone else and the
 * student's photo of a plain group show none. The stage group's chip among the views carries the
 * same chip (the overview's `marks`), the plain group's none. In English, and in Arabic right to left.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { renderStudentGallery as renderGallery } from './student-gallery-render';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { testPhoto } from './photo-fixtures';

const group = (id: number, nama: string, marks: string[] = []) => ({
  id,
  nama,
  tipe: 'prosesi',
  deskripsi: null,
  allow_download: true,
  count: 2,
  cover_thumb_url: null,
  cover_placeholder: null,
  marks,
});

const STAGE = { file_group_id: 7, group_nama: 'Foto Panggung' };
const PHOTOS = [
  testPhoto(1, { ...STAGE, original_name: 'mine-on-stage.jpg', tagged: true, marks: ['panggung'] }),
  testPhoto(2, { ...STAGE, original_name: 'other-on-stage.jpg', tagged: false, marks: [] }),
  testPhoto(3, { original_name: 'mine-prosesi.jpg', tagged: true, marks: [] }),
];

function useGalleryApi() {
  server.use(
    http.get('/api/mahasiswa/galeri', () =>
      HttpResponse.json({
        data: {
          groups: [group(7, 'Foto Panggung', ['panggung']), group(1, 'Prosesi')],
          counts: { all: 3, mine: 2, favorites: 0 },
        },
      }),
    ),
    http.get('/api/mahasiswa/galeri/photos', () =>
      HttpResponse.json({ data: PHOTOS }, { headers: { 'content-range': 'photo 0-2/3' } }),
    ),
  );
}

const viewChip = (value: string) => document.querySelector<HTMLElement>(`[data-view="${value}"]`)!;
const tile = (id: number) =>
  screen.getAllByTestId('photo-tile').find((t) => t.getAttribute('data-photo-id') === String(id))!;
const marksOn = (el: HTMLElement) =>
  within(el)
    .queryAllByTestId('gallery-mark')
    .map((m) => m.textContent);

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('gallery marks in the student gallery', { timeout: 60_000 }, () => {
  it('marks the stage photo tagged to the student, on its tile and in the viewer, and no other', async () => {
    useGalleryApi();
    const user = renderGallery();
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(3));
    expect(marksOn(tile(1))).toEqual(['Stage photo']);
    expect(marksOn(tile(2))).toEqual([]);
    expect(marksOn(tile(3))).toEqual([]);
    // the stage group's view chip is marked, the plain group's and the other views are not
    expect(marksOn(viewChip('7'))).toEqual(['Stage photo']);
    expect(within(viewChip('7')).getByText('Foto Panggung (2)')).toBeTruthy();
    for (const other of ['1', 'all', 'mine', 'favorites']) expect(marksOn(viewChip(other))).toEqual([]);
    expect(screen.getAllByTestId('gallery-mark')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Open mine-on-stage.jpg' }));
    const viewer = await screen.findByTestId('lightbox');
    expect(marksOn(viewer)).toEqual(['Stage photo']);
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByTestId('lightbox-counter').textContent).toMatch(/^2 of 3/));
    expect(marksOn(screen.getByTestId('lightbox'))).toEqual([]);
  });

  it('speaks Arabic, right to left', async () => {
    await i18nProvider.changeLocale('ar');
    useGalleryApi();
    renderGallery('rtl');
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(3));
    expect(marksOn(tile(1))).toEqual(['صورة المنصة']);
    expect(marksOn(viewChip('7'))).toEqual(['صورة المنصة']);
    expect(screen.getAllByTestId('gallery-mark')).toHaveLength(2);
  });
});
