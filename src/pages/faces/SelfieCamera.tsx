import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

/**
 * A selfie from the device's camera (getUserMedia, the front camera on a phone). Without a camera,
 * or when it is refused, it says so: the card's upload button is the fallback.
 */
export function SelfieCamera({
  open,
  onClose,
  onCapture,
}: {
  open: boolean;
  onClose: () => void;
  onCapture: (image: Blob) => void;
}) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live: MediaStream | null = null;
    let cancelled = false;
    setFailed(false);
    if (!navigator.mediaDevices?.getUserMedia) {
      setFailed(true);
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 } }, audio: false })
      .then((s) => {
        if (cancelled) return s.getTracks().forEach((t) => t.stop());
        live = s;
        setStream(s);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      live?.getTracks().forEach((t) => t.stop());
      setStream(null);
    };
  }, [open]);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);

  const capture = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob((blob) => blob && onCapture(blob), 'image/jpeg', 0.9);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.faces.camera.title')}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="info">{translate('app.faces.camera.unavailable')}</Alert>
        ) : (
          <Box
            component="video"
            ref={video}
            autoPlay
            playsInline
            muted
            sx={{ width: '100%', borderRadius: 1, bgcolor: 'grey.900', transform: 'scaleX(-1)' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.faces.camera.cancel')}</Button>
        <Button variant="contained" onClick={capture} disabled={failed || !stream}>
          {translate('app.faces.camera.capture')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
