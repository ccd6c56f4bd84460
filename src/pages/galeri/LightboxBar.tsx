/**
 * The viewer's top bar: where we are and the photo's gallery marks, then favourite, tag, download and
 * close, on one line at any width: on a phone the gaps narrow, the place and the mark's chip end in
 * "…" before the buttons move.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { GalleryMarks } from './GalleryMarks';
import type { Photo } from './types';

function BarButton({
  title,
  children,
  ...rest
}: { title: string; children: ReactNode } & Record<string, unknown>) {
  return (
    <Tooltip title={title}>
      <IconButton color="inherit" aria-label={title} {...rest}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

export function LightboxBar({
  photo,
  position,
  onClose,
  onFavorite,
  onTag,
}: {
  photo: Photo;
  position: string;
  onClose: () => void;
  onFavorite?: (photo: Photo) => void;
  onTag?: (photo: Photo) => void;
}) {
  const translate = useTranslate();
  const favoriteLabel = translate(photo.favorite ? 'app.galeri.favorite_remove' : 'app.galeri.favorite_add');
  return (
    <Stack
      direction="row"
      data-testid="lightbox-bar"
      sx={{ alignItems: 'center', gap: { xs: 0.25, sm: 1 }, padding: { xs: 0.5, sm: 1 } }}
    >
      <Typography
        sx={{ flexGrow: 1, minWidth: 0, paddingInlineStart: 1 }}
        noWrap
        data-testid="lightbox-counter"
      >
        {position} · {photo.group_nama}
      </Typography>
      <GalleryMarks marks={photo.marks} place="bar" />
      {onFavorite ? (
        <BarButton title={favoriteLabel} aria-pressed={photo.favorite} onClick={() => onFavorite(photo)}>
          {photo.favorite ? <FavoriteIcon sx={{ color: '#ff5c8a' }} /> : <FavoriteBorderIcon />}
        </BarButton>
      ) : null}
      {onTag ? (
        <BarButton title={translate('app.galeri.lightbox.tag')} onClick={() => onTag(photo)}>
          <LocalOfferIcon />
        </BarButton>
      ) : null}
      {photo.download_url ? (
        <BarButton
          title={translate('app.galeri.download_original')}
          component="a"
          href={photo.download_url}
          download
        >
          <DownloadIcon />
        </BarButton>
      ) : null}
      <BarButton title={translate('app.galeri.lightbox.close')} onClick={onClose}>
        <CloseIcon />
      </BarButton>
    </Stack>
  );
}
