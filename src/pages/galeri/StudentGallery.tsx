import { useCallback, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { studentGallery } from './api';
import { Lightbox } from './Lightbox';
import type { Photo, StudentView as View } from './types';
import { PageState } from './PageState';
import { useStudentPhotos } from './useStudentPhotos';
import { FaceSuggestions } from '../faces/FaceSuggestions';
import { GALLERY, useFavoriteToggle, useLoadNearEnd, useZipDownload } from './studentGalleryHooks';
import {
  LeftOutNote,
  LoadMore,
  NoPhotosYet,
  StudentDownloadBar,
  StudentViewChips,
} from './StudentGalleryBars';
import { StudentPhotoGrid } from './StudentPhotoGrid';

/** The view an address opens: `?grup=<id>` a group (a dashboard card's link), else every photo. */
function viewOf(grup: string | null): View {
  const id = Number(grup);
  return Number.isSafeInteger(id) && id > 0 ? id : 'all';
}

/** The photos picked for a download: picking starts and stops with nothing picked. */
function usePhotoSelection() {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggleSelected = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleSelecting = () => {
    setSelecting((s) => !s);
    setSelected(new Set());
  };
  return { selecting, selected, toggleSelected, toggleSelecting };
}

/**
 * /menu/mahasiswa/galeri: photos of me and the published groups of my acara, newest taken first.
 * The photos of a view come a page at a time: the next page loads when the end of the grid scrolls
 * near (IntersectionObserver) or with the "Load more" button, and the lightbox moves on into it.
 */
export function StudentGallery() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const gallery = useQuery({ queryKey: GALLERY, queryFn: studentGallery });
  const data = gallery.data;
  const [params] = useSearchParams();
  const [view, setView] = useState<View>(() => viewOf(params.get('grup')));
  const { selecting, selected, toggleSelected, toggleSelecting } = usePhotoSelection();
  const [open, setOpen] = useState<number | null>(null);
  const zip = useZipDownload();
  // Bumped when a face-search suggestion is confirmed: the photo joins "Photos of me".
  const [round, setRound] = useState(0);
  const list = useStudentPhotos(view, undefined, round);
  const { loadMore: loadPage, update } = list;
  const toggleFavorite = useFavoriteToggle(update);

  // In the favourites view a photo leaves as soon as it stops being a favourite.
  const shown = useCallback(
    (rows: Photo[]) => (view === 'favorites' ? rows.filter((p) => p.favorite) : rows),
    [view],
  );
  const photos = useMemo(() => shown(list.rows), [shown, list.rows]);
  const total = list.total - (list.rows.length - photos.length);

  /** The next page; resolves with how many photos the grid shows then. */
  const loadMore = useCallback(
    () =>
      loadPage().then(
        (rows) => shown(rows).length,
        (err: unknown) => {
          notify((err as Error).message, { type: 'error' });
          throw err;
        },
      ),
    [loadPage, shown, notify],
  );

  const sentinel = useRef<HTMLDivElement | null>(null);
  const hasMore = Boolean(list.next);
  useLoadNearEnd(sentinel, hasMore, loadMore, list.rows.length);

  if (gallery.error || !data) return <PageState error={gallery.error?.message} />;
  return (
    <Box sx={{ paddingBlock: 2, display: 'grid', gap: 2 }}>
      {!data.counts.all ? (
        <NoPhotosYet />
      ) : (
        <>
          <StudentViewChips
            data={data}
            view={view}
            onView={(next) => {
              setOpen(null);
              setView(next);
            }}
          />
          <StudentDownloadBar
            selecting={selecting}
            selectedCount={selected.size}
            zipping={zip.zipping}
            // "Download all" is every allowed photo of every group, loaded or not (the server builds the ZIP).
            downloadable={data.groups.some((g) => g.allow_download && g.count > 0)}
            onSelecting={toggleSelecting}
            onDownloadSelected={() => void zip.download([...selected])}
            onDownloadAll={() => void zip.download('all')}
          />
          <LeftOutNote groups={zip.leftOut} onClose={zip.clearLeftOut} />
          {list.loading || list.error ? <PageState error={list.error} /> : null}
          {!list.loading && !list.error && !photos.length ? (
            <Typography color="text.secondary">{translate('app.galeri.student.none_here')}</Typography>
          ) : null}
          <StudentPhotoGrid
            photos={photos}
            busy={list.loading || list.loadingMore}
            selected={selecting ? selected : undefined}
            onToggle={toggleSelected}
            onOpen={setOpen}
            onFavorite={(p) => void toggleFavorite(p)}
          />
          {hasMore ? (
            <LoadMore
              sentinel={sentinel}
              loading={list.loadingMore}
              onLoad={() => loadMore().catch(() => undefined)}
            />
          ) : null}
          {view === 'mine' ? (
            <FaceSuggestions
              onConfirmed={() => {
                setRound((r) => r + 1);
                void queryClient.invalidateQueries({ queryKey: GALLERY });
              }}
            />
          ) : null}
        </>
      )}
      <Lightbox
        photos={photos}
        total={total}
        more={hasMore ? loadMore : undefined}
        index={open}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
        onFavorite={(p) => void toggleFavorite(p)}
      />
    </Box>
  );
}

export default StudentGallery;
