/** The student gallery rendered as the app shows it (real i18n, a theme in either direction), for UI tests. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { StudentGallery } from '../../src/pages/galeri/StudentGallery';

/** Renders the gallery; returns the user driving it. */
export function renderStudentGallery(direction: 'ltr' | 'rtl' = 'ltr') {
  const user = userEvent.setup();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ThemeProvider theme={createTheme({ direction })}>
        <StudentGallery />
      </ThemeProvider>
    </AdminContext>,
  );
  return user;
}
