import { useQuery } from '@tanstack/react-query';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { Box, ButtonBase, FormHelperText, FormLabel, Typography } from '@mui/material';
import { listPhotos } from '../../pages/galeri/api';
import { PhotoThumb, placeholderBackground } from '../../pages/galeri/PhotoThumb';
import type { Photo } from '../../pages/galeri/types';

const SHOWN = 48;

/** The cover photo of a gallery group: chosen among the group's own photos (thumbnails), or none. */
export function CoverPicker({ source }: { source: string }) {
  const translate = useTranslate();
  const record = useRecordContext<{ id?: number }>();
  const { field } = useInput({ source });
  const groupId = record?.id;
  const { data: photos = null } = useQuery({
    queryKey: ['galeri', 'admin', 'cover', groupId],
    queryFn: async (): Promise<Photo[]> =>
      (await listPhotos({ file_group_id: groupId ?? '' }, 0, SHOWN, undefined)).rows,
    enabled: Boolean(groupId),
  });

  const value = field.value === '' || field.value === undefined ? null : Number(field.value);
  const tile = (selected: boolean) => (theme: { palette: { primary: { main: string } } }) => ({
    aspectRatio: '1 / 1',
    borderRadius: 1,
    overflow: 'hidden',
    outline: selected ? `3px solid ${theme.palette.primary.main}` : '1px solid transparent',
    outlineOffset: -3,
    bgcolor: 'action.hover',
  });

  return (
    <Box component="fieldset" sx={{ border: 0, padding: 0, margin: 0, marginBlockEnd: 2 }}>
      <FormLabel component="legend" sx={{ marginBlockEnd: 1 }}>
        {translate('app.galeri.cover.label')}
      </FormLabel>
      {!groupId ? (
        <FormHelperText>{translate('app.galeri.cover.after_create')}</FormHelperText>
      ) : photos && !photos.length ? (
        <FormHelperText>{translate('app.galeri.cover.no_photos')}</FormHelperText>
      ) : (
        <Box
          role="radiogroup"
          aria-label={translate('app.galeri.cover.label')}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
            maxBlockSize: 260,
            overflowY: 'auto',
          }}
        >
          <ButtonBase
            role="radio"
            aria-checked={value === null}
            onClick={() => field.onChange(null)}
            sx={tile(value === null)}
          >
            <Typography variant="caption" sx={{ padding: 0.5 }}>
              {translate('app.galeri.cover.none')}
            </Typography>
          </ButtonBase>
          {(photos ?? []).map((p) => (
            <ButtonBase
              key={p.id}
              role="radio"
              aria-checked={value === p.id}
              aria-label={p.original_name}
              onClick={() => field.onChange(p.id)}
              sx={[tile(value === p.id), placeholderBackground(p)]}
            >
              <PhotoThumb photo={p} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
