import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import DownloadIcon from '@mui/icons-material/Download';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import { setFavorite, startDownload, studentGallery, zipUrl, type LeftOutGroup } from './api';
import { Lightbox } from './Lightbox';
import { PhotoTile, gridSx } from './PhotoTile';
import type { Photo, StudentGallery as Gallery, StudentView as View } from './types';
import { PageState } from './PageState';
import { useStudentPhotos } from './useStudentPhotos';
import { FaceSuggestions } from '../faces/FaceSuggestions';

/**
 * /menu/mahasiswa/galeri: photos of me and the published groups of my acara, newest taken first.
 * The photos of a view come a page at a time: the next page loads when the end of the grid scrolls
 * near (IntersectionObserver) or with the "Load more" button, and the lightbox moves on into it.
 */
const GALLERY = ['galeri', 'student', 'overview'] as const;

export function StudentGallery() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const gallery = useQuery({ queryKey: GALLERY, queryFn: studentGallery });
  const data = gallery.data;
  const error = gallery.error?.message;
  const [view, setView] = useState<View>('all');
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<number | null>(null);
  const [zipping, setZipping] = useState(false);
  // The groups the last ZIP left out because they do not allow downloads (said beside the buttons).
  const [leftOut, setLeftOut] = useState<LeftOutGroup[]>([]);
  // Bumped when a face-search suggestion is confirmed: the photo joins "Photos of me".
  const [round, setRound] = useState(0);
  const list = useStudentPhotos(view, undefined, round);
  const { loadMore: loadPage, update } = list;

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

  // Load the next page when the end of the grid comes near; again after each page while it is in view.
  const sentinel = useRef<HTMLDivElement | null>(null);
  const hasMore = Boolean(list.next);
  const loadedCount = list.rows.length;
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
  }, [hasMore, loadMore, loadedCount]);

  const changeView = (next: View) => {
    setOpen(null);
    setView(next);
  };

  const countFavorites = (delta: number) =>
    queryClient.setQueryData<Gallery>(
      GALLERY,
      (d) => d && { ...d, counts: { ...d.counts, favorites: d.counts.favorites + delta } },
    );

  const toggleFavorite = async (photo: Photo) => {
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

  const downloadZip = async (selection: number[] | 'all') => {
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

  if (error || !data) return <PageState error={error} />;
  // "Download all" is every allowed photo of every group, loaded or not (the server builds the ZIP).
  const downloadable = data.groups.some((g) => g.allow_download && g.count > 0);
  const views: { value: View; label: string }[] = [
    { value: 'all', label: translate('app.galeri.student.all', { smart_count: data.counts.all }) },
    { value: 'mine', label: translate('app.galeri.student.mine', { smart_count: data.counts.mine }) },
    {
      value: 'favorites',
      label: translate('app.galeri.student.favorites', { smart_count: data.counts.favorites }),
    },
    ...data.groups.map((g) => ({ value: g.id as View, label: `${g.nama} (${g.count})` })),
  ];

  return (
    <Box sx={{ paddingBlock: 2, display: 'grid', gap: 2 }}>
      {!data.counts.all ? (
        <Paper variant="outlined" sx={{ padding: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.galeri.student.empty_title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.galeri.student.empty')}</Typography>
        </Paper>
      ) : (
        <>
          <Stack
            direction="row"
            sx={{ gap: 1, flexWrap: 'wrap' }}
            role="group"
            aria-label={translate('app.galeri.student.views')}
          >
            {views.map((v) => (
              <Chip
                key={String(v.value)}
                label={v.label}
                color={view === v.value ? 'primary' : 'default'}
                variant={view === v.value ? 'filled' : 'outlined'}
                onClick={() => changeView(v.value)}
                aria-pressed={view === v.value}
              />
            ))}
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              size="small"
              startIcon={<CheckBoxIcon />}
              onClick={() => {
                setSelecting((s) => !s);
                setSelected(new Set());
              }}
              aria-pressed={selecting}
            >
              {translate(selecting ? 'app.galeri.student.stop_selecting' : 'app.galeri.student.select')}
            </Button>
            {selecting ? (
              <Button
                size="small"
                variant="contained"
                startIcon={<DownloadIcon />}
                disabled={!selected.size || zipping}
                onClick={() => void downloadZip([...selected])}
              >
                {translate('app.galeri.student.download_selected', { smart_count: selected.size })}
              </Button>
            ) : null}
            <Box sx={{ flexGrow: 1 }} />
            {downloadable ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={zipping}
                onClick={() => void downloadZip('all')}
              >
                {translate('app.galeri.student.download_all')}
              </Button>
            ) : null}
          </Stack>
          {leftOut.length ? (
            <Alert severity="info" onClose={() => setLeftOut([])} data-testid="zip-left-out">
              {translate('app.galeri.zip.left_out', {
                groups: leftOut
                  .map((g) =>
                    translate('app.galeri.zip.left_out_group', { nama: g.nama, smart_count: g.count }),
                  )
                  .join(', '),
              })}
            </Alert>
          ) : null}
          {list.loading || list.error ? <PageState error={list.error} /> : null}
          {!list.loading && !list.error && !photos.length ? (
            <Typography color="text.secondary">{translate('app.galeri.student.none_here')}</Typography>
          ) : null}
          <Box sx={gridSx} aria-busy={list.loading || list.loadingMore}>
            {photos.map((photo, i) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                label={translate('app.galeri.open_photo', { name: photo.original_name })}
                onOpen={() => setOpen(i)}
                selected={selecting ? selected.has(photo.id) : undefined}
                onToggle={
                  selecting && photo.download_url
                    ? () =>
                        setSelected((s) => {
                          const next = new Set(s);
                          if (next.has(photo.id)) next.delete(photo.id);
                          else next.add(photo.id);
                          return next;
                        })
                    : undefined
                }
                selectLabel={translate('app.galeri.select_photo', { name: photo.original_name })}
                overlay={
                  <IconButton
                    size="small"
                    onClick={() => void toggleFavorite(photo)}
                    aria-pressed={photo.favorite}
                    aria-label={translate(
                      photo.favorite ? 'app.galeri.favorite_remove' : 'app.galeri.favorite_add',
                    )}
                    sx={{
                      position: 'absolute',
                      insetBlockEnd: 4,
                      insetInlineEnd: 4,
                      bgcolor: 'rgba(0,0,0,0.45)',
                      color: '#fff',
                      '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
                    }}
                  >
                    {photo.favorite ? (
                      <FavoriteIcon fontSize="small" sx={{ color: '#ff5c8a' }} />
                    ) : (
                      <FavoriteBorderIcon fontSize="small" />
                    )}
                  </IconButton>
                }
              />
            ))}
          </Box>
          {hasMore ? (
            <Box ref={sentinel} sx={{ display: 'grid', justifyItems: 'center', paddingBlock: 1 }}>
              <Button
                variant="outlined"
                onClick={() => loadMore().catch(() => undefined)}
                disabled={list.loadingMore}
                startIcon={list.loadingMore ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {translate('app.galeri.student.load_more')}
              </Button>
            </Box>
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
