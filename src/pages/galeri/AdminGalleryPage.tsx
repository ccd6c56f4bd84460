import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import SelectAllIcon from '@mui/icons-material/SelectAll';
import { useOptions } from '../../providers/options';
import { useCurrentPt } from '../../providers/ptScope';
import { deletePhotos, listPhotos, type PhotoFilter } from './api';
import { Lightbox } from './Lightbox';
import { MahasiswaFilter } from './MahasiswaPicker';
import { PhotoTile, gridSx } from './PhotoTile';
import { TagDialog } from './TagDialog';
import { Uploader } from './Uploader';
import { AdminFacePanel } from '../faces/AdminFacePanel';
import { useGalleryFilters } from './useGalleryFilters';
import { useUploadQueue } from './useUploadQueue';
import type { Photo } from './types';

const PER_PAGE = 60;
const NO_PHOTOS: { rows: Photo[]; total: number } = { rows: [], total: 0 };

/** /menu/galeri/list: upload, browse, filter, tag and delete the photos of every acara. */
export function AdminGalleryPage() {
  const translate = useTranslate();
  const notify = useNotify();
  // Filters and page live in the address (reload, links and back keep them).
  const { acaraId, groupId, student, q, page, filter, update } = useGalleryFilters();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [tagOpen, setTagOpen] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  const acara = useOptions('acara');
  const groups = useOptions('fileGroup', acaraId ? { acara_id: acaraId } : undefined);

  // A search is asked for once typing pauses; a choice at once. The grid keeps the photos shown
  // until the next page of them arrives.
  const search = useDebouncedValue(filter.q, 250);
  const listed: PhotoFilter = { ...filter, q: search };
  const pt = useCurrentPt();
  const photos = useQuery({
    queryKey: ['galeri', 'admin', listed, page, pt ?? null],
    queryFn: () => listPhotos(listed, page, PER_PAGE, pt),
    placeholderData: keepPreviousData,
  });
  const data = photos.data ?? NO_PHOTOS;
  const loading = photos.isFetching;
  const error = photos.error?.message;
  const queryClient = useQueryClient();
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['galeri', 'admin'] });
    void queryClient.invalidateQueries({ queryKey: ['faces', 'admin'] });
  }, [queryClient]);

  // New uploads show up in the grid.
  const queue = useUploadQueue(reload);

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allOnPage = data.rows.length > 0 && data.rows.every((r) => selected.has(r.id));

  const doDelete = async () => {
    setConfirmDelete(false);
    try {
      const removed = await deletePhotos([...selected]);
      notify(translate('app.galeri.deleted', { smart_count: removed.length }), { type: 'success' });
      setSelected(new Set());
      reload();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };

  const setFilter = (changes: Parameters<typeof update>[0]) => {
    update(changes);
    setSelected(new Set());
  };

  const pages = Math.ceil(data.total / PER_PAGE);
  return (
    <Box sx={{ paddingBlock: 2, display: 'grid', gap: 2 }}>
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
            onChange={(e) =>
              setFilter({ acaraId: e.target.value === '' ? '' : Number(e.target.value), groupId: '' })
            }
          >
            <MenuItem value="">{translate('app.galeri.filter.all')}</MenuItem>
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
            onChange={(e) => setFilter({ groupId: e.target.value === '' ? '' : Number(e.target.value) })}
            slotProps={{ select: { inputProps: { 'data-testid': 'group-select' } } }}
          >
            <MenuItem value="">{translate('app.galeri.filter.all')}</MenuItem>
            {groups.items.map((o) => (
              <MenuItem key={o.id} value={Number(o.id)}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
          <MahasiswaFilter
            value={student}
            onChange={(v) => setFilter({ student: v })}
            fieldLabel={translate('app.galeri.filter.student')}
          />
          <TextField
            size="small"
            type="search"
            label={translate('app.galeri.filter.search')}
            value={q}
            onChange={(e) => setFilter({ q: e.target.value })}
          />
        </Box>
      </Paper>

      <Uploader
        queue={queue}
        groupId={groupId}
        disabledReason={translate('app.galeri.upload.choose_group')}
      />

      <AdminFacePanel onTagged={reload} />

      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ flexGrow: 1 }} aria-live="polite">
          {translate('app.galeri.count', { smart_count: data.total })}
        </Typography>
        {selected.size ? (
          <Chip
            label={translate('app.galeri.selected', { smart_count: selected.size })}
            onDelete={() => setSelected(new Set())}
          />
        ) : null}
        <Button
          size="small"
          startIcon={<SelectAllIcon />}
          disabled={!data.rows.length}
          onClick={() =>
            setSelected((s) => {
              const next = new Set(s);
              for (const r of data.rows) {
                if (allOnPage) next.delete(r.id);
                else next.add(r.id);
              }
              return next;
            })
          }
        >
          {translate(allOnPage ? 'app.galeri.select_none' : 'app.galeri.select_page')}
        </Button>
        <Button
          size="small"
          startIcon={<LocalOfferIcon />}
          disabled={!selected.size}
          onClick={() => setTagOpen(true)}
        >
          {translate('app.galeri.tag.action')}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={!selected.size}
          onClick={() => setConfirmDelete(true)}
        >
          {translate('ra.action.delete')}
        </Button>
      </Stack>

      {error ? <Alert severity="error">{error}</Alert> : null}
      {!loading && !data.rows.length && !error ? (
        <Paper variant="outlined" sx={{ padding: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{translate('app.galeri.empty_admin')}</Typography>
        </Paper>
      ) : null}

      <Box sx={{ ...gridSx, opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
        {data.rows.map((photo, i) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            label={translate('app.galeri.open_photo', { name: photo.original_name })}
            onOpen={() => setOpen(i)}
            selected={selected.has(photo.id)}
            onToggle={() => toggle(photo.id)}
            selectLabel={translate('app.galeri.select_photo', { name: photo.original_name })}
            overlay={
              photo.tags.length ? (
                <Chip
                  size="small"
                  icon={<LocalOfferIcon />}
                  label={photo.tags.length}
                  title={photo.tags.map((t) => `${t.nama} (${t.nim})`).join(', ')}
                  sx={{
                    position: 'absolute',
                    insetBlockEnd: 6,
                    insetInlineEnd: 6,
                    bgcolor: 'rgba(0,0,0,0.6)',
                    color: '#fff',
                    '& .MuiChip-icon': { color: '#fff' },
                  }}
                />
              ) : null
            }
          />
        ))}
      </Box>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page + 1}
          onChange={(_, p) => update({ page: p - 1 })}
          sx={{ justifySelf: 'center' }}
        />
      ) : null}

      <Lightbox photos={data.rows} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      <TagDialog
        open={tagOpen}
        fileIds={[...selected]}
        acaraId={acaraId}
        onClose={() => setTagOpen(false)}
        onDone={() => {
          setTagOpen(false);
          reload();
        }}
      />
      <Confirm
        isOpen={confirmDelete}
        title={translate('app.galeri.delete_title', { smart_count: selected.size })}
        content={translate('app.galeri.delete_confirm', { smart_count: selected.size })}
        onConfirm={() => void doDelete()}
        onClose={() => setConfirmDelete(false)}
      />
    </Box>
  );
}

export default AdminGalleryPage;
