/**
 * The student gallery a page at a time (real components, the API is msw): scrolling near the end or
 * "Load more photos" fetches the next page with the cursor of the previous one, the lightbox moves on
 * into the next page (also right-to-left), the views ask the server, and "Download all" asks for all.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from './msw';
import { renderStudentGallery as renderGallery } from './student-gallery-render';
import type { Photo } from '../../src/pages/galeri/types';
import { polyfillPointerEvent, testPhoto } from './photo-fixtures';

polyfillPointerEvent();

const TOTAL = 150;

const photo = (n: number, favorite = false): Photo =>
  testPhoto(1000 + n, {
    file_group_id: n % 2 ? 1 : 2,
    group_nama: n % 2 ? 'Prosesi' : 'Photobooth',
    original_name: `foto-${n}.jpg`,
    taken_at: new Date(Date.UTC(2026, 10, 20, 12) - n * 60_000).toISOString(),
    allow_download: n % 2 === 1,
    tagged: n % 10 === 0,
    favorite,
    download_url: n % 2 ? `/api/file/file/${1000 + n}/original?sig=x` : null,
  });

const ALL = Array.from({ length: TOTAL }, (_, i) => photo(i + 1));

interface PageRequest {
  filter: Record<string, unknown>;
  range: [number, number];
  after: string | null;
}
let requests: PageRequest[];
let zipBodies: unknown[];

/** The server's paging: newest first, a cursor naming the last row (here: its position). */
function useGalleryApi(opts: { pageDelayMs?: number } = {}) {
  requests = [];
  zipBodies = [];
  server.use(
    http.get('/api/mahasiswa/galeri', () =>
      HttpResponse.json({
        data: {
          groups: [
            {
              id: 1,
              nama: 'Prosesi',
              tipe: 'prosesi',
              deskripsi: null,
              allow_download: true,
              count: 75,
              cover_thumb_url: null,
              cover_placeholder: null,
            },
            {
              id: 2,
              nama: 'Photobooth',
              tipe: 'photobooth',
              deskripsi: null,
              allow_download: false,
              count: 75,
              cover_thumb_url: null,
              cover_placeholder: null,
            },
          ],
          counts: { all: TOTAL, mine: 15, favorites: 2 },
        },
      }),
    ),
    http.get('/api/mahasiswa/galeri/photos', async ({ request }) => {
      const url = new URL(request.url);
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
      const range = JSON.parse(url.searchParams.get('range') ?? '[0,24]') as [number, number];
      const after = url.searchParams.get('after');
      requests.push({ filter, range, after });
      if (opts.pageDelayMs && after) await delay(opts.pageDelayMs);
      const rows = filter.favorite ? [photo(3, true), photo(8, true)] : ALL;
      const start = after ? Number(after) + 1 : range[0];
      const page = rows.slice(start, start + range[1] - range[0] + 1);
      const last = start + page.length - 1;
      const headers: Record<string, string> = {
        'content-range': `photo ${range[0]}-${range[0] + page.length - 1}/${rows.length}`,
      };
      if (last < rows.length - 1) headers['x-next-cursor'] = String(last);
      return HttpResponse.json({ data: page }, { headers });
    }),
    http.post('/api/mahasiswa/galeri/zip-url', async ({ request }) => {
      zipBodies.push(await request.json());
      // The server names the groups whose photos the ZIP leaves out (no downloads allowed).
      return HttpResponse.json({
        data: {
          url: '/api/mahasiswa/galeri/zip?ids=all&sig=x',
          left_out: [{ id: 3, nama: 'Photobooth', count: 4 }],
        },
      });
    }),
  );
}

