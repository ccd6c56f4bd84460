import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Pagination, Paper, Typography } from '@mui/material';
import { useCurrentPt } from '../../providers/ptScope';
import { deletePhotos, listPhotos, type PhotoFilter } from './api';
import { Lightbox } from './Lightbox';
import { TagDialog } from './TagDialog';
import { Uploader } from './Uploader';
import { AdminFacePanel } from '../faces/AdminFacePanel';
import { AdminPhotoGrid } from './AdminPhotoGrid';
import { AdminSelectionBar } from './AdminSelectionBar';
import { GalleryFilterBar } from './GalleryFilterBar';
import { useGalleryFilters } from './useGalleryFilters';
import { useUploadQueue } from './useUploadQueue';
import type { Photo } from './types';

const PER_PAGE = 60;
const NO_PHOTOS: { rows: Photo[]; total: number } = { rows: [], total: 0 };

/** The page of photos the filters ask for; the grid keeps the photos shown until the next arrive. */
function useAdminPhotos(filter: PhotoFilter, page: number) {
  // A search is asked for once typing pauses; a choice at once.
  const search = useDebouncedValue(filter.q, 250);
  const listed: PhotoFilter = { ...filter, q: search };
  const pt = useCurrentPt();
  const photos = useQuery({
    queryKey: ['galeri', 'admin', listed, page, pt ?? null],
    queryFn: () => listPhotos(listed, page, PER_PAGE, pt),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['galeri', 'admin'] });
    void queryClient.invalidateQueries({ queryKey: ['faces', 'admin'] });
  }, [queryClient]);
  return { data: photos.data ?? NO_PHOTOS, loading: photos.isFetching, error: photos.error?.message, reload };
}

/**
 * /menu/galeri/list: upload, browse, filter, tag and delete the photos of every acara. Photos are
 * tagged in bulk from the selection, or one at a time from the viewer.
 */
export function AdminGalleryPage() {
  const translate = useTranslate();
  const notify = useNotify();
  // Filters and page live in the address (reload, links and back keep them).
  const { acaraId, groupId, student, q, page, filter, update } = useGalleryFilters();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The photos the tag dialog acts on: the selection, or the one in the viewer.
  const [tagging, setTagging] = useState<number[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const { data, loading, error, reload } = useAdminPhotos(filter, page);

  // New uploads show up in the grid.
  const queue = useUploadQueue(reload);

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

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
      <GalleryFilterBar filters={{ acaraId, groupId, student, q }} onChange={setFilter} />
      <Uploader
        queue={queue}
        groupId={groupId}
        disabledReason={translate('app.galeri.upload.choose_group')}
      />
      <AdminFacePanel onTagged={reload} />
      <AdminSelectionBar
        total={data.total}
        selected={selected}
        pageIds={data.rows.map((r) => r.id)}
        onSelect={setSelected}
        onTag={() => setTagging([...selected])}
        onDelete={() => setConfirmDelete(true)}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!loading && !data.rows.length && !error ? (
        <Paper variant="outlined" sx={{ padding: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{translate('app.galeri.empty_admin')}</Typography>
        </Paper>
      ) : null}
      <AdminPhotoGrid
        photos={data.rows}
        loading={loading}
        selected={selected}
        onToggle={toggle}
        onOpen={setOpen}
      />
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page + 1}
          onChange={(_, p) => update({ page: p - 1 })}
          sx={{ justifySelf: 'center' }}
        />
      ) : null}

      <Lightbox
        photos={data.rows}
        index={open}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
        onTag={(photo) => setTagging([photo.id])}
      />
      <TagDialog
        open={tagging !== null}
        fileIds={tagging ?? []}
        acaraId={acaraId}
        onClose={() => setTagging(null)}
        onDone={() => {
          setTagging(null);
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
