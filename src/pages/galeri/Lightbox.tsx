import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Dialog, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import { LightboxBar } from './LightboxBar';
import { LightboxStage } from './LightboxStage';
import { useLightboxMoves } from './useLightboxMoves';
import type { Photo } from './types';

/**
 * Full-screen viewer of the previews. Keyboard: ← / → move (mirrored in right-to-left, where the
 * next photo is to the left), Home/End, Esc closes. Touch and mouse: swipe with pointer events.
 *
 * A list loaded a page at a time passes its `total` and `more` (loads the next page, resolving with
 * how many photos are loaded then) while pages remain: moving on from the last loaded photo loads the
 * next page and shows its first photo; the page is fetched ahead when the viewer comes near its end.
 * It wraps around (last ↔ first) only once everything is loaded. With `onTag`, the photo on view can
 * be tagged from the viewer.
 */
export function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
  onFavorite,
  onTag,
  total,
  more,
}: {
  photos: Photo[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  onFavorite?: (photo: Photo) => void;
  onTag?: (photo: Photo) => void;
  total?: number;
  more?: () => Promise<number>;
}) {
  const translate = useTranslate();
  const rtl = useTheme().direction === 'rtl';
  const photo = index === null ? undefined : photos[index];
  const loaded = photos.length;
  const count = Math.max(total ?? loaded, loaded);
  const moves = useLightboxMoves({ index, loaded, onIndex, more, rtl });

  // Warm the neighbours so moving feels instant.
  useEffect(() => {
    if (index === null || loaded < 2) return;
    for (const d of [1, -1]) {
      const img = new Image();
      img.src = photos[(index + d + loaded) % loaded].preview_url;
    }
  }, [index, loaded, photos]);

  return (
    <Dialog
      open={Boolean(photo)}
      onClose={onClose}
      onKeyDown={moves.onKeyDown}
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
          <LightboxBar
            photo={photo}
            position={translate('app.galeri.lightbox.counter', { n: (index ?? 0) + 1, total: count })}
            onClose={onClose}
            onFavorite={onFavorite}
            onTag={onTag}
          />
          <LightboxStage photo={photo} moves={moves} many={count > 1} rtl={rtl} />
          <PhotoCaption photo={photo} />
        </Box>
      ) : null}
    </Dialog>
  );
}

/** When the photo was taken and who is on it. */
function PhotoCaption({ photo }: { photo: Photo }) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  if (!photo.taken_at && !photo.tags.length) return null;
  return (
    <Typography variant="caption" sx={{ padding: 1, textAlign: 'center', opacity: 0.8 }}>
      {photo.taken_at ? (
        <time dateTime={photo.taken_at} data-testid="lightbox-taken">
          {translate('app.galeri.lightbox.taken', { date: format.dateTime(photo.taken_at) })}
        </time>
      ) : null}
      {photo.taken_at && photo.tags.length ? ' · ' : null}
      {photo.tags.map((t) => t.nama).join(', ')}
    </Typography>
  );
}
