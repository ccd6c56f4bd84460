/**
 * Renders its children only once the place they go comes near the viewport, and not before the
 * browser has painted and is idle: heavy widgets below the fold (charts) cost nothing on the
 * first screen. Until then a skeleton of the same height keeps the layout from jumping.
 * Without IntersectionObserver (old browsers, tests) the children render at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Skeleton } from '@mui/material';

interface Props {
  children: ReactNode;
  /** Height of the placeholder, close to the children's own (per breakpoint): no layout shift. */
  height: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
  /** How far outside the viewport loading starts. */
  rootMargin?: string;
}

/** Calls `run` when the browser is idle after painting; answers a cancel function. */
function afterPaint(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 50);
  return () => window.clearTimeout(id);
}

let eager = false;

/** Render every WhenVisible at once (UI tests: jsdom lays nothing out, nothing ever scrolls into view). */
export function renderWhenVisibleEagerly(on = true): void {
  eager = on;
}

export function WhenVisible({ children, height, rootMargin = '200px' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => eager || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    let cancel: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancel = afterPaint(() => setShown(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancel?.();
    };
  }, [shown, rootMargin]);

  if (shown) return <>{children}</>;
  return (
    <Box ref={ref} aria-hidden sx={{ height }}>
      <Skeleton variant="rounded" height="100%" />
    </Box>
  );
}
