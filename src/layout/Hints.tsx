/**
 * One tooltip for every element marked `data-hint="…"` (`{...hint(label)}`): shown on hover (after
 * MUI's usual delay), on keyboard focus and on a long press, hidden on leaving, blur, click and
 * Escape. Icon buttons use it rather than each mounting a MUI Tooltip: a list row's show/edit
 * links, a menu item's pin, an upload's retry and cancel, the header's buttons. Fifty Tooltips on a
 * page of 25 rows cost about a quarter of the list's first render. The element carries its own
 * accessible name (`aria-label`, the hint's text or a more precise one); the hint is its visible twin.
 */
import { useEffect, useState } from 'react';
import { Tooltip } from '@mui/material';

const ENTER_DELAY_MS = 100;
/** A finger held this long shows the hint (MUI's long press), which stays this long after it lifts. */
const TOUCH_DELAY_MS = 700;
const TOUCH_LEAVE_MS = 1500;

/** The props marking an element for the shared hint; `name`, its accessible name when more precise. */
export const hint = (label: string, name = label) => ({ 'data-hint': label, 'aria-label': name });

const hinted = (node: EventTarget | null): HTMLElement | null =>
  node instanceof Element ? node.closest<HTMLElement>('[data-hint]') : null;

export function Hints() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (element: HTMLElement | null, delay: number) => {
      clearTimeout(timer);
      if (!element) return setAnchor(null);
      timer = setTimeout(() => setAnchor(element), delay);
    };
    const onOver = (event: MouseEvent) => show(hinted(event.target), ENTER_DELAY_MS);
    const onOut = (event: MouseEvent) => {
      const from = hinted(event.target);
      if (from && !from.contains(event.relatedTarget as Node | null)) show(null, 0);
    };
    const onFocus = (event: FocusEvent) => {
      const element = hinted(event.target);
      show(element?.matches(':focus-visible') ? element : null, 0);
    };
    const hide = () => show(null, 0);
    const onTouchStart = (event: TouchEvent) => show(hinted(event.target), TOUCH_DELAY_MS);
    const onTouchEnd = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setAnchor(null), TOUCH_LEAVE_MS);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    const listeners = [
      ['mouseover', onOver],
      ['mouseout', onOut],
      ['focusin', onFocus],
      ['focusout', hide],
      ['click', hide],
      ['keydown', onKey],
      ['touchstart', onTouchStart],
      ['touchend', onTouchEnd],
      ['touchcancel', onTouchEnd],
    ] as const;
    // capture: a click that navigates away hides the hint before the row is gone
    for (const [type, listener] of listeners)
      document.addEventListener(type, listener as EventListener, true);
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener as EventListener, true);
    };
  }, []);

  const open = !!anchor?.isConnected;
  return (
    <Tooltip
      open={open}
      title={anchor?.dataset.hint ?? ''}
      describeChild
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: anchor } }}
    >
      <span hidden />
    </Tooltip>
  );
}
