/** A QR code the server drew (SVG), dark on white whatever the theme, so any scanner reads it. */
import { Box } from '@mui/material';

export function QrImage({ svg, label }: { svg: string; label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        bgcolor: '#fff',
        p: 1,
        borderRadius: 1,
        width: 220,
        maxWidth: '100%',
        '& svg': { display: 'block', width: '100%', height: 'auto' },
      }}
      // the server's own drawing of a signed token: no user text inside
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