/** IntersectionObserver under test control: `scrollToEnd()` tells every observer its target is in view. */
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.entry);
  }
  takeRecords() {
    return [];
  }
}
function scrollToEnd() {
  act(() => {
    for (const o of [...observers]) {
      o.callback(
        o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  });
}

let original: typeof window.IntersectionObserver;
beforeEach(() => {
  original = window.IntersectionObserver;
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof window.IntersectionObserver;
});
afterEach(() => {
  window.IntersectionObserver = original;
  observers.clear();
});

const tiles = () => screen.queryAllByTestId('photo-tile');
const counter = () => screen.getByTestId('lightbox-counter').textContent;

describe('student gallery, a page at a time', () => {
  it('loads the next page when the end scrolls into view, then with "Load more photos"', async () => {
    useGalleryApi();
    const user = renderGallery();
    await waitFor(() => expect(tiles()).toHaveLength(60));
    expect(requests).toEqual([{ filter: {}, range: [0, 59], after: null }]);
    expect(screen.getByRole('button', { name: 'All (150)' })).toBeInTheDocument();

    scrollToEnd();
    await waitFor(() => expect(tiles()).toHaveLength(120));
    expect(requests[1]).toEqual({ filter: {}, range: [60, 119], after: '59' });
    expect(tiles()[60]).toHaveAttribute('data-photo-id', String(ALL[60].id));

    await user.click(screen.getByRole('button', { name: 'Load more photos' }));
    await waitFor(() => expect(tiles()).toHaveLength(TOTAL));
    expect(requests[2]).toEqual({ filter: {}, range: [120, 179], after: '119' });
    // Everything is there: no button, no more requests however far one scrolls.
    expect(screen.queryByRole('button', { name: 'Load more photos' })).not.toBeInTheDocument();
    scrollToEnd();
    expect(requests).toHaveLength(3);
    expect(new Set(tiles().map((t) => t.getAttribute('data-photo-id'))).size).toBe(TOTAL);
  });

  it('moves the lightbox from the last photo of a page to the first of the next one', async () => {
    useGalleryApi({ pageDelayMs: 150 });
    const user = renderGallery();
    await waitFor(() => expect(tiles()).toHaveLength(60));
    await user.click(screen.getByRole('button', { name: 'Open foto-60.jpg' }));
    expect(counter()).toMatch(/^60 of 150/);
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(counter()).toMatch(/^61 of 150/));
    expect(screen.getByTestId('lightbox-image')).toHaveAttribute('src', ALL[60].preview_url);
    expect(requests.filter((r) => r.after)).toEqual([{ filter: {}, range: [60, 119], after: '59' }]);
    // Back across the boundary without another request; no wrap-around while pages remain.
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toMatch(/^60 of 150/);
    await user.keyboard('{Home}{ArrowLeft}');
    expect(counter()).toMatch(/^1 of 150/);
  });

  it('crosses the page boundary forwards in right-to-left too (ArrowLeft is next)', async () => {
    useGalleryApi();
    const user = renderGallery('rtl');
    await waitFor(() => expect(tiles()).toHaveLength(60));
    await user.click(screen.getByRole('button', { name: 'Open foto-59.jpg' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(counter()).toMatch(/^61 of 150/));
    expect(screen.getByTestId('lightbox-image')).toHaveAttribute('src', ALL[60].preview_url);
    // A swipe to the right is "next" in right-to-left.
    const area = screen.getByTestId('lightbox-image').parentElement!;
    fireEvent.pointerDown(area, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(area, { clientX: 300, clientY: 205 });
    expect(counter()).toMatch(/^62 of 150/);
  });

  it('asks the server for a view (favourites) and for a ZIP of all photos, not only the loaded ones', async () => {
    useGalleryApi();
    const user = renderGallery();
    await waitFor(() => expect(tiles()).toHaveLength(60));
    await user.click(screen.getByRole('button', { name: 'Favourites (2)' }));
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(requests.at(-1)).toEqual({ filter: { favorite: true }, range: [0, 59], after: null });
    expect(screen.queryByRole('button', { name: 'Load more photos' })).not.toBeInTheDocument();
    // Un-favouriting in the favourites view removes the photo from it at once.
    server.use(
      http.delete('/api/mahasiswa/galeri/:id/favorite', ({ params }) =>
        HttpResponse.json({ data: { id: Number(params.id), favorite: false } }),
      ),
    );
    await user.click(within(tiles()[0]).getByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    // the count is in the overview's answer, not the photos' one: it is redrawn in a render of its own
    expect(await screen.findByRole('button', { name: 'Favourites (1)' })).toBeInTheDocument();

    // The browser downloads the signed link by itself (jsdom cannot navigate: the click is watched).
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Download all as ZIP' }));
      await waitFor(() => expect(clicked).toEqual(['/api/mahasiswa/galeri/zip?ids=all&sig=x']));
      expect(zipBodies).toEqual([{ all: true }]);
      expect(await screen.findByTestId('zip-left-out')).toHaveTextContent(
        'Left out of the ZIP (these groups do not allow downloads): Photobooth (4 photos)',
      );
    } finally {
      click.mockRestore();
    }
  });
});
