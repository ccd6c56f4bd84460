import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Dialog, IconButton, Stack, Tooltip, Typography } from '@mui/material';
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

/**
 * Full-screen viewer of the previews. Keyboard: ← / → move (mirrored in right-to-left, where the
 * next photo is to the left), Home/End, Esc closes. Touch and mouse: swipe with pointer events.
 */
export function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
  onFavorite,
}: {
  photos: Photo[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  onFavorite?: (photo: Photo) => void;
}) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  const rtl = useTheme().direction === 'rtl';
  const start = useRef<{ x: number; y: number } | null>(null);
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;

  const go = (delta: number) => {
    if (index === null || !count) return;
    onIndex((index + delta + count) % count);
  };

  // Warm the neighbours so moving feels instant.
  useEffect(() => {
    if (index === null || count < 2) return;
    for (const d of [1, -1]) {
      const img = new Image();
      img.src = photos[(index + d + count) % count].preview_url;
    }
  }, [index, count, photos]);

  const onKeyDown = (e: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward) go(1);
    else if (e.key === back) go(-1);
    else if (e.key === 'Home') onIndex(0);
    else if (e.key === 'End') onIndex(count - 1);
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
