import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import { tagByNim, tagPhotos, untagPhotos, type MahasiswaOption } from './api';
import { MahasiswaPicker } from './MahasiswaPicker';

/** Tag (or untag) the selected photos: pick students from a search, or paste a list of NIMs. */
export function TagDialog({
  open,
  fileIds,
  acaraId,
  onClose,
  onDone,
}: {
  open: boolean;
  fileIds: number[];
  acaraId?: number | '';
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [mode, setMode] = useState<'pick' | 'paste'>('pick');
  const [picked, setPicked] = useState<MahasiswaOption[]>([]);
  const [nims, setNims] = useState('');
  const [busy, setBusy] = useState(false);
  const [unknown, setUnknown] = useState<string[]>([]);
  const [error, setError] = useState<string>();

  const reset = () => {
    setPicked([]);
    setNims('');
    setUnknown([]);
    setError(undefined);
  };

  const run = async (remove = false) => {
    setBusy(true);
    setError(undefined);
    try {
      if (mode === 'pick') {
        const ids = picked.map((p) => p.id);
        const res = remove ? await untagPhotos(fileIds, ids) : await tagPhotos(fileIds, ids);
        notify(
          translate(remove ? 'app.galeri.tag.untagged' : 'app.galeri.tag.tagged', {
            smart_count: res.changed,
          }),
          { type: 'success' },
        );
        reset();
        onDone();
      } else {
        const res = await tagByNim(fileIds, nims);
        notify(translate('app.galeri.tag.tagged', { smart_count: res.tagged }), { type: 'success' });
        setUnknown(res.unknown);
        if (!res.unknown.length) {
          reset();
          onDone();
        } else {
          setNims(res.unknown.join('\n'));
        }
      }
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const ready = mode === 'pick' ? picked.length > 0 : nims.trim().length > 0;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tag-dialog-title">
      <DialogTitle id="tag-dialog-title">
        {translate('app.galeri.tag.title', { smart_count: fileIds.length })}
      </DialogTitle>
      <DialogContent>
        <Tabs value={mode} onChange={(_, v: 'pick' | 'paste') => setMode(v)} sx={{ marginBlockEnd: 2 }}>
          <Tab value="pick" label={translate('app.galeri.tag.pick')} />
          <Tab value="paste" label={translate('app.galeri.tag.paste')} />
        </Tabs>
        <Stack sx={{ gap: 2 }}>
          {mode === 'pick' ? (
            <MahasiswaPicker
              value={picked}
              onChange={setPicked}
              acaraId={acaraId}
              fieldLabel={translate('app.galeri.tag.students')}
            />
          ) : (
            <TextField
              label={translate('app.galeri.tag.nims')}
              helperText={translate('app.galeri.tag.nims_help')}
              multiline
              minRows={4}
              value={nims}
              onChange={(e) => setNims(e.target.value)}
            />
          )}
          {unknown.length ? (
            <Alert severity="warning" data-testid="unknown-nims">
              {translate('app.galeri.tag.unknown', { smart_count: unknown.length, nims: unknown.join(', ') })}
            </Alert>
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        {mode === 'pick' ? (
          <Button color="warning" disabled={!ready || busy} onClick={() => void run(true)}>
            {translate('app.galeri.tag.remove')}
          </Button>
        ) : null}
        <Button variant="contained" disabled={!ready || busy} onClick={() => void run(false)}>
          {translate('app.galeri.tag.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
