/** The admin grid: each photo selectable, opening the viewer, with the count of its tags. */
import { useTranslate } from 'react-admin';
import { Box, Chip } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { PhotoTile, gridSx } from './PhotoTile';
import type { Photo } from './types';

const TAG_CHIP_SX = {
  position: 'absolute',
  insetBlockEnd: 6,
  insetInlineEnd: 6,
  bgcolor: 'rgba(0,0,0,0.6)',
  color: '#fff',
  '& .MuiChip-icon': { color: '#fff' },
} as const;

export function AdminPhotoGrid({
  photos,
  loading,
  selected,
  onToggle,
  onOpen,
}: {
  photos: Photo[];
  loading: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onOpen: (index: number) => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ ...gridSx, opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
      {photos.map((photo, i) => (
        <PhotoTile
          key={photo.id}
          photo={photo}
          label={translate('app.galeri.open_photo', { name: photo.original_name })}
          onOpen={() => onOpen(i)}
          selected={selected.has(photo.id)}
          onToggle={() => onToggle(photo.id)}
          selectLabel={translate('app.galeri.select_photo', { name: photo.original_name })}
          overlay={
            photo.tags.length ? (
              <Chip
                size="small"
                icon={<LocalOfferIcon />}
                label={photo.tags.length}
                title={photo.tags.map((t) => `${t.nama} (${t.nim})`).join(', ')}
                sx={TAG_CHIP_SX}
              />
            ) : null
          }
        />
      ))}
    </Box>
  );
}
