import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Box, CircularProgress, Dialog, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import type { Photo } from './types';

const SWIPE_PX = 50;
/** Fetch the next page once the viewer is this close to the last loaded photo. */
const PREFETCH = 3;

/**
 * Full-screen viewer of the previews. Keyboard: ← / → move (mirrored in right-to-left, where the
 * next photo is to the left), Home/End, Esc closes. Touch and mouse: swipe with pointer events.
 *
 * A list loaded a page at a time passes its `total` and `more` (loads the next page, resolving with
 * how many photos are loaded then) while pages remain: moving on from the last loaded photo loads the
 * next page and shows its first photo; the page is fetched ahead when the viewer comes near its end.
 * It wraps around (last ↔ first) only once everything is loaded.
 */
export function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
  onFavorite,
  total,
  more,
}: {
  photos: Photo[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  onFavorite?: (photo: Photo) => void;
  total?: number;
  more?: () => Promise<number>;
}) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  const rtl = useTheme().direction === 'rtl';
  const start = useRef<{ x: number; y: number } | null>(null);
  const photo = index === null ? undefined : photos[index];
  const loaded = photos.length;
  const count = Math.max(total ?? loaded, loaded);
  const [waiting, setWaiting] = useState(false);
  // The latest index and page loader, for answers that arrive after a render.
  const latest = useRef({ index, more });
  useEffect(() => {
    latest.current = { index, more };
  });

  const go = (delta: number) => {
    if (index === null || !loaded) return;
    const target = index + delta;
    if (target >= loaded) {
      if (!more) onIndex(0);
      else if (!waiting) {
        // The next page, then its first photo (unless the viewer moved or closed meanwhile).
        setWaiting(true);
        more()
          .then(
            (n) => {
              if (latest.current.index === index && n > target) onIndex(target);
            },
            () => undefined,
          )
          .finally(() => setWaiting(false));
      }
    } else if (target < 0) {
      if (!more) onIndex(loaded - 1);
    } else onIndex(target);
  };

  // Warm the neighbours so moving feels instant.
  useEffect(() => {
    if (index === null || loaded < 2) return;
    for (const d of [1, -1]) {
      const img = new Image();
      img.src = photos[(index + d + loaded) % loaded].preview_url;
    }
  }, [index, loaded, photos]);

  // Near the end of what is loaded: fetch the next page ahead (once per move).
  useEffect(() => {
    if (index !== null && index >= loaded - PREFETCH) latest.current.more?.().catch(() => undefined);
  }, [index, loaded]);

  const onKeyDown = (e: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward) go(1);
    else if (e.key === back) go(-1);
    else if (e.key === 'Home') onIndex(0);
    else if (e.key === 'End') onIndex(loaded - 1);
    else return;
    e.preventDefault();
  };

  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const s = start.current;
    start.current = null;
    if (!s) return;
    const dx = e.clientX - s.x;
    if (!Number.isFinite(dx)) return;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - s.y)) return;
    // Swiping the photo to the left shows the next one (in RTL: to the right).
    go(dx < 0 !== rtl ? 1 : -1);
  };

  const PrevIcon = rtl ? ChevronRightIcon : ChevronLeftIcon;
  const NextIcon = rtl ? ChevronLeftIcon : ChevronRightIcon;

  return (
    <Dialog
      open={Boolean(photo)}
      onClose={onClose}
      onKeyDown={onKeyDown}
      fullScreen
      aria-label={translate('app.galeri.lightbox.label')}
      slotProps={{ paper: { sx: { bgcolor: 'rgba(8,8,12,0.96)', color: '#fff' } } }}
    >
      {photo ? (
        <Box
          data-testid="lightbox"
          data-index={index}
          sx={{ display: 'flex', flexDirection: 'column', height: '100%', outline: 'none' }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, padding: 1 }}>
            <Typography
              sx={{ flexGrow: 1, minWidth: 0, paddingInlineStart: 1 }}
              noWrap
              data-testid="lightbox-counter"
            >
              {translate('app.galeri.lightbox.counter', { n: (index ?? 0) + 1, total: count })} ·{' '}
              {photo.group_nama}
            </Typography>
            {onFavorite ? (
              <Tooltip
                title={translate(photo.favorite ? 'app.galeri.favorite_remove' : 'app.galeri.favorite_add')}
              >
                <IconButton
                  color="inherit"
                  aria-pressed={photo.favorite}
                  aria-label={translate(
                    photo.favorite ? 'app.galeri.favorite_remove' : 'app.galeri.favorite_add',
                  )}
                  onClick={() => onFavorite(photo)}
                >
                  {photo.favorite ? <FavoriteIcon sx={{ color: '#ff5c8a' }} /> : <FavoriteBorderIcon />}
                </IconButton>
              </Tooltip>
            ) : null}
            {photo.download_url ? (
              <Tooltip title={translate('app.galeri.download_original')}>
                <IconButton
                  color="inherit"
                  component="a"
                  href={photo.download_url}
                  download
                  aria-label={translate('app.galeri.download_original')}
                >
                  <DownloadIcon />
                </IconButton>
              </Tooltip>
            ) : null}
            <Tooltip title={translate('app.galeri.lightbox.close')}>
              <IconButton
                color="inherit"
                onClick={onClose}
                aria-label={translate('app.galeri.lightbox.close')}
              >
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Box
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (start.current = null)}
            sx={{ position: 'relative', flexGrow: 1, minHeight: 0, touchAction: 'pan-y', userSelect: 'none' }}
          >
            <Box
              component="img"
              key={photo.id}
              src={photo.preview_url}
              alt={photo.original_name}
              draggable={false}
              data-testid="lightbox-image"
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: 'contain',
                backgroundImage: photo.placeholder ? `url("${photo.placeholder}")` : undefined,
                backgroundSize: 'contain',
                backgroundRepeat: 'no-repeat',
                backgroundPosition: 'center',
              }}
            />
            {waiting ? (
              <CircularProgress
                aria-label={translate('ra.page.loading')}
                data-testid="lightbox-loading"
                sx={{ position: 'absolute', top: '50%', left: '50%', translate: '-50% -50%', color: '#fff' }}
              />
            ) : null}
            {count > 1 ? (
              <>
                <IconButton
                  onClick={() => go(-1)}
                  aria-label={translate('app.galeri.lightbox.previous')}
                  sx={{
                    position: 'absolute',
                    insetInlineStart: 8,
                    top: '50%',
                    transform: 'translateY(-50%)',
                    color: '#fff',
                    bgcolor: 'rgba(0,0,0,0.4)',
                  }}
                >
                  <PrevIcon fontSize="large" />
                </IconButton>
                <IconButton
                  onClick={() => go(1)}
                  aria-label={translate('app.galeri.lightbox.next')}
                  sx={{
                    position: 'absolute',
                    insetInlineEnd: 8,
                    top: '50%',
                    transform: 'translateY(-50%)',
                    color: '#fff',
                    bgcolor: 'rgba(0,0,0,0.4)',
                  }}
                >
                  <NextIcon fontSize="large" />
                </IconButton>
              </>
            ) : null}
          </Box>
          {photo.taken_at || photo.tags.length ? (
            <Typography variant="caption" sx={{ padding: 1, textAlign: 'center', opacity: 0.8 }}>
              {photo.taken_at ? (
                <time dateTime={photo.taken_at} data-testid="lightbox-taken">
                  {translate('app.galeri.lightbox.taken', { date: format.dateTime(photo.taken_at) })}
                </time>
              ) : null}
              {photo.taken_at && photo.tags.length ? ' · ' : null}
              {photo.tags.map((t) => t.nama).join(', ')}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Dialog>
  );
}
