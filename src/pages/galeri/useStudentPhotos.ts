import { useCallback, useEffect, useRef, useState } from 'react';
import { studentPhotos } from './api';
import type { Photo, StudentView } from './types';

/** Photos per page of the student gallery (the server allows up to 100). */
export const PAGE_SIZE = 60;

export interface PhotoList {
  /** The photos loaded so far, newest taken first. */
  rows: Photo[];
  /** How many photos the view holds in all. */
  total: number;
  /** The cursor of the next page; null when everything is loaded. */
  next: string | null;
  /** The first page is on its way. */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** Why the first page could not be loaded. */
  error?: string;
}

const START: PhotoList = { rows: [], total: 0, next: null, loading: true, loadingMore: false };

/**
 * The photos of one view of the student gallery, a page at a time (GET /api/mahasiswa/galeri/photos).
 * `loadMore()` fetches the next page, one request at a time however often it is called, and resolves
 * with the photos loaded then (rejects when the page cannot be loaded). Changing the view
 * starts again from its first page; `update` changes loaded photos in place (a favourite).
 */
/** `round`: a new value loads the view again from its first page (a photo joined it). */
export function useStudentPhotos(view: StudentView, pageSize = PAGE_SIZE, round = 0) {
  const [list, setList] = useState<PhotoList>(START);
  // The list as the last answer left it (loadMore reads it between renders), the page under way and
  // which view the answers belong to.
  const current = useRef<PhotoList>(START);
  const pending = useRef<Promise<Photo[]> | null>(null);
  const generation = useRef(0);

  const commit = useCallback((next: PhotoList) => {
    current.current = next;
    setList(next);
  }, []);

  useEffect(() => {
    const gen = ++generation.current;
    pending.current = null;
    commit(START);
    studentPhotos(view, 0, pageSize, null).then(
      (page) => {
        if (gen === generation.current) commit({ ...page, loading: false, loadingMore: false });
      },
      (err: unknown) => {
        if (gen === generation.current) commit({ ...START, loading: false, error: (err as Error).message });
      },
    );
  }, [view, pageSize, commit, round]);

  const loadMore = useCallback((): Promise<Photo[]> => {
    if (pending.current) return pending.current;
    const from = current.current;
    if (!from.next || from.loading) return Promise.resolve(from.rows);
    const gen = generation.current;
    commit({ ...from, loadingMore: true });
    const request = studentPhotos(view, from.rows.length, pageSize, from.next)
      .then(
        (page) => {
          if (gen !== generation.current) return current.current.rows;
          const base = current.current;
          const seen = new Set(base.rows.map((p) => p.id));
          const rows = [...base.rows, ...page.rows.filter((p) => !seen.has(p.id))];
          commit({ ...base, rows, total: page.total, next: page.next, loadingMore: false });
          return rows;
        },
        (err: unknown) => {
          if (gen === generation.current) commit({ ...current.current, loadingMore: false });
          throw err;
        },
      )
      .finally(() => {
        if (pending.current === request) pending.current = null;
      });
    pending.current = request;
    return request;
  }, [view, pageSize, commit]);

  /** Changes the loaded photo with this id (e.g. its favourite flag). */
  const update = useCallback(
    (id: number, change: (photo: Photo) => Photo) => {
      const base = current.current;
      commit({ ...base, rows: base.rows.map((p) => (p.id === id ? change(p) : p)) });
    },
    [commit],
  );

  return { ...list, loadMore, update };
}
