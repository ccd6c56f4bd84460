/**
 * The public app settings (brand names, logo, colours, registration mode) read from
 * `GET /api/setting/apps/public` (no sign-in needed: the login page is branded too).
 * `useAppSettings()` is usable anywhere, also outside `<Admin>` (the theme provider wraps it), so
 * this is a tiny external store rather than a react-query hook. After the settings form saves,
 * `invalidateAppSettings()` reloads them and every reader (theme, sidebar brand, footer) re-renders;
 * `APP_SETTINGS_EVENT` is fired on window as well for non-React readers.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { RegistrationMode } from '../../domain/registration';
import { httpClient } from './httpClient';

export interface PublicAppSettings {
  nama_aplikasi: string;
  nama_universitas: string;
  logo: string | null;
  warna_primer: string;
  warna_sekunder: string;
  /** Who may register as a student (domain/options.ts REGISTRATION_MODES). */
  registrasi: RegistrationMode;
}

export const DEFAULT_APP_SETTINGS: PublicAppSettings = {
  nama_aplikasi: 'Wisuda',
  nama_universitas: 'Universitas',
  logo: null,
  warna_primer: '#7366ff',
  warna_sekunder: '#f73164',
  registrasi: 'open',
};

export const APP_SETTINGS_URL = '/api/setting/apps/public';
export const APP_SETTINGS_EVENT = 'wisuda:app-settings';

export interface AppSettingsState {
  data: PublicAppSettings;
  /** True until the first answer (or failure) arrived. */
  isLoading: boolean;
}

let state: AppSettingsState = { data: DEFAULT_APP_SETTINGS, isLoading: true };
let loading: Promise<PublicAppSettings> | undefined;
let loadedOnce = false;
const listeners = new Set<() => void>();

function setState(next: AppSettingsState): void {
  state = next;
  for (const listener of listeners) listener();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(APP_SETTINGS_EVENT));
}

function merge(raw: Partial<PublicAppSettings> | undefined): PublicAppSettings {
  const out = { ...DEFAULT_APP_SETTINGS };
  for (const key of Object.keys(DEFAULT_APP_SETTINGS) as (keyof PublicAppSettings)[]) {
    const value = raw?.[key];
    if (value !== undefined && value !== null && value !== '') Object.assign(out, { [key]: value });
  }
  return out;
}

/** Fetches the settings now (deduplicated while a call runs). A failure keeps the last known values. */
export function loadAppSettings(): Promise<PublicAppSettings> {
  if (loading) return loading;
  loading = httpClient<Partial<PublicAppSettings>>(APP_SETTINGS_URL)
    .then(({ json }) => {
      const data = merge(json);
      setState({ data, isLoading: false });
      return data;
    })
    .catch((error: unknown) => {
      console.error('Loading the app settings failed', error);
      setState({ data: state.data, isLoading: false });
      return state.data;
    })
    .finally(() => {
      loading = undefined;
    });
  loadedOnce = true;
  return loading;
}

/** Reload after a change (the settings form calls this after a successful save). */
export function invalidateAppSettings(): Promise<PublicAppSettings> {
  return loadAppSettings();
}

/** Applies known values at once (e.g. the record just saved), before the reload answers. */
export function setAppSettings(values: Partial<PublicAppSettings>): void {
  setState({ data: merge({ ...state.data, ...values }), isLoading: false });
}

export function getAppSettings(): PublicAppSettings {
  return state.data;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppSettings(): AppSettingsState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useEffect(() => {
    if (!loadedOnce) void loadAppSettings();
  }, []);
  return current;
}

/** Test helper: forget everything loaded. */
export function resetAppSettingsForTests(): void {
  loadedOnce = false;
  loading = undefined;
  state = { data: DEFAULT_APP_SETTINGS, isLoading: true };
}
