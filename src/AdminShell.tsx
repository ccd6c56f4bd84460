import { AdminApp } from './App';
import { AppThemeProvider } from './layout/theme';

/** The admin app with the app's theme: what src/Root.tsx loads on demand. */
export function AdminShell() {
  return (
    <AppThemeProvider>
      <AdminApp />
    </AppThemeProvider>
  );
}
