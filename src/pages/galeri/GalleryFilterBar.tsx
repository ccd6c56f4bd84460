/** The admin gallery's filters: acara, gallery group (of the chosen acara), tagged student, search. */
import { useTranslate } from 'react-admin';
import { Box, MenuItem, Paper, TextField } from '@mui/material';
import { useOptions } from '../../providers/options';
import { MahasiswaFilter } from './MahasiswaPicker';
import type { GalleryFilters } from './useGalleryFilters';

type Change = Partial<GalleryFilters>;

const idOfChoice = (value: string): number | '' => (value === '' ? '' : Number(value));

export function GalleryFilterBar({
  filters,
  onChange,
}: {
  filters: Pick<GalleryFilters, 'acaraId' | 'groupId' | 'student' | 'q'>;
  onChange: (changes: Change) => void;
}) {
  const translate = useTranslate();
  const { acaraId, groupId, student, q } = filters;
  const acara = useOptions('acara');
  const groups = useOptions('fileGroup', acaraId ? { acara_id: acaraId } : undefined);
  const all = <MenuItem value="">{translate('app.galeri.filter.all')}</MenuItem>;
  return (
    <Paper variant="outlined" sx={{ padding: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))',
        }}
      >
        <TextField
          select
          size="small"
          label={translate('app.galeri.filter.acara')}
          value={acaraId}
          onChange={(e) => onChange({ acaraId: idOfChoice(e.target.value), groupId: '' })}
        >
          {all}
          {acara.items.map((o) => (
            <MenuItem key={o.id} value={Number(o.id)}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('app.galeri.filter.group')}
          value={groupId}
          onChange={(e) => onChange({ groupId: idOfChoice(e.target.value) })}
          slotProps={{ select: { inputProps: { 'data-testid': 'group-select' } } }}
        >
          {all}
          {groups.items.map((o) => (
            <MenuItem key={o.id} value={Number(o.id)}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
        <MahasiswaFilter
          value={student}
          onChange={(v) => onChange({ student: v })}
          fieldLabel={translate('app.galeri.filter.student')}
        />
        <TextField
          size="small"
          type="search"
          label={translate('app.galeri.filter.search')}
          value={q}
          onChange={(e) => onChange({ q: e.target.value })}
        />
      </Box>
    </Paper>
  );
}
