/**
 * The app's themes: brand colours from the app settings (default #7366ff / #f73164), light and
 * dark, left-to-right or right-to-left (Arabic). `AppThemeProvider` wraps `<Admin>`;
 * `useAppTheme()` gives `<Admin>` its `theme`, `darkTheme` and `defaultTheme`.
 */
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';
import { useAppSettings } from '../providers/appSettings';
import type { LanguageDef } from '../../domain/i18n/languages';
import { getCurrentLanguage, subscribeLanguage } from '../providers/i18nProvider';
import { setLayoutSettings, useLayoutSettings, type LayoutSettings } from './layoutSettings';
import { BACKGROUNDS, FILLED_INPUT, readableOn } from './palette';

export interface AppThemes {
  lightTheme: RaThemeOptions;
  darkTheme: RaThemeOptions;
  defaultTheme: 'light' | 'dark';
}

const ltrCache = createCache({ key: 'wltr', prepend: true });
const rtlCache = createCache({ key: 'wrtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] });

/** One theme for a mode, direction and pair of brand colours. */
export function buildTheme(
  mode: 'light' | 'dark',
  direction: 'ltr' | 'rtl',
  primary: string,
  secondary: string,
  /** BCP 47 tag: react-admin's date and number fields format in the chosen language. */
  locale = 'en-US',
): RaThemeOptions {
  const bg = BACKGROUNDS[mode];
  // Primary text also sits on filled inputs (focused labels): check those backgrounds too.
  const on = [bg.default, bg.paper, FILLED_INPUT[mode]];
  const base = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  return deepmerge(base, {
    direction,
    palette: {
      mode,
      // MUI picks white or dark text on a colour by this threshold: AA for normal text.
      contrastThreshold: 4.5,
      primary: { main: readableOn(primary, on, mode) },
      secondary: { main: readableOn(secondary, on, mode) },
      background: bg,
    },
    shape: { borderRadius: 8 },
    sidebar: { width: 264, closedWidth: 0 },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      RaToolbar: {
        styleOverrides: { root: { backgroundColor: mode === 'dark' ? '#2f323d' : '#eceef5' } },
      },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      RaDateField: { defaultProps: { locales: locale } },
      RaNumberField: { defaultProps: { locales: locale } },
    },
  }) as RaThemeOptions;
}

const ThemeContext = createContext<AppThemes | undefined>(undefined);

function useLanguage(): LanguageDef {
  return useSyncExternalStore(subscribeLanguage, getCurrentLanguage, getCurrentLanguage);
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useAppSettings();
  const language = useLanguage();
  const direction = language.dir;
  const settings: LayoutSettings = useLayoutSettings();

  // Keep direction and (once known) the brand colours in the stored layout settings.
  useEffect(() => {
    const change: Partial<LayoutSettings> = { direction };
    if (!isLoading) Object.assign(change, { primary: data.warna_primer, secondary: data.warna_sekunder });
    setLayoutSettings(change);
  }, [direction, isLoading, data.warna_primer, data.warna_sekunder]);

  const primary = isLoading ? settings.primary : data.warna_primer;
  const secondary = isLoading ? settings.secondary : data.warna_sekunder;
  const value = useMemo<AppThemes>(
    () => ({
      lightTheme: buildTheme('light', direction, primary, secondary, language.intl),
      darkTheme: buildTheme('dark', direction, primary, secondary, language.intl),
      defaultTheme: settings.mode,
    }),
    [direction, primary, secondary, settings.mode, language.intl],
  );

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
    </CacheProvider>
  );
}

export function useAppTheme(): AppThemes {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useAppTheme() must be used inside <AppThemeProvider>');
  return value;
}
