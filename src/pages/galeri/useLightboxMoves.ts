/**
 * How the viewer moves between photos (./Lightbox.tsx): by one, wrapping around only once
 * everything is loaded, loading the next page when moving on from the last loaded photo; with the
 * keyboard (← / → mirrored in right-to-left, Home, End) and by swiping (pointer events).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

const SWIPE_PX = 50;
/** Fetch the next page once the viewer is this close to the last loaded photo. */
const PREFETCH = 3;

export interface LightboxMoves {
  go(delta: number): void;
  /** A page is being loaded to move on into. */
  waiting: boolean;
  onKeyDown(e: KeyboardEvent): void;
  swipe: {
    onPointerDown(e: PointerEvent): void;
    onPointerUp(e: PointerEvent): void;
    onPointerCancel(): void;
  };
}

export function useLightboxMoves({
  index,
  loaded,
  onIndex,
  more,
  rtl,
}: {
  index: number | null;
  loaded: number;
  onIndex: (index: number) => void;
  more?: () => Promise<number>;
  rtl: boolean;
}): LightboxMoves {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [waiting, setWaiting] = useState(false);
  // The latest index and page loader, for answers that arrive after a render.
  const latest = useRef({ index, more });
  useEffect(() => {
    latest.current = { index, more };
  });

  const go = (delta: number) => {
    if (index === null || !loaded) return;
    const target = index + delta;
    if (target >= loaded) {
      if (!more) onIndex(0);
      else if (!waiting) {
        // The next page, then its first photo (unless the viewer moved or closed meanwhile).
        setWaiting(true);
        more()
          .then(
            (n) => {
              if (latest.current.index === index && n > target) onIndex(target);
            },
            () => undefined,
          )
          .finally(() => setWaiting(false));
      }
    } else if (target < 0) {
      if (!more) onIndex(loaded - 1);
    } else onIndex(target);
  };

  // Near the end of what is loaded: fetch the next page ahead (once per move).
  useEffect(() => {
    if (index !== null && index >= loaded - PREFETCH) latest.current.more?.().catch(() => undefined);
  }, [index, loaded]);

  const onKeyDown = (e: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward) go(1);
    else if (e.key === back) go(-1);
    else if (e.key === 'Home') onIndex(0);
    else if (e.key === 'End') onIndex(loaded - 1);
    else return;
    e.preventDefault();
  };

  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      start.current = { x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s) return;
      const dx = e.clientX - s.x;
      if (!Number.isFinite(dx)) return;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - s.y)) return;
      // Swiping the photo to the left shows the next one (in RTL: to the right).
      go(dx < 0 !== rtl ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };

  return { go, waiting, onKeyDown, swipe };
}
