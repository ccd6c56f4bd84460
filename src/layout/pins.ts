/** Pinned menu items (sidebar "Pinned" group and the header's bookmark panel), kept in localStorage. */
import { useCallback, useSyncExternalStore } from 'react';

export const PINS_KEY = 'wisuda.pinnedMenu';
/** Spec §9: the bookmark panel shows at most 8 items. */
export const MAX_BOOKMARKS = 8;

const EMPTY: readonly string[] = [];
let cache: { raw: string | null; pins: readonly string[] } = { raw: null, pins: EMPTY };
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(PINS_KEY);
  } catch {
    return null; // storage blocked
  }
}

export function getPins(): readonly string[] {
  const raw = readRaw();
  if (raw === cache.raw) return cache.pins;
  let pins: readonly string[] = EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) pins = parsed.filter((p): p is string => typeof p === 'string');
  } catch {
    pins = EMPTY; // damaged value: start again
  }
  cache = { raw, pins };
  return pins;
}

export function setPins(pins: readonly string[]): void {
  try {
    window.localStorage.setItem(PINS_KEY, JSON.stringify([...new Set(pins)]));
  } catch {
    // storage blocked: nothing to keep
  }
  listeners.forEach((l) => l());
}

export function togglePin(path: string): void {
  const pins = getPins();
  setPins(pins.includes(path) ? pins.filter((p) => p !== path) : [...pins, path]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === PINS_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePins(): {
  pins: readonly string[];
  isPinned: (path: string) => boolean;
  toggle: (path: string) => void;
} {
  const pins = useSyncExternalStore(subscribe, getPins, () => EMPTY);
  const isPinned = useCallback((path: string) => pins.includes(path), [pins]);
  return { pins, isPinned, toggle: togglePin };
}
