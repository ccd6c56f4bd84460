/** Brand colours made readable: text in these colours must reach WCAG AA (4.5:1) on the page. */
import { darken, getContrastRatio, lighten } from '@mui/material/styles';

export const AA = 4.5;

/** The page and paper backgrounds of the themes (src/layout/theme.tsx, the sign-in page's CSS). */
export const BACKGROUNDS = {
  light: { default: '#f5f6fa', paper: '#ffffff' },
  dark: { default: '#1d1e26', paper: '#262932' },
} as const;

/** The background of a filled text field over paper (MUI: 6% black / 9% white). */
export const FILLED_INPUT = { light: '#f0f0f0', dark: '#393c44' } as const;

/**
 * The colour itself when it has enough contrast against every background given, otherwise the
 * closest darker (light mode) or lighter (dark mode) shade that has.
 */
export function readableOn(color: string, backgrounds: readonly string[], mode: 'light' | 'dark'): string {
  const ok = (c: string) => backgrounds.every((bg) => getContrastRatio(c, bg) >= AA);
  if (ok(color)) return color;
  for (let step = 0.02; step <= 1; step += 0.02) {
    const candidate = mode === 'light' ? darken(color, step) : lighten(color, step);
    if (ok(candidate)) return toHex(candidate);
  }
  return mode === 'light' ? '#000000' : '#ffffff';
}

function toHex(color: string): string {
  const match = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  if (!match) return color;
  return `#${match
    .slice(1, 4)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
}
