/**
 * The gallery marks (domain/galleryMarks.ts) of a student's photo or group: a chip with each mark's
 * text in the UI language, read from the declaration of the gallery groups (the ceremony's stage
 * groups: "Stage photo"). The server gives a photo's marks only when it is tagged to the student, so
 * on a photo a chip says "yours"; on a group it says what the group is.
 */
import { useLocaleState } from 'react-admin';
import { Chip, Stack } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { galleryMarkText } from '../../../domain/galleryMarks';
import { fileGroup } from '../../../domain/resources';

/** Light text on a dark glass: readable over any photo, on the viewer's dark bar and on a group's chip. */
const CHIP_SX = {
  maxWidth: '100%',
  height: 'auto',
  minHeight: 22,
  bgcolor: 'rgba(0,0,0,0.6)',
  color: '#fff',
  fontSize: '0.6875rem',
  fontWeight: 600,
  '& .MuiChip-label': { lineHeight: 1.25, paddingBlock: '3px', paddingInline: '6px' },
  '& .MuiChip-icon': { color: '#ffd54f', fontSize: 14, marginInlineStart: '5px', marginInlineEnd: '-3px' },
} as const;

/**
 * On a tile the text wraps rather than being cut: a phone's tile is narrow and some languages' words
 * are long. In a bar (the viewer's, a group's chip) it keeps to one line and ends in "…" when short
 * of room (its whole text is its title), so the bar never grows a second row.
 */
const WRAP = { '& .MuiChip-label': { ...CHIP_SX['& .MuiChip-label'], whiteSpace: 'normal' } } as const;
const ONE_LINE = {
  minWidth: 0,
  '& .MuiChip-label': {
    ...CHIP_SX['& .MuiChip-label'],
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
} as const;

/**
 * Where the chips sit: over a grid tile's top end corner (clear of the selection's checkbox at its
 * start corner while selecting), in the viewer's bar, or after a group's name.
 */
const TILE = { position: 'absolute', insetBlockStart: 4, insetInlineEnd: 4, flexWrap: 'wrap' } as const;
const PLACES = {
  tile: { stack: { ...TILE, maxWidth: 'calc(100% - 8px)' }, chip: WRAP },
  selectingTile: { stack: { ...TILE, maxWidth: 'calc(100% - 44px)' }, chip: WRAP },
  // in the viewer's bar the place gives way first: the mark keeps its text while it fits half the bar
  bar: { stack: { flexShrink: 0, maxWidth: '50%' }, chip: ONE_LINE },
  group: {
    stack: { display: 'inline-flex', verticalAlign: 'middle', marginInlineStart: 0.75 },
    chip: ONE_LINE,
  },
} as const;

export function GalleryMarks({
  marks,
  place,
}: {
  /** The marks' field names (a photo's or a group's `marks`). */
  marks: readonly string[] | undefined;
  place: keyof typeof PLACES;
}) {
  const [locale] = useLocaleState();
  const texts = (marks ?? []).flatMap((name) => {
    const text = galleryMarkText(fileGroup, name, locale);
    return text ? [{ name, text }] : [];
  });
  if (!texts.length) return null;
  const { stack, chip } = PLACES[place];
  return (
    <Stack direction="row" sx={{ gap: 0.5, minWidth: 0, ...stack }}>
      {texts.map(({ name, text }) => (
        <Chip
          key={name}
          size="small"
          icon={<StarIcon />}
          label={text}
          title={text}
          data-testid="gallery-mark"
          data-mark={name}
          sx={{ ...CHIP_SX, ...chip }}
        />
      ))}
    </Stack>
  );
}
