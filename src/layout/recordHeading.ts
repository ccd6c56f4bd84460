/**
 * The record a screen is about (an edit or show page), named in the page header: the screen
 * publishes its record's label for its location, the header reads it for the location it shows,
 * so a label never outlives its screen or reaches another page.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

let current: { path: string; label: string } | undefined;
const listeners = new Set<() => void>();

function publish(next: typeof current): void {
  current = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A screen names its record (`undefined` while it loads or when it has no label). */
export function usePublishRecordHeading(label: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!label) return undefined;
    const entry = { path: pathname, label };
    publish(entry);
    return () => {
      if (current === entry) publish(undefined);
    };
  }, [pathname, label]);
}

/** The label of the record shown at `pathname`, if its screen named one. */
export function useRecordHeading(pathname: string): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (current?.path === pathname ? current.label : undefined),
    () => undefined,
  );
}
