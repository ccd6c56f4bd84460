/** Scroll-to-top button, shown after 600 px of scroll (docs/product.md#constants). */
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Fab, Zoom } from '@mui/material';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';

export const SCROLL_TOP_AFTER = 600;

export function ScrollToTop() {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Only on scroll: a page opens at the top (a restored position arrives as a scroll event), and
    // reading the position at mount would force a layout in the middle of the first render.
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_AFTER);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Zoom in={shown} unmountOnExit>
      <Fab
        color="primary"
        size="small"
        aria-label={translate('app.layout.scroll_top')}
        onClick={() => {
          const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
          document.getElementById('main-content')?.focus({ preventScroll: true });
        }}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: (t) => t.zIndex.speedDial }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
