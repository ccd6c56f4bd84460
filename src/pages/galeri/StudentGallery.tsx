import { useEffect, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import DownloadIcon from '@mui/icons-material/Download';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import { setFavorite, startDownload, studentGallery, zipUrl } from './api';
import { Lightbox } from './Lightbox';
import { PhotoTile, gridSx } from './PhotoTile';
import type { Photo, StudentGallery as Gallery } from './types';
import { PageState } from './PageState';

type View = 'all' | 'mine' | 'favorites' | number;

/** /menu/mahasiswa/galeri: photos of me and the published groups of my acara. */
export function StudentGallery() {
  const translate = useTranslate();
  const notify = useNotify();
  const [data, setData] = useState<Gallery | null>(null);
  const [error, setError] = useState<string>();
  const [view, setView] = useState<View>('all');
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<number | null>(null);
  const [zipping, setZipping] = useState(false);

  useEffect(() => {
    studentGallery()
      .then(setData)
      .catch((err: unknown) => setError((err as Error).message));
  }, []);

  const photos = useMemo(() => {
    const all = data?.photos ?? [];
    if (view === 'mine') return all.filter((p) => p.tagged);
    if (view === 'favorites') return all.filter((p) => p.favorite);
    if (typeof view === 'number') return all.filter((p) => p.file_group_id === view);
    return all;
  }, [data, view]);

  const toggleFavorite = async (photo: Photo) => {
    const on = !photo.favorite;
    setData(
      (d) => d && { ...d, photos: d.photos.map((p) => (p.id === photo.id ? { ...p, favorite: on } : p)) },
    );
    try {
      await setFavorite(photo.id, on);
    } catch (err) {
      setData(
        (d) => d && { ...d, photos: d.photos.map((p) => (p.id === photo.id ? { ...p, favorite: !on } : p)) },
      );
      notify((err as Error).message, { type: 'error' });
    }
  };

  const downloadZip = async (selection: number[] | 'all') => {
    setZipping(true);
    try {
      const { url } = await zipUrl(selection);
      startDownload(url);
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setZipping(false);
    }
  };

  if (error || !data) return <PageState error={error} />;
  const downloadable = data.photos.some((p) => p.download_url);
  const views: { value: View; label: string }[] = [
    { value: 'all', label: translate('app.galeri.student.all', { smart_count: data.photos.length }) },
    {
      value: 'mine',
      label: translate('app.galeri.student.mine', {
        smart_count: data.photos.filter((p) => p.tagged).length,
      }),
    },
    {
      value: 'favorites',
      label: translate('app.galeri.student.favorites', {
        smart_count: data.photos.filter((p) => p.favorite).length,
      }),
    },
    ...data.groups.map((g) => ({ value: g.id as View, label: `${g.nama} (${g.count})` })),
  ];

  return (
    <Box sx={{ paddingBlock: 2, display: 'grid', gap: 2 }}>
      {!data.photos.length ? (
        <Paper variant="outlined" sx={{ padding: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.galeri.student.empty_title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.galeri.student.empty')}</Typography>
        </Paper>
      ) : (
        <>
          <Stack
            direction="row"
            sx={{ gap: 1, flexWrap: 'wrap' }}
            role="group"
            aria-label={translate('app.galeri.student.views')}
          >
            {views.map((v) => (
              <Chip
                key={String(v.value)}
                label={v.label}
                color={view === v.value ? 'primary' : 'default'}
                variant={view === v.value ? 'filled' : 'outlined'}
                onClick={() => setView(v.value)}
                aria-pressed={view === v.value}
              />
            ))}
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              size="small"
              startIcon={<CheckBoxIcon />}
              onClick={() => {
                setSelecting((s) => !s);
                setSelected(new Set());
              }}
              aria-pressed={selecting}
            >
              {translate(selecting ? 'app.galeri.student.stop_selecting' : 'app.galeri.student.select')}
            </Button>
            {selecting ? (
              <Button
                size="small"
                variant="contained"
                startIcon={<DownloadIcon />}
                disabled={!selected.size || zipping}
                onClick={() => void downloadZip([...selected])}
              >
                {translate('app.galeri.student.download_selected', { smart_count: selected.size })}
              </Button>
            ) : null}
            <Box sx={{ flexGrow: 1 }} />
            {downloadable ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={zipping}
                onClick={() => void downloadZip('all')}
              >
                {translate('app.galeri.student.download_all')}
              </Button>
            ) : null}
          </Stack>
          {!photos.length ? (
            <Typography color="text.secondary">{translate('app.galeri.student.none_here')}</Typography>
          ) : null}
          <Box sx={gridSx}>
            {photos.map((photo, i) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                label={translate('app.galeri.open_photo', { name: photo.original_name })}
                onOpen={() => setOpen(i)}
                selected={selecting ? selected.has(photo.id) : undefined}
                onToggle={
                  selecting && photo.download_url
                    ? () =>
                        setSelected((s) => {
                          const next = new Set(s);
                          if (next.has(photo.id)) next.delete(photo.id);
                          else next.add(photo.id);
                          return next;
                        })
                    : undefined
                }
                selectLabel={translate('app.galeri.select_photo', { name: photo.original_name })}
                overlay={
                  <IconButton
                    size="small"
                    onClick={() => void toggleFavorite(photo)}
                    aria-pressed={photo.favorite}
                    aria-label={translate(
                      photo.favorite ? 'app.galeri.favorite_remove' : 'app.galeri.favorite_add',
                    )}
                    sx={{
                      position: 'absolute',
                      insetBlockEnd: 4,
                      insetInlineEnd: 4,
                      bgcolor: 'rgba(0,0,0,0.45)',
                      color: '#fff',
                      '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
                    }}
                  >
                    {photo.favorite ? (
                      <FavoriteIcon fontSize="small" sx={{ color: '#ff5c8a' }} />
                    ) : (
                      <FavoriteBorderIcon fontSize="small" />
                    )}
                  </IconButton>
                }
              />
            ))}
          </Box>
        </>
      )}
      <Lightbox
        photos={photos}
        index={open}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
        onFavorite={(p) => void toggleFavorite(p)}
      />
    </Box>
  );
}

export default StudentGallery;
