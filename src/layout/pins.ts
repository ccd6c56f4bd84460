/**
 * Pinned menu items (sidebar "Pinned" group and the header's bookmark panel), kept in localStorage
 * per signed-in user (`wisuda.pinnedMenu.<user id>`): another user of the same browser sees their
 * own pins, never these. Signed out, nobody has pins.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { getStoredUser, SESSION_EVENT, USER_KEY } from '../providers/session';

/** The prefix of every user's key; alone, the key once shared by every user of a browser. */
export const PINS_KEY = 'wisuda.pinnedMenu';
/** docs/product.md#constants: the bookmark panel shows at most 8 items. */
export const MAX_BOOKMARKS = 8;

/** The storage key of one user's pins. */
export function pinsKeyOf(userId: number | string): string {
  return `${PINS_KEY}.${userId}`;
}

const EMPTY: readonly string[] = [];
let cache: { key: string | undefined; raw: string | null; pins: readonly string[] } = {
  key: undefined,
  raw: null,
  pins: EMPTY,
};
const listeners = new Set<() => void>();

function currentKey(): string | undefined {
  const id = getStoredUser()?.id;
  return id === undefined || id === null ? undefined : pinsKeyOf(id);
}

function readRaw(key: string | undefined): string | null {
  if (!key) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked
  }
}

export function getPins(): readonly string[] {
  const key = currentKey();
  const raw = readRaw(key);
  if (key === cache.key && raw === cache.raw) return cache.pins;
  let pins: readonly string[] = EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) pins = parsed.filter((p): p is string => typeof p === 'string');
  } catch {
    pins = EMPTY; // damaged value: start again
  }
  cache = { key, raw, pins };
  return pins;
}

/** Replaces the signed-in user's pins (nobody signed in: nothing to keep). */
export function setPins(pins: readonly string[]): void {
  const key = currentKey();
  if (!key) return;
  try {
    window.localStorage.setItem(key, JSON.stringify([...new Set(pins)]));
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
  try {
    // Pins once shared by every user of the browser belong to nobody: dropped, never shown.
    window.localStorage.removeItem(PINS_KEY);
  } catch {
    // storage blocked
  }
  listeners.add(listener);
  const onStorage = (e: StorageEvent) =>
    (e.key === USER_KEY || e.key?.startsWith(`${PINS_KEY}.`)) && listener();
  window.addEventListener('storage', onStorage);
  // Another user signs in (or out): their pins, not these.
  window.addEventListener(SESSION_EVENT, listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_EVENT, listener);
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
