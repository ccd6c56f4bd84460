/**
 * The start-up's reads ahead (src/routeData.ts): a signed-in page's first reads are asked for
 * while its code loads, and the screen's own calls take those answers instead of asking again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DASHBOARD_READS, pageFromConfig } from '../../domain/pages';
import { resolveConfig } from '../../domain/config/resolve';
import { BUILTIN_RESOURCES, RESOURCES } from '../../domain/resources';
import { dataProvider } from '../../src/providers/dataProvider';
import { LIST_PAGE_SIZE, actionsOf, raName } from '../../domain/resource';
import { forgetReadsAheadForTests, httpClient, readAhead } from '../../src/providers/httpClient';
import { resetAppSettingsForTests } from '../../src/providers/appSettings';
import { resetUserReloadForTests } from '../../src/providers/authProvider';
import { saveSession } from '../../src/providers/session';
import { startRouteData } from '../../src/routeData';
import { firstReadsAt } from '../../src/routePreload';
import { formatsOf } from '../../domain/format';
import { specPath } from '../../src/resources/paths';
import { server } from './msw';
import { emptyLists, listAnswer, recordRequests, renderResources } from './resourcesApp';

afterEach(() => {
  server.events.removeAllListeners();
  forgetReadsAheadForTests();
  resetAppSettingsForTests();
  resetUserReloadForTests();
});

const nothingKept = () => false;
const at = (pathname: string, search = '') => ({ pathname, search });
const signIn = (permissions: string[] = ['mahasiswa.view']) =>
  saveSession({
    token: 'tok-1',
    user: { id: 1, name: 'Admin', email: 'admin@test', roles: [{ id: 1, name: 'Administrator' }] },
    roles: [{ id: 1, name: 'Administrator' }],
    permissions,
  });
const getsOf = (seen: ReturnType<typeof recordRequests>, path: string) =>
  seen.filter((r) => r.method === 'GET' && r.path === path).map((r) => `${r.path}?${r.query.toString()}`);

describe('the first reads of an address', () => {
  // every declared list, those with their own screens module included
  const LISTS = RESOURCES.filter((def) => !def.singleton && actionsOf(def).includes('view')).map(
    (def) => `/${raName(def)}`,
  );

  it.each(LISTS)('the list at %s reads ahead the very URL its screen asks for', async (path) => {
    const [ahead] = firstReadsAt(at(path), [], nothingKept);
    const apiPath = new URL(ahead, 'http://x').pathname;
    const seen = recordRequests();
    server.use(emptyLists);
    renderResources(path);
    // among the screen's reads of that path (a screen may read it for something else too, as the
    // users list counts the registrations waiting for approval)
    await expect.poll(() => getsOf(seen, apiPath), { timeout: 15_000 }).toContain(ahead);
    expect(new URL(ahead, 'http://x').searchParams.get('range')).toBe(`[0,${LIST_PAGE_SIZE - 1}]`);
  });

  // every declared record screen: the edit form where the resource may be changed, else the show view
  const RECORDS = RESOURCES.filter((def) => !def.singleton && actionsOf(def).includes('view')).map((def) =>
    specPath(raName(def), actionsOf(def).includes('update') ? 'edit' : 'show', 'a b/7'),
  );

  it.each(RECORDS)('the record screen at %s reads ahead the very URL its screen asks for', async (path) => {
    const [ahead] = firstReadsAt(at(path), [], nothingKept);
    expect(ahead).toMatch(/\/a%20b%2F7$/);
    const seen = recordRequests();
    server.use(emptyLists);
    renderResources(path);
    await expect
      .poll(() => seen.filter((r) => r.method === 'GET').map((r) => r.path), { timeout: 15_000 })
      .toContain(new URL(ahead, 'http://x').pathname);
  });

  it("a configured page's list read is the very URL react-admin's useGetList asks for with its parameters", async () => {
    const params = {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'nama', order: 'DESC' as const },
      filter: { angkatan: 2022 },
    };
    const { pages } = resolveConfig(BUILTIN_RESOURCES, {
      pages: [
        {
          path: '/menu/rekap',
          title: 'Rekap',
          permission: 'mahasiswa.view',
          component: async () => ({ default: () => null }),
          reads: [{ list: 'mahasiswa', perPage: 1000, sort: params.sort, filter: params.filter }],
        },
      ],
    });
    const [ahead] = firstReadsAt(at('/menu/rekap'), [], nothingKept, [pageFromConfig(pages[0])]);
    const def = RESOURCES.find((r) => r.name === 'mahasiswa')!;
    const seen = recordRequests();
    server.use(emptyLists);
    await dataProvider.getList(raName(def), params);
    const [asked] = getsOf(seen, new URL(ahead, 'http://x').pathname);
    expect(asked).toBe(ahead);
  });

  it('reads nothing ahead for a list whose rows the address or its kept parameters choose', () => {
    expect(firstReadsAt(at('/master/mahasiswa', '?page=2'), [], nothingKept)).toEqual([]);
    const kept = firstReadsAt(at('/master/mahasiswa'), [], (resource) => resource === 'master/mahasiswa');
    expect(kept).toEqual([]);
    expect(firstReadsAt(at('/master/mahasiswa/add'), [], nothingKept)).toEqual([]);
    expect(firstReadsAt(at('/nowhere'), [], nothingKept)).toEqual([]);
  });

  it("reads a singleton's record, and the dashboard its first role fills ('/' included)", () => {
    const settings = RESOURCES.find((def) => def.singleton)!;
    expect(firstReadsAt(at(`/${raName(settings)}`), [], nothingKept)).toEqual([
      `/api/${settings.apiPath.replace(/^\/+|\/+$/g, '')}`,
    ]);
    expect(firstReadsAt(at('/dashboard'), ['mahasiswa.view'], nothingKept)).toEqual([DASHBOARD_READS.admin]);
    expect(firstReadsAt(at('/'), ['galeri.self'], nothingKept)).toEqual([DASHBOARD_READS.mahasiswa]);
  });

  it('names the university chosen in the header as the screens then ask for it', () => {
    expect(firstReadsAt(at('/dashboard', '?pt=2'), ['mahasiswa.view'], nothingKept)).toEqual([
      `${DASHBOARD_READS.admin}?pt=2`,
    ]);
    const [list] = firstReadsAt(at('/master/mahasiswa', '?pt=2'), [], nothingKept);
    expect(new URL(list, 'http://x').searchParams.get('pt')).toBe('2');
    expect(firstReadsAt(at('/master/mahasiswa', '?pt=2&page=2'), [], nothingKept)).toEqual([]);
  });
});

describe('reading ahead', () => {
  it('the list screen takes the answer read ahead: one request, and the screen shows its rows', async () => {
    signIn();
    const [ahead] = firstReadsAt(at('/master/perguruan-tinggi'), [], nothingKept);
    const seen = recordRequests();
    server.use(
      http.get('/api/data-induk/pt/pt', () => listAnswer([{ id: 7, nama: 'Universitas Indonesia' }])),
      emptyLists,
    );
    readAhead(ahead);
    renderResources('/master/perguruan-tinggi');
    expect(await screen.findByText('Universitas Indonesia')).toBeInTheDocument();
    expect(getsOf(seen, '/api/data-induk/pt/pt')).toEqual([ahead]);
  });

  it('is taken once, by a GET of the same session within its time; else the call asks itself', async () => {
    signIn();
    let answers = 0;
    server.use(http.get('/api/ping', () => HttpResponse.json({ data: { n: ++answers } })));
    readAhead('/api/ping');
    expect((await httpClient('/api/ping')).json).toEqual({ n: 1 });
    expect((await httpClient('/api/ping')).json).toEqual({ n: 2 }); // taken already

    readAhead('/api/ping');
    await expect.poll(() => answers).toBe(3);
    saveSession({ token: 'tok-2', user: { id: 2, name: 'B', roles: [] }, roles: [], permissions: [] });
    expect((await httpClient('/api/ping')).json).toEqual({ n: 4 }); // another session's answer is not taken

    readAhead('/api/ping');
    await expect.poll(() => answers).toBe(5);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    expect((await httpClient('/api/ping')).json).toEqual({ n: 6 }); // too old
    later.mockRestore();
  });

  it('a failed read ahead is asked again by the call, and a POST never takes one', async () => {
    signIn();
    let fail = true;
    let calls = 0;
    server.use(
      http.get('/api/ping', () => {
        calls += 1;
        return fail
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json({ data: 'ok' });
      }),
      http.post('/api/ping', () => HttpResponse.json({ data: 'posted' })),
    );
    readAhead('/api/ping');
    await expect.poll(() => calls).toBe(1);
    fail = false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await httpClient('/api/ping')).json).toBe('ok');
    expect(calls).toBe(2);
    readAhead('/api/ping');
    await expect.poll(() => calls).toBe(3);
    expect((await httpClient('/api/ping', { method: 'POST', body: '{}' })).json).toBe('posted');
  });
});

describe('the start-up', () => {
  it('asks for nothing without a session', async () => {
    const seen = recordRequests();
    startRouteData(at('/master/mahasiswa'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });

  it("asks for the settings, the user and the screen's first reads at once", async () => {
    signIn();
    const seen = recordRequests();
    server.use(
      http.get('/api/setting/apps/public', () => HttpResponse.json({ data: {} })),
      http.get('/api/setting/users/user/1', () => HttpResponse.json({ data: { id: 1, name: 'Admin' } })),
      http.get(DASHBOARD_READS.admin, () => HttpResponse.json({ data: {} })),
    );
    startRouteData(at('/dashboard'));
    await expect
      .poll(() => seen.map((r) => r.path).sort(), { timeout: 10_000 })
      .toEqual([
        '/api/auth/me',
        '/api/dashboard/admin',
        '/api/setting/apps/public',
        '/api/setting/users/user/1',
      ]);
  });

  it("makes the language's count and date formatters while the code loads, for the screens to reuse", async () => {
    signIn();
    server.use(http.get('*', () => HttpResponse.json({ data: {} })));
    // a language no other test of this file formats in: its formatters are not cached yet
    window.localStorage.setItem('currentLanguage', 'de');
    const made: string[] = [];
    const { NumberFormat, DateTimeFormat } = Intl;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.push(`number ${String(args[0])} ${JSON.stringify(args[1])}`);
      }
    } as typeof NumberFormat;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.push(`date ${String(args[0])} ${JSON.stringify(args[1])}`);
      }
    } as typeof DateTimeFormat;
    try {
      startRouteData(at('/master/mahasiswa'));
      await vi.waitFor(() =>
        expect(made).toEqual(
          expect.arrayContaining([
            'number de-DE {"maximumFractionDigits":2}',
            'date de-DE {"dateStyle":"medium"}',
          ]),
        ),
      );
      made.length = 0;
      expect(formatsOf('de').count(1234.5)).toBe('1.234,5');
      expect(made).toEqual([]);
    } finally {
      Intl.NumberFormat = NumberFormat;
      Intl.DateTimeFormat = DateTimeFormat;
      window.localStorage.removeItem('currentLanguage');
    }
  });
});
