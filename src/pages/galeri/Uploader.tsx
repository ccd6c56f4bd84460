import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ReplayIcon from '@mui/icons-material/Replay';
import CloseIcon from '@mui/icons-material/Close';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import type { useUploadQueue, UploadItem } from './useUploadQueue';
import { hint } from '../../layout/Hints';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import { IMAGE_ACCEPT } from '../../forms/ImageFilePicker';

type Queue = ReturnType<typeof useUploadQueue>;

/** Refusals that the same file will always get again: no retry button. */
const FINAL = [409, 413, 415, 422];

function ItemRow({ item, queue }: { item: UploadItem; queue: Queue }) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  const pct = item.file.size ? Math.round((item.loaded / item.file.size) * 100) : 0;
  // Shown as "Retry"; named "Retry: photo.jpg", so each row's button says which file it acts on.
  const actionHint = (action: 'retry' | 'cancel') => {
    const label = translate(`app.galeri.upload.${action}`);
    return hint(label, `${label}: ${item.file.name}`);
  };
  const statusText =
    item.status === 'error'
      ? item.error === 'network'
        ? translate('app.galeri.upload.network_error')
        : (item.error ?? '')
      : translate(`app.galeri.upload.status.${item.status}`, { pct });
  return (
    <ListItem
      data-testid="upload-item"
      data-status={item.status}
      divider
      sx={{ alignItems: 'flex-start', gap: 1, paddingInline: 1 }}
      secondaryAction={
        <Stack direction="row">
          {item.status === 'error' && !FINAL.includes(item.errorStatus ?? 0) ? (
            <IconButton {...actionHint('retry')} onClick={() => queue.retry(item.key)}>
              <ReplayIcon />
            </IconButton>
          ) : null}
          {item.status === 'queued' || item.status === 'uploading' ? (
            <IconButton {...actionHint('cancel')} onClick={() => queue.cancel(item.key)}>
              <CloseIcon />
            </IconButton>
          ) : null}
        </Stack>
      }
    >
      <Box
        sx={{
          paddingBlockStart: 0.5,
          color: item.status === 'error' ? 'error.main' : 'success.main',
          minWidth: 24,
        }}
      >
        {item.status === 'done' ? (
          <CheckCircleIcon fontSize="small" />
        ) : item.status === 'error' ? (
          <ErrorIcon fontSize="small" />
        ) : null}
      </Box>
      <ListItemText
        sx={{ minWidth: 0, marginInlineEnd: 9 }}
        primary={
          <Typography variant="body2" noWrap title={item.file.name}>
            {item.file.name}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              ({format.bytes(item.file.size)})
            </Typography>
          </Typography>
        }
        secondary={
          <>
            {item.status === 'uploading' || item.status === 'queued' ? (
              <LinearProgress
                variant={item.status === 'queued' ? 'indeterminate' : 'determinate'}
                value={pct}
                aria-label={`${item.file.name}: ${format.percent(pct)}`}
                sx={{ marginBlock: 0.75 }}
              />
            ) : null}
            <Typography
              component="span"
              variant="caption"
              role={item.status === 'error' ? 'alert' : undefined}
              color={item.status === 'error' ? 'error' : 'text.secondary'}
              data-testid="upload-status"
            >
              {statusText}
            </Typography>
          </>
        }
        secondaryTypographyProps={{ component: 'div' }}
      />
    </ListItem>
  );
}

/** The queue under the drop zone: overall summary and progress, then one row per file; nothing while empty. */
function UploadQueueList({ queue }: { queue: Queue }) {
  const translate = useTranslate();
  if (!queue.items.length) return null;
  return (
    <Box sx={{ marginBlockStart: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }} data-testid="upload-summary" aria-live="polite">
          {translate('app.galeri.upload.summary', {
            done: queue.counts.done,
            total: queue.counts.total,
            errors: queue.counts.error,
          })}
        </Typography>
        {queue.counts.pending ? (
          <Button size="small" color="error" onClick={queue.cancelAll}>
            {translate('app.galeri.upload.cancel_all')}
          </Button>
        ) : (
          <Button size="small" onClick={queue.clearFinished}>
            {translate('app.galeri.upload.clear')}
          </Button>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.round(queue.overall * 100)}
        aria-label={translate('app.galeri.upload.overall')}
        data-testid="overall-progress"
        sx={{ height: 8, borderRadius: 4, marginBlock: 1 }}
      />
      {queue.counts.error ? (
        <Alert severity="warning" sx={{ marginBlock: 1 }}>
          {translate('app.galeri.upload.some_failed', { smart_count: queue.counts.error })}
        </Alert>
      ) : null}
      <List dense sx={{ maxHeight: 320, overflowY: 'auto' }}>
        {queue.items.map((item) => (
          <ItemRow key={item.key} item={item} queue={queue} />
        ))}
      </List>
    </Box>
  );
}

/** Drag-and-drop (or pick) many photos into a group; per-file and overall progress, retry, cancel. */
export function Uploader({
  queue,
  groupId,
  disabledReason,
}: {
  queue: Queue;
  groupId: number | '';
  disabledReason?: string;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const disabled = !groupId;

  const addFiles = (list: FileList | null) => {
    if (!list || !groupId) return;
    queue.add(Array.from(list), groupId);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    addFiles(e.dataTransfer.files);
  };

  return (
    <Paper variant="outlined" sx={{ padding: 2 }}>
      <Box
        data-testid="dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={(theme) => ({
          border: `2px dashed ${over ? theme.palette.primary.main : theme.palette.divider}`,
          borderRadius: 2,
          padding: { xs: 2, sm: 3 },
          textAlign: 'center',
          // No opacity on the disabled state: faded text fails the contrast check (axe).
          bgcolor: disabled
            ? theme.palette.action.hover
            : over
              ? alpha(theme.palette.primary.main, 0.08)
              : 'transparent',
          transition: 'background-color 120ms, border-color 120ms',
        })}
      >
        <CloudUploadIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography sx={{ marginBlock: 1 }}>{translate('app.galeri.upload.drop_here')}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ marginBlockEnd: 1.5 }}>
          {translate('app.galeri.upload.accepted')}
        </Typography>
        <Button variant="contained" disabled={disabled} onClick={() => input.current?.click()}>
          {translate('app.galeri.upload.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          data-testid="file-input"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
        {disabled && disabledReason ? (
          <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 1 }}>
            {disabledReason}
          </Typography>
        ) : null}
      </Box>

      <UploadQueueList queue={queue} />
    </Paper>
  );
}
