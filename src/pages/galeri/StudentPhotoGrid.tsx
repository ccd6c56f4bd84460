/**
 * The student's grid: each photo opens the viewer, has its favourite heart and its gallery marks (a
 * stage photo of theirs), and is selectable for a ZIP.
 */
import { useTranslate } from 'react-admin';
import { Box, IconButton } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { GalleryMarks } from './GalleryMarks';
import { PhotoTile, gridSx } from './PhotoTile';
import type { Photo } from './types';

const HEART_SX = {
  position: 'absolute',
  insetBlockEnd: 4,
  insetInlineEnd: 4,
  bgcolor: 'rgba(0,0,0,0.45)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
} as const;

export function StudentPhotoGrid({
  photos,
  busy,
  selected,
  onToggle,
  onOpen,
  onFavorite,
}: {
  photos: Photo[];
  busy: boolean;
  /** The selection while selecting, else undefined. */
  selected?: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onOpen: (index: number) => void;
  onFavorite: (photo: Photo) => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={gridSx} aria-busy={busy}>
      {photos.map((photo, i) => (
        <PhotoTile
          key={photo.id}
          photo={photo}
          label={translate('app.galeri.open_photo', { name: photo.original_name })}
          onOpen={() => onOpen(i)}
          selected={selected ? selected.has(photo.id) : undefined}
          onToggle={selected && photo.download_url ? () => onToggle(photo.id) : undefined}
          selectLabel={translate('app.galeri.select_photo', { name: photo.original_name })}
          overlay={
            <>
              <GalleryMarks marks={photo.marks} place={selected ? 'selectingTile' : 'tile'} />
              <IconButton
                size="small"
                onClick={() => onFavorite(photo)}
                aria-pressed={photo.favorite}
                aria-label={translate(
                  photo.favorite ? 'app.galeri.favorite_remove' : 'app.galeri.favorite_add',
                )}
                sx={HEART_SX}
              >
                {photo.favorite ? (
                  <FavoriteIcon fontSize="small" sx={{ color: '#ff5c8a' }} />
                ) : (
                  <FavoriteBorderIcon fontSize="small" />
                )}
              </IconButton>
            </>
          }
        />
      ))}
    </Box>
  );
}
