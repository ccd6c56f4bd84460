/**
 * Crops a chosen image to an aspect (react-easy-crop) and gives back the cropped pixels as a WebP
 * (PNG where the browser cannot write WebP) blob, ready for upload.
 */
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Typography,
} from '@mui/material';

/** The longest side of the cropped image sent (the server keeps at most 1024 px). */
const MAX_SIDE = 1024;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = src;
  });
}

/** The `area` (in the image's own pixels) of the image at `src`, as a blob. */
export async function cropToBlob(src: string, area: Area): Promise<Blob> {
  const img = await loadImage(src);
  const scale = Math.min(1, MAX_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas'))), 'image/webp', 0.9),
  );
}

export interface ImageCropDialogProps {
  /** An object URL of the chosen file; the dialog is open while it is set. */
  src: string | undefined;
  aspect: number;
  /** Round mask for profile photos. */
  round?: boolean;
  onCancel(): void;
  /** The cropped image; undefined when the browser could not crop (the server still re-encodes it). */
  onCropped(blob: Blob | undefined): void;
}

export function ImageCropDialog({ src, aspect, round, onCancel, onCropped }: ImageCropDialogProps) {
  const translate = useTranslate();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    if (!src) return;
    setBusy(true);
    let blob: Blob | undefined;
    try {
      blob = area ? await cropToBlob(src, area) : undefined;
    } catch {
      blob = undefined;
    }
    setBusy(false);
    onCropped(blob);
  };
  return (
    <Dialog open={!!src} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="image-crop-title">
      <DialogTitle id="image-crop-title">{translate('app.selfService.image.crop_title')}</DialogTitle>
      <DialogContent>
        <Box
          data-testid="image-cropper"
          sx={{ position: 'relative', width: '100%', height: { xs: 260, sm: 340 }, bgcolor: 'grey.900' }}
        >
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              cropShape={round ? 'round' : 'rect'}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          ) : null}
        </Box>
        <Typography id="image-crop-zoom" variant="caption" sx={{ display: 'block', marginBlockStart: 2 }}>
          {translate('app.selfService.image.zoom')}
        </Typography>
        <Slider
          value={zoom}
          min={1}
          max={4}
          step={0.05}
          onChange={(_, v) => setZoom(v as number)}
          aria-labelledby="image-crop-zoom"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.selfService.image.cancel')}</Button>
        <Button variant="contained" onClick={() => void apply()} disabled={busy}>
          {translate('app.selfService.image.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
