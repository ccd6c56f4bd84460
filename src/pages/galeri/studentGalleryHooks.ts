/** The student gallery's actions (./StudentGallery.tsx): favourites, ZIP downloads, the next page. */
import { useEffect, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { setFavorite, startDownload, zipUrl, type LeftOutGroup } from './api';
import type { Photo, StudentGallery as Gallery } from './types';

export const GALLERY = ['galeri', 'student', 'overview'] as const;

/** Marks or unmarks a favourite at once, the count with it; both go back if the server refuses. */
export function useFavoriteToggle(update: (id: number, change: (p: Photo) => Photo) => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const countFavorites = (delta: number) =>
    queryClient.setQueryData<Gallery>(
      GALLERY,
      (d) => d && { ...d, counts: { ...d.counts, favorites: d.counts.favorites + delta } },
    );
  return async (photo: Photo) => {
    const on = !photo.favorite;
    update(photo.id, (p) => ({ ...p, favorite: on }));
    countFavorites(on ? 1 : -1);
    try {
      await setFavorite(photo.id, on);
    } catch (err) {
      update(photo.id, (p) => ({ ...p, favorite: !on }));
      countFavorites(on ? -1 : 1);
      notify((err as Error).message, { type: 'error' });
    }
  };
}

/** Starts a ZIP download; keeps the groups it left out (they do not allow downloads) to say so. */
export function useZipDownload() {
  const notify = useNotify();
  const [zipping, setZipping] = useState(false);
  const [leftOut, setLeftOut] = useState<LeftOutGroup[]>([]);
  const download = async (selection: number[] | 'all') => {
    setZipping(true);
    try {
      const { url, left_out } = await zipUrl(selection);
      startDownload(url);
      setLeftOut(left_out);
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setZipping(false);
    }
  };
  return { zipping, leftOut, clearLeftOut: () => setLeftOut([]), download };
}

/**
 * Loads the next page when the element comes near the screen (IntersectionObserver); again after
 * each page while it is in view.
 */
export function useLoadNearEnd(
  sentinel: RefObject<HTMLElement | null>,
  hasMore: boolean,
  loadMore: () => Promise<unknown>,
  loadedCount: number,
) {
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore().catch(() => undefined);
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [sentinel, hasMore, loadMore, loadedCount]);
}
