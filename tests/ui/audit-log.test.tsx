/**
 * Setting → Log Audit (src/pages/audit/AuditLogPage.tsx): the entries the server gives, newest first
 * (the request asks for it), with the writer or "by the server or another account"; a row opens to
 * the record before and after; a filter goes to the server as it is. On a phone, one line per entry.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route } from 'react-router-dom';
import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { createTheme, ThemeProvider } from '@mui/material';
import { AuditLogPage } from '../../src/pages/audit/AuditLogPage';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { server } from './msw';
import { listAnswer, recordRequests } from './resourcesApp';

configure({ asyncUtilTimeout: 8000 });
const originalMatchMedia = window.matchMedia;
afterEach(() => {
  server.events.removeAllListeners();
  window.matchMedia = originalMatchMedia;
});

const ROWS = [
  {
    id: 31,
    user_id: 2,
    user_name: 'Operator UGM',
    action: 'update',
    resource: 'mahasiswa',
    record_id: '7',
    before: { nama: 'Rina Lama' },
    after: { nama: 'Rina Baru' },
    ip: '10.0.0.8',
    created_at: '2026-11-20T08:30:00.000Z',
  },
  {
    id: 30,
    user_id: null,
    user_name: null,
    action: 'create',
    resource: 'mahasiswa',
    record_id: '7',
    before: null,
    after: { nama: 'Rina Lama' },
    ip: null,
    created_at: '2026-11-19T08:30:00.000Z',
  },
];

function renderPage(width?: number) {
  const theme = createTheme();
  if (width) window.matchMedia = matchWidth(width);
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/setting/audit-log']}>
        <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} disableTelemetry>
          <CustomRoutes>
            <Route path="/setting/audit-log" element={<AuditLogPage />} />
          </CustomRoutes>
        </Admin>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** A window `width` pixels wide, as MUI's useMediaQuery asks it. */
function matchWidth(width: number): typeof window.matchMedia {
  return (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

describe('the audit log screen', { timeout: 120_000 }, () => {
  it('lists the entries newest first, opens one to its record before and after, and sends a filter', async () => {
    const seen = recordRequests();
    server.use(http.get('/api/audit-log', () => listAnswer(ROWS)));
    const user = userEvent.setup();
    renderPage();
    const row = (await screen.findByText('Operator UGM')).closest('tr')!;
    expect(screen.getByText('By the server or another account')).toBeTruthy();
    const first = seen.find((r) => r.path === '/api/audit-log')!;
    expect(JSON.parse(first.query.get('sort')!)).toEqual(['id', 'DESC']);
    await user.click(row);
    const detail = await screen.findByTestId('audit-entry-detail');
    expect(detail.textContent).toContain('Rina Lama');
    expect(detail.textContent).toContain('Rina Baru');
    await user.type(screen.getByLabelText('Resource'), 'user');
    await waitFor(() =>
      expect(
        seen.some(
          (r) => r.path === '/api/audit-log' && JSON.parse(r.query.get('filter') ?? '{}').resource === 'user',
        ),
      ).toBe(true),
    );
  });

  it('shows one line per entry on a phone', async () => {
    server.use(http.get('/api/audit-log', () => listAnswer(ROWS)));
    renderPage(360);
    expect(await screen.findByText('mahasiswa 7 · update')).toBeTruthy();
    expect(screen.getByText('mahasiswa 7 · create')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
