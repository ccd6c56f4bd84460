/**
 * The input of an `image` field (issue 12 point 7): choose or drop an image, crop it to the field's
 * aspect, upload it (POST /api/images) and keep the key the server answers; a preview shows it.
 * Never a typed address.
 */
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { Box, Button, FormControl, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { DEFAULT_IMAGE_ASPECT, imageSrc } from '../../../domain/image';
import type { FieldOf } from '../../../domain/resource';
import { resourceByRoute } from '../../../domain/resources';
import { api } from '../../providers/httpClient';
import { useMessage } from '../../i18n/message';
import { ImageCropDialog } from './ImageCropDialog';
import { IMAGE_ACCEPT, ImageFilePicker } from '../../forms/ImageFilePicker';

export interface ImageInputProps {
  name: string;
  field: FieldOf<'image'>;
  validate: Validator[];
  helperText?: string | false;
  readOnly?: boolean;
}

interface Uploaded {
  key: string;
  url: string;
}

/** Sends an image of `resource`'s `field`; answers its key and a signed URL to show it at once. */
export async function uploadImage(resource: string, field: string, image: Blob, name: string) {
  const form = new FormData();
  form.append('resource', resource);
  form.append('field', field);
  form.append('file', image, name);
  // (`api` answers the body's `data`.)
  return api<Uploaded>('/api/images', { method: 'POST', body: form });
}

/** The field's image at its aspect, or a caption saying there is none. */
function ImagePreview({ src, aspect, name }: { src: string | undefined; aspect: number; name: string }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        width: aspect >= 1 ? 160 : 160 * aspect,
        aspectRatio: String(aspect),
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.selected',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={translate('app.selfService.image.preview', { field: name })}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
          {translate('app.selfService.image.none')}
        </Typography>
      )}
    </Box>
  );
}

/** Choose (or drop) an image, and remove the current one. */
function ImageActions({
  busy,
  hasValue,
  onChoose,
  onRemove,
}: {
  busy: boolean;
  hasValue: boolean;
  onChoose: () => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddPhotoAlternate />}
        disabled={busy}
        onClick={onChoose}
      >
        {busy ? translate('app.selfService.image.uploading') : translate('app.selfService.image.choose')}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {translate('app.selfService.image.drop')}
      </Typography>
      {hasValue ? (
        <Button size="small" color="error" disabled={busy} onClick={onRemove}>
          {translate('app.selfService.image.remove')}
        </Button>
      ) : null}
    </>
  );
}

export function ImageInput({ name, field, validate, helperText, readOnly }: ImageInputProps) {
  const translate = useTranslate();
  const text = useMessage();
  const route = useResourceContext() ?? '';
  const def = resourceByRoute(route);
  const { field: input, fieldState, isRequired } = useInput({ source: name, validate });
  const picker = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [chosen, setChosen] = useState<{ url: string; file: File }>();
  const [shown, setShown] = useState<{ key: string; url: string }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const aspect = field.aspect ?? DEFAULT_IMAGE_ASPECT;
  const value: unknown = input.value;
  const src = shown && shown.key === value ? shown.url : imageSrc(value);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const pick = (file: File | undefined) => {
    if (!file || readOnly) return;
    setProblem(undefined);
    if (!IMAGE_ACCEPT.split(',').includes(file.type)) {
      setProblem(translate('app.selfService.image.help'));
      return;
    }
    setChosen({ url: URL.createObjectURL(file), file });
  };
  const upload = async (cropped: Blob | undefined) => {
    const file = chosen?.file;
    setChosen(undefined);
    if (!file || !def) return;
    setBusy(true);
    try {
      const data = await uploadImage(def.name, name, cropped ?? file, cropped ? 'image.webp' : file.name);
      setShown(data);
      input.onChange(data.key);
    } catch (err) {
      const body = (err as { body?: { errors?: Record<string, unknown> } }).body;
      const first = Object.values(body?.errors ?? {})[0];
      setProblem(
        text((Array.isArray(first) ? first[0] : first) as string | undefined) ?? (err as Error).message,
      );
    } finally {
      setBusy(false);
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    pick(e.dataTransfer.files[0]);
  };
  const invalid = !!problem || fieldState.invalid;

  return (
    <FormControl error={invalid} fullWidth sx={{ marginBlock: 1 }}>
      <FormLabel id={labelId} sx={{ marginBlockEnd: 1 }}>
        <FieldTitle source={name} resource={route} isRequired={isRequired} />
      </FormLabel>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`image-input-${name}`}
        aria-labelledby={labelId}
        role="group"
        sx={{
          gap: 2,
          alignItems: { sm: 'center' },
          p: 1.5,
          border: 1,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: dragging ? 'primary.main' : invalid ? 'error.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <ImagePreview src={src} aspect={aspect} name={name} />
        <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
          {readOnly ? null : (
            <ImageActions
              busy={busy}
              hasValue={Boolean(value)}
              onChoose={() => picker.current?.click()}
              onRemove={() => input.onChange(null)}
            />
          )}
          <ImageFilePicker ref={picker} testId={`image-file-${name}`} onPick={pick} />
        </Stack>
      </Stack>
      <FormHelperText>
        {problem ?? (
          <InputHelperText
            error={fieldState.error?.message}
            helperText={helperText || translate('app.selfService.image.help')}
          />
        )}
      </FormHelperText>
      <ImageCropDialog
        src={chosen?.url}
        aspect={aspect}
        onCancel={() => setChosen(undefined)}
        onCropped={(blob) => void upload(blob)}
      />
    </FormControl>
  );
}
