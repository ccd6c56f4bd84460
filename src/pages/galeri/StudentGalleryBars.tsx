/** Around the student's grid: which photos to show, selecting / downloading them, the next page. */
import { useTranslate } from 'react-admin';
import type { RefObject } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import type { LeftOutGroup } from './api';
import { GalleryMarks } from './GalleryMarks';
import type { StudentGallery as Gallery, StudentView as View } from './types';

/** The views to choose from; a group's chip shows its gallery marks after its name (a stage group). */
export function StudentViewChips({
  data,
  view,
  onView,
}: {
  data: Gallery;
  view: View;
  onView: (view: View) => void;
}) {
  const translate = useTranslate();
  const views: { value: View; label: string; marks?: string[] }[] = [
    { value: 'all', label: translate('app.galeri.student.all', { smart_count: data.counts.all }) },
    { value: 'mine', label: translate('app.galeri.student.mine', { smart_count: data.counts.mine }) },
    {
      value: 'favorites',
      label: translate('app.galeri.student.favorites', { smart_count: data.counts.favorites }),
    },
    ...data.groups.map((g) => ({ value: g.id as View, label: `${g.nama} (${g.count})`, marks: g.marks })),
  ];
  return (
    <Stack
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap' }}
      role="group"
      aria-label={translate('app.galeri.student.views')}
    >
      {views.map((v) => (
        <Chip
          key={String(v.value)}
          label={
            <>
              {v.label}
              <GalleryMarks marks={v.marks} place="group" />
            </>
          }
          data-view={String(v.value)}
          color={view === v.value ? 'primary' : 'default'}
          variant={view === v.value ? 'filled' : 'outlined'}
          onClick={() => onView(v.value)}
          aria-pressed={view === v.value}
        />
      ))}
    </Stack>
  );
}

export function StudentDownloadBar({
  selecting,
  selectedCount,
  zipping,
  downloadable,
  onSelecting,
  onDownloadSelected,
  onDownloadAll,
}: {
  selecting: boolean;
  selectedCount: number;
  zipping: boolean;
  /** Some group allows downloads and has photos: "Download all" shows. */
  downloadable: boolean;
  onSelecting: () => void;
  onDownloadSelected: () => void;
  onDownloadAll: () => void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button size="small" startIcon={<CheckBoxIcon />} onClick={onSelecting} aria-pressed={selecting}>
        {translate(selecting ? 'app.galeri.student.stop_selecting' : 'app.galeri.student.select')}
      </Button>
      {selecting ? (
        <Button
          size="small"
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={!selectedCount || zipping}
          onClick={onDownloadSelected}
        >
          {translate('app.galeri.student.download_selected', { smart_count: selectedCount })}
        </Button>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      {downloadable ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={zipping}
          onClick={onDownloadAll}
        >
          {translate('app.galeri.student.download_all')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The groups the last ZIP left out because they do not allow downloads. */
export function LeftOutNote({ groups, onClose }: { groups: LeftOutGroup[]; onClose: () => void }) {
  const translate = useTranslate();
  if (!groups.length) return null;
  return (
    <Alert severity="info" onClose={onClose} data-testid="zip-left-out">
      {translate('app.galeri.zip.left_out', {
        groups: groups
          .map((g) => translate('app.galeri.zip.left_out_group', { nama: g.nama, smart_count: g.count }))
          .join(', '),
      })}
    </Alert>
  );
}

/** No photo of the student's acara is published yet. */
export function NoPhotosYet() {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ padding: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.galeri.student.empty_title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.galeri.student.empty')}</Typography>
    </Paper>
  );
}

/** Below the grid while pages remain: "Load more", whose box is watched to load as it nears. */
export function LoadMore({
  sentinel,
  loading,
  onLoad,
}: {
  sentinel: RefObject<HTMLDivElement | null>;
  loading: boolean;
  onLoad: () => void;
}) {
  const translate = useTranslate();
  return (
    <Box ref={sentinel} sx={{ display: 'grid', justifyItems: 'center', paddingBlock: 1 }}>
      <Button
        variant="outlined"
        onClick={onLoad}
        disabled={loading}
        startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate('app.galeri.student.load_more')}
      </Button>
    </Box>
  );
}
