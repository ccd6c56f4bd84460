/** Shared fixtures of the gallery and face search UI tests. */
import type { Photo } from '../../src/pages/galeri/types';

/** A gallery photo as the API sends it (1600×1067 JPEG of the group Prosesi), with `over` put over it. */
export const testPhoto = (id: number, over: Partial<Photo> = {}): Photo => ({
  id,
  file_group_id: 1,
  group_nama: 'Prosesi',
  acara_id: 1,
  original_name: `foto-${id}.jpg`,
  mime: 'image/jpeg',
  size: 1000,
  width: 1600,
  height: 1067,
  placeholder: null,
  taken_at: null,
  created_at: '2026-11-21T10:00:00Z',
  is_published: true,
  allow_download: true,
  tags: [],
  tagged: false,
  favorite: false,
  thumb_url: `/api/file/file/${id}/thumb?sig=x`,
  preview_url: `/api/file/file/${id}/preview?sig=x`,
  download_url: null,
  ...over,
});

/** jsdom has no PointerEvent: give pointer events their coordinates (a PointerEvent is a MouseEvent). */
export function polyfillPointerEvent(): void {
  if (!('PointerEvent' in window)) {
    Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
  }
}
