/**
 * A scanner's two ways in: the camera reading QR codes (./camera.ts) and a typed code. Each code
 * read or typed goes to `onCode`. The check-in scanner and the stage scanner both use it.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { startCamera } from './camera';

export function CodeReader({
  onCode,
  labels,
}: {
  onCode: (code: string) => unknown;
  labels: { camera: string; stop: string; code: string; submit: string };
}) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  useEffect(() => {
    if (!camera || !video.current) return;
    let stop: (() => void) | undefined;
    startCamera(video.current, (c) => void onCodeRef.current(c)).then(
      (s) => (stop = s),
      () => setCamera(false),
    );
    return () => stop?.();
  }, [camera]);

  return (
    <>
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        sx={{ width: '100%', borderRadius: 1, bgcolor: 'black', display: camera ? 'block' : 'none' }}
      />
      <Button variant={camera ? 'outlined' : 'contained'} onClick={() => setCamera(!camera)}>
        {camera ? labels.stop : labels.camera}
      </Button>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          void onCode(code);
          setCode('');
        }}
      >
        <TextField
          size="small"
          label={labels.code}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } }}
        />
        <Button type="submit">{labels.submit}</Button>
      </Box>
    </>
  );
}
