/**
 * Layout settings kept in localStorage (docs/product.md#layout: colours, ltr/rtl, light/dark). The colours are a
 * cache of the app settings so a reload paints the brand colours before the settings call answers.
 */
import { useSyncExternalStore } from 'react';

export const LAYOUT_SETTINGS_KEY = 'wisuda.layout';

export interface LayoutSettings {
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  primary: string;
  secondary: string;
}

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  mode: 'light',
  direction: 'ltr',
  primary: '#7366ff',
  secondary: '#f73164',
};

const HEX = /^#[0-9a-f]{6}$/i;

function read(): LayoutSettings {
  try {
    const parsed = JSON.parse(
      window.localStorage.getItem(LAYOUT_SETTINGS_KEY) ?? '{}',
    ) as Partial<LayoutSettings>;
    return {
      mode: parsed.mode === 'dark' ? 'dark' : 'light',
      direction: parsed.direction === 'rtl' ? 'rtl' : 'ltr',
      primary: HEX.test(parsed.primary ?? '') ? parsed.primary! : DEFAULT_LAYOUT_SETTINGS.primary,
      secondary: HEX.test(parsed.secondary ?? '') ? parsed.secondary! : DEFAULT_LAYOUT_SETTINGS.secondary,
    };
  } catch {
    return { ...DEFAULT_LAYOUT_SETTINGS }; // unreadable or blocked storage
  }
}

let current: LayoutSettings | undefined;
const listeners = new Set<() => void>();

export function getLayoutSettings(): LayoutSettings {
  current ??= read();
  return current;
}

export function setLayoutSettings(change: Partial<LayoutSettings>): void {
  const previous = getLayoutSettings();
  const next = { ...previous, ...change };
  try {
    window.localStorage.setItem(LAYOUT_SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // storage blocked: the settings last for this page only
  }
  if (JSON.stringify(next) === JSON.stringify(previous)) return;
  current = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(subscribe, getLayoutSettings, getLayoutSettings);
}

/** Test hook: read the settings from storage again. */
export function resetLayoutSettingsForTests(): void {
  current = undefined;
}
