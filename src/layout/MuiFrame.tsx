/**
 * The app's MUI theme (brand colours, light or dark, direction) around MUI screens rendered outside
 * the admin app: the account pages other than sign-in in the light shell, and what the sign-in page
 * loads later. Loaded with them, so the sign-in page's first download has no MUI.
 */
import type { ReactNode } from 'react';
import { ThemeProvider, ThemesContext } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { AppThemeProvider, useAppTheme } from './theme';

function Themed({ children, baseline }: { children: ReactNode; baseline: boolean }) {
  const themes = useAppTheme();
  return (
    <ThemesContext.Provider value={themes}>
      <ThemeProvider>
        {baseline ? <CssBaseline enableColorScheme /> : null}
        {children}
      </ThemeProvider>
    </ThemesContext.Provider>
  );
}

/** `baseline`: also MUI's page reset (a whole page; not for a part of the sign-in page). */
export function MuiFrame({ children, baseline = true }: { children: ReactNode; baseline?: boolean }) {
  return (
    <AppThemeProvider>
      <Themed baseline={baseline}>{children}</Themed>
    </AppThemeProvider>
  );
}
