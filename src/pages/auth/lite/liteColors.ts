/**
 * The colours of the MUI-free sign-in page as CSS custom properties (lite.css): the brand colours
 * of the app settings made readable as the app's theme makes them (src/layout/theme.tsx), and the
 * text, field and alert colours of MUI's light or dark palette.
 */
import type { CSSProperties } from 'react';
import { alpha, darken, getContrastRatio, lighten } from '@mui/material/styles';
import { AA, BACKGROUNDS, FILLED_INPUT, readableOn } from '../../../layout/palette';

const MODES = {
  light: {
    text: 'rgba(0, 0, 0, 0.87)',
    text2: 'rgba(0, 0, 0, 0.6)',
    line: 'rgba(0, 0, 0, 0.42)',
    hover: 'rgba(0, 0, 0, 0.04)',
    disabled: 'rgba(0, 0, 0, 0.38)',
    disabledBg: 'rgba(0, 0, 0, 0.12)',
    error: '#d32f2f',
    alerts: {
      error: ['#5f2120', '#fdeded'],
      warning: ['#663c00', '#fff4e5'],
      info: ['#014361', '#e5f6fd'],
      success: ['#1e4620', '#edf7ed'],
    },
  },
  dark: {
    text: '#ffffff',
    text2: 'rgba(255, 255, 255, 0.7)',
    line: 'rgba(255, 255, 255, 0.7)',
    hover: 'rgba(255, 255, 255, 0.08)',
    disabled: 'rgba(255, 255, 255, 0.3)',
    disabledBg: 'rgba(255, 255, 255, 0.12)',
    error: '#f44336',
    alerts: {
      error: ['#f4c7c7', '#160b0b'],
      warning: ['#ffe2b7', '#191207'],
      info: ['#b8e7fb', '#071318'],
      success: ['#cce8cd', '#0c130d'],
    },
  },
} as const;

export function liteColors(
  mode: 'light' | 'dark',
  brandPrimary: string,
  brandSecondary: string,
): CSSProperties {
  const bg = BACKGROUNDS[mode];
  const m = MODES[mode];
  const on = [bg.default, bg.paper, FILLED_INPUT[mode]];
  let primary = '#7366ff';
  let secondary = '#f73164';
  try {
    primary = readableOn(brandPrimary, on, mode);
    secondary = readableOn(brandSecondary, on, mode);
  } catch {
    // an unusable colour in the settings: keep the defaults
  }
  const accent = mode === 'dark' ? lighten(primary, 0.2) : darken(primary, 0.2);
  const vars: Record<string, string> = {
    colorScheme: mode,
    '--wl-bg': bg.default,
    '--wl-paper': bg.paper,
    '--wl-filled': FILLED_INPUT[mode],
    '--wl-primary': primary,
    '--wl-on-primary': getContrastRatio('#ffffff', primary) >= AA ? '#ffffff' : 'rgba(0, 0, 0, 0.87)',
    '--wl-primary-soft': alpha(primary, 0.16),
    '--wl-secondary-soft': alpha(secondary, 0.14),
    '--wl-accent': accent,
    '--wl-text': m.text,
    '--wl-text-2': m.text2,
    '--wl-line': m.line,
    '--wl-hover': m.hover,
    '--wl-disabled': m.disabled,
    '--wl-disabled-bg': m.disabledBg,
    '--wl-error': readableOn(m.error, [bg.paper, FILLED_INPUT[mode]], mode),
    '--wl-error-text': m.alerts.error[0],
    '--wl-error-bg': m.alerts.error[1],
    '--wl-warning-text': m.alerts.warning[0],
    '--wl-warning-bg': m.alerts.warning[1],
    '--wl-info-text': m.alerts.info[0],
    '--wl-info-bg': m.alerts.info[1],
    '--wl-success-text': m.alerts.success[0],
    '--wl-success-bg': m.alerts.success[1],
  };
  return vars as CSSProperties;
}
