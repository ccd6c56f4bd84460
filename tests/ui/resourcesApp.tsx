/**
 * Renders the real resource screens (every declaration's <Resource>, the real dataProvider over
 * the real httpClient, the real i18n) in <Admin> on a MemoryRouter, with a bare layout in place of
 * the shell. The API is answered by msw; `recordRequests` keeps what the screens sent.
 */
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Admin, memoryStore, Notification } from 'react-admin';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { AppLinks } from '../../src/layout/AppLinks';
import { Hints } from '../../src/layout/Hints';
import { LanguageSwitcher } from '../../src/layout/LanguageSwitcher';
import { PageHeader } from '../../src/layout/PageHeader';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { clearAllOptions } from '../../src/providers/options';
import { resourceElements } from '../../src/resources';
import { server } from './msw';

/** The screen alone, with what rows rely on from the shell: the shared tooltip and app links. */
function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main>
      {children}
      <Hints />
      <AppLinks />
    </main>
  );
}

/** The bare layout plus react-admin's notifications and the real language switcher. */
function ToolsLayout({ children }: { children: ReactNode }) {
  return (
    <main>
      <LanguageSwitcher />
      {children}
      <Notification />
    </main>
  );
}

/** The bare layout with the shell's page header (title, breadcrumbs, document.title) above the screen. */
function HeaderLayout({ children }: { children: ReactNode }) {
  return (
    <main>
      <PageHeader />
      {children}
    </main>
  );
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * `tools`: also render react-admin's notifications and the header's language switcher; `header`:
 * the shell's page header.
 */
export function renderResources(path: string, { tools = false, header = false } = {}) {
  clearAllOptions();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={tools ? ToolsLayout : header ? HeaderLayout : BareLayout}
        store={memoryStore()}
        disableTelemetry
      >
        {resourceElements}
      </Admin>
      <LocationProbe />
    </MemoryRouter>,
  );
}

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Every API request the screens make, in order. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    let body: unknown;
    if (request.method !== 'GET' && request.method !== 'DELETE') {
      const text = await request.clone().text();
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
    }
    seen.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
  });
  return seen;
}

/** A list answer the way the API gives it: `{ data }` plus Content-Range. */
export function listAnswer(rows: JsonBodyType[], total = rows.length, start = 0) {
  const end = rows.length ? start + rows.length - 1 : start;
  return HttpResponse.json(
    { data: rows },
    { headers: { 'Content-Range': `items ${start}-${end}/${total}` } },
  );
}

/** Lists answered empty for any resource not stubbed otherwise (reference inputs, filters). */
export const emptyLists = http.get(/\/api\/.*/, () => listAnswer([]));

export const location = (container: HTMLElement = document.body) =>
  container.querySelector('[data-testid="location"]')?.textContent;

/** The helper text of the form control that holds the input labelled `label`. */
export function messageBeside(label: RegExp): string {
  const input = screen.getByLabelText(label);
  const describedBy = input.getAttribute('aria-describedby');
  const helper = describedBy ? document.getElementById(describedBy.split(' ')[0]) : null;
  return helper?.textContent ?? '';
}
