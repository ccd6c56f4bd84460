/**
 * Plain anchors marked `data-app-link` (`{...appLink(path)}`, src/layout/appLink.ts) open their page inside the app: one
 * click listener for the whole layout instead of a react-router `<Link>` per anchor. A list row's
 * reference and icon links use it: a Link runs a dozen router hooks, and 125 of them on a page of
 * 25 students cost about a fifth of the list's first render. The anchor keeps a real `href`, so a
 * middle click, Ctrl+click or "open in new tab" work as on any link.
 *
 * Every in-app link (these, the menu's, a button's) also starts its screen's code when the pointer
 * or the keyboard focus reaches it (src/routePreload.ts, through ./linkPreload.ts): by the click, the code
 * is mostly there.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { preloadLinkTarget } from './linkPreload';

/** The anchor matching `selector` an event's target is in, unless it downloads a file. */
function anchorAt(target: EventTarget | null, selector: string): HTMLAnchorElement | undefined {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>(selector) : null;
  return anchor && !anchor.hasAttribute('download') ? anchor : undefined;
}

/** The in-app path an event's target links to, if any. */
function inAppPath(target: EventTarget | null): string | undefined {
  const anchor = anchorAt(target, 'a[href]');
  if (!anchor || anchor.origin !== window.location.origin) return undefined;
  return anchor.pathname.startsWith('/api/') ? undefined : anchor.pathname;
}

export function AppLinks() {
  const navigate = useNavigate();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      const anchor = anchorAt(event.target, 'a[data-app-link]');
      const to = anchor?.getAttribute('href');
      if (!anchor || !to) return;
      if (anchor.target && anchor.target !== '_self') return;
      event.preventDefault();
      void navigate(to);
    };
    let last: string | undefined;
    const onIntent = (event: Event) => {
      const path = inAppPath(event.target);
      if (!path || path === last || path === window.location.pathname) return;
      last = path;
      preloadLinkTarget(path);
    };
    // capture: before a row's own click handler, which the anchor stops from opening the row
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [navigate]);
  return null;
}
