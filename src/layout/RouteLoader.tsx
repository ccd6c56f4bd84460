/**
 * Full-page loader for about 1 s after each route change (docs/product.md#constants). It never blocks the page:
 * pointer events pass through and it is announced politely to screen readers.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, CircularProgress, Fade } from '@mui/material';

export const ROUTE_LOADER_MS = 1000;

export function RouteLoader() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const first = useRef(pathname);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = pathname;
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), ROUTE_LOADER_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return (
    <Fade in={visible} unmountOnExit timeout={{ enter: 0, exit: 250 }}>
      <Box
        data-testid="route-loader"
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: (t) => t.zIndex.modal + 1,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.default',
          opacity: 0.92,
          pointerEvents: 'none',
        }}
      >
        <CircularProgress aria-label={translate('app.layout.loading')} />
      </Box>
    </Fade>
  );
}
