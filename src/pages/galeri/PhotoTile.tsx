import type { ReactNode } from 'react';
import { Box, ButtonBase, Checkbox } from '@mui/material';
import { PhotoThumb, placeholderBackground } from './PhotoThumb';
import type { Photo } from './types';

/**
 * One square photo in a grid: the blurred placeholder paints at once, the thumbnail loads lazily on
 * top of it. Optional checkbox for selection and an overlay slot (favourite, tags).
 */
export function PhotoTile({
  photo,
  label,
  onOpen,
  selected,
  onToggle,
  selectLabel,
  overlay,
}: {
  photo: Photo;
  label: string;
  onOpen: () => void;
  selected?: boolean;
  onToggle?: () => void;
  selectLabel?: string;
  overlay?: ReactNode;
}) {
  return (
    <Box
      data-testid="photo-tile"
      data-photo-id={photo.id}
      sx={(theme) => ({
        position: 'relative',
        aspectRatio: '1 / 1',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        outline: selected ? `3px solid ${theme.palette.primary.main}` : 'none',
        outlineOffset: -3,
      })}
    >
      <ButtonBase
        onClick={onOpen}
        aria-label={label}
        sx={{ width: '100%', height: '100%', ...placeholderBackground(photo) }}
      >
        <PhotoThumb photo={photo} />
      </ButtonBase>
      {onToggle ? (
        <Checkbox
          checked={Boolean(selected)}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': selectLabel ?? label } }}
          sx={(theme) => ({
            position: 'absolute',
            insetBlockStart: 4,
            insetInlineStart: 4,
            padding: 0.5,
            bgcolor: theme.palette.mode === 'dark' ? 'rgba(0,0,0,0.55)' : 'rgba(255,255,255,0.8)',
            borderRadius: 1,
            '&:hover': { bgcolor: theme.palette.background.paper },
          })}
        />
      ) : null}
      {overlay}
    </Box>
  );
}

export const gridSx = {
  display: 'grid',
  gap: { xs: 0.75, sm: 1.25 },
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(31%, 150px), 1fr))',
} as const;
