/** The viewer's photo, over its placeholder, with the previous / next buttons at its sides. */
import { useTranslate } from 'react-admin';
import { Box, CircularProgress, IconButton } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { LightboxMoves } from './useLightboxMoves';
import type { Photo } from './types';

const SIDE_BUTTON_SX = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  color: '#fff',
  bgcolor: 'rgba(0,0,0,0.4)',
} as const;

export function LightboxStage({
  photo,
  moves,
  many,
  rtl,
}: {
  photo: Photo;
  moves: LightboxMoves;
  /** More than one photo: the side buttons show. */
  many: boolean;
  rtl: boolean;
}) {
  const translate = useTranslate();
  const PrevIcon = rtl ? ChevronRightIcon : ChevronLeftIcon;
  const NextIcon = rtl ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <Box
      {...moves.swipe}
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
      {moves.waiting ? (
        <CircularProgress
          aria-label={translate('ra.page.loading')}
          data-testid="lightbox-loading"
          sx={{ position: 'absolute', top: '50%', left: '50%', translate: '-50% -50%', color: '#fff' }}
        />
      ) : null}
      {many ? (
        <>
          <IconButton
            onClick={() => moves.go(-1)}
            aria-label={translate('app.galeri.lightbox.previous')}
            sx={{ ...SIDE_BUTTON_SX, insetInlineStart: 8 }}
          >
            <PrevIcon fontSize="large" />
          </IconButton>
          <IconButton
            onClick={() => moves.go(1)}
            aria-label={translate('app.galeri.lightbox.next')}
            sx={{ ...SIDE_BUTTON_SX, insetInlineEnd: 8 }}
          >
            <NextIcon fontSize="large" />
          </IconButton>
        </>
      ) : null}
    </Box>
  );
}
