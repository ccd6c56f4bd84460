/**
 * The gallery marks of a student's photo (domain/galleryMarks.ts): a chip with each mark's text in the
 * UI language, read from the declaration of the gallery groups (the ceremony's stage groups: "Stage
 * photo"). The server gives marks only on photos tagged to the student, so a chip says "yours".
 */
import { useLocaleState } from 'react-admin';
import { Chip, Stack } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { galleryMarkText } from '../../../domain/galleryMarks';
import { fileGroup } from '../../../domain/resources';
import type { Photo } from './types';

/**
 * Light text on a dark glass: readable over any photo and on the viewer's dark bar, in either theme.
 * The text wraps rather than being cut: a phone's tile is narrow and some languages' words are long.
 */
const CHIP_SX = {
  maxWidth: '100%',
  height: 'auto',
  minHeight: 22,
  bgcolor: 'rgba(0,0,0,0.6)',
  color: '#fff',
  fontSize: '0.6875rem',
  fontWeight: 600,
  '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.25, paddingBlock: '3px', paddingInline: '6px' },
  '& .MuiChip-icon': { color: '#ffd54f', fontSize: 14, marginInlineStart: '5px', marginInlineEnd: '-3px' },
} as const;

/**
 * Where the chips sit: over a grid tile's top end corner (clear of the selection's checkbox at its
 * start corner while selecting), or in the viewer's bar.
 */
const TILE = { position: 'absolute', insetBlockStart: 4, insetInlineEnd: 4, flexWrap: 'wrap' } as const;
const PLACES = {
  tile: { ...TILE, maxWidth: 'calc(100% - 8px)' },
  selectingTile: { ...TILE, maxWidth: 'calc(100% - 44px)' },
  bar: { flexShrink: 1, maxWidth: '45%' },
} as const;

export function GalleryMarks({ photo, place }: { photo: Photo; place: keyof typeof PLACES }) {
  const [locale] = useLocaleState();
  const texts = (photo.marks ?? []).flatMap((name) => {
    const text = galleryMarkText(fileGroup, name, locale);
    return text ? [{ name, text }] : [];
  });
  if (!texts.length) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, minWidth: 0, ...PLACES[place] }}>
      {texts.map(({ name, text }) => (
        <Chip
          key={name}
          size="small"
          icon={<StarIcon />}
          label={text}
          data-testid="gallery-mark"
          data-mark={name}
          sx={CHIP_SX}
        />
      ))}
    </Stack>
  );
}
