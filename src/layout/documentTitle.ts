import { useLayoutEffect } from 'react';

/**
 * Names the page in `document.title`: its parts, most specific first, joined by " | " (empty ones
 * left out; no parts leaves the title alone). A layout effect, so the title changes in the same
 * commit as the heading it repeats: whoever finds the new page finds its title too.
 */
export function useDocumentTitle(parts: readonly (string | undefined)[]): void {
  const title = parts.filter(Boolean).join(' | ');
  useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
