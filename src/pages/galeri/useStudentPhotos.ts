import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { studentPhotos } from './api';
import type { Photo, PhotoPage, StudentView } from './types';

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

interface PageParam {
  offset: number;
  cursor: string | null;
}

type Pages = InfiniteData<PhotoPage, PageParam>;

/** The pages' photos in order, each once (a photo taken while paging may appear on two pages). */
function rowsOf(data: Pages | undefined): Photo[] {
  const seen = new Set<number>();
  const rows: Photo[] = [];
  for (const page of data?.pages ?? [])
    for (const photo of page.rows) {
      if (seen.has(photo.id)) continue;
      seen.add(photo.id);
      rows.push(photo);
    }
  return rows;
}

/**
 * The photos of one view of the student gallery, a page at a time (GET /api/mahasiswa/galeri/photos,
 * keyset cursor), through react-query's infinite query. `loadMore()` fetches the next page, one
 * request at a time however often it is called, and resolves with the photos loaded then (rejects
 * when the page cannot be loaded). Another view, or a new `round` (a photo joined it), starts from
 * its first page; `update` changes loaded photos in place (a favourite).
 */
export function useStudentPhotos(view: StudentView, pageSize = PAGE_SIZE, round = 0) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(
    () => ['galeri', 'student', view, pageSize, round] as const,
    [view, pageSize, round],
  );
  const query = useInfiniteQuery<PhotoPage, Error, Pages, typeof queryKey, PageParam>({
    queryKey,
    queryFn: ({ pageParam }) => studentPhotos(view, pageParam.offset, pageSize, pageParam.cursor),
    initialPageParam: { offset: 0, cursor: null },
    getNextPageParam: (last, pages): PageParam | undefined =>
      last.next ? { offset: pages.reduce((n, p) => n + p.rows.length, 0), cursor: last.next } : undefined,
  });
  const { data, fetchNextPage } = query;
  const rows = useMemo(() => rowsOf(data), [data]);
  const last = data?.pages[data.pages.length - 1];

  const loadMore = useCallback(
    (): Promise<Photo[]> =>
      fetchNextPage({ cancelRefetch: false }).then((result) => {
        if (result.isFetchNextPageError) throw result.error;
        return rowsOf(result.data);
      }),
    [fetchNextPage],
  );

  /** Changes the loaded photo with this id (e.g. its favourite flag). */
  const update = useCallback(
    (id: number, change: (photo: Photo) => Photo) =>
      queryClient.setQueryData<Pages>(
        queryKey,
        (old) =>
          old && {
            ...old,
            pages: old.pages.map((page) => ({
              ...page,
              rows: page.rows.map((p: Photo) => (p.id === id ? change(p) : p)),
            })),
          },
      ),
    [queryClient, queryKey],
  );

  const list: PhotoList = {
    rows,
    total: last?.total ?? 0,
    next: last?.next ?? null,
    loading: query.isPending,
    loadingMore: query.isFetchingNextPage,
    error: data ? undefined : query.error?.message,
  };
  return { ...list, loadMore, update };
}
