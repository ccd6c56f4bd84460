import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { recordRequests } from './resourcesApp';
import { apiPathOf, buildResourceMap, createDataProvider } from '../../src/providers/dataProvider';
import { apiHeaders, httpClient } from '../../src/providers/httpClient';
import { i18nProvider } from '../../src/providers/i18nProvider';
import {
  clearAllOptions,
  clearOptions,
  getOptionEntry,
  loadOptions,
  useOptions,
  type OptionListName,
} from '../../src/providers/options';
import { authProvider } from '../../src/providers/authProvider';
import { getToken, saveSession } from '../../src/providers/session';
import { RESOURCES } from '../../domain/resources';

afterEach(() => {
  server.events.removeAllListeners();
  clearAllOptions();
  vi.restoreAllMocks();
});

describe('dataProvider', () => {
  const dataProvider = createDataProvider();

  it('maps every declared resource name (its spec route) to its API path', () => {
    const map = buildResourceMap(RESOURCES);
    expect(apiPathOf('master/perguruan-tinggi', map)).toBe('data-induk/pt/pt');
    expect(apiPathOf('master/perguruan-tinggi/bentuk', map)).toBe('data-induk/pt/bentuk-pt');
    expect(apiPathOf('master/perguruan-tinggi/fakultas', map)).toBe('data-induk/pt/fakultas');
    expect(apiPathOf('master/program-studi', map)).toBe('data-induk/pt/ps');
    expect(apiPathOf('master/mahasiswa', map)).toBe('mahasiswa/mahasiswa');
    expect(apiPathOf('menu/acara', map)).toBe('acara/acara');
    expect(apiPathOf('setting/users', map)).toBe('setting/users/user');
    expect(apiPathOf('setting/hak-akses/role', map)).toBe('setting/users/role');
    expect(apiPathOf('setting/hak-akses/permission', map)).toBe('setting/users/permission');
    expect(apiPathOf('setting/apps', map)).toBe('setting/apps');
    expect(apiPathOf('setting/plan', map)).toBe('setting/plan');
  });

  it('lists with sort, range and filter, unwraps data and reads the total from Content-Range', async () => {
    const seen = recordRequests();
    saveSession({ token: 'tok-123', user: { id: 1, name: 'A', roles: [] }, roles: [], permissions: [] });
    let auth: string | null = null;
    server.use(
      http.get('/api/mahasiswa/mahasiswa', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(
          { data: [{ id: 5, nim: '2026000001', nama: 'Siti' }] },
          { headers: { 'Content-Range': 'mahasiswa 25-25/319' } },
        );
      }),
    );
    const result = await dataProvider.getList('master/mahasiswa', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'nim', order: 'DESC' },
      filter: { q: 'siti', pt_id: 3 },
    });
    expect(result).toEqual({ data: [{ id: 5, nim: '2026000001', nama: 'Siti' }], total: 319 });
    expect(auth).toBe('Bearer tok-123');
    const request = seen[0];
    expect(request.path).toBe('/api/mahasiswa/mahasiswa');
    expect(JSON.parse(request.query.get('sort')!)).toEqual(['nim', 'DESC']);
    expect(JSON.parse(request.query.get('range')!)).toEqual([25, 49]);
    expect(JSON.parse(request.query.get('filter')!)).toEqual({ q: 'siti', pt_id: 3 });
  });

  it('serves getMany with filter={"id":[...]}', async () => {
    const seen = recordRequests();
    server.use(
      http.get('/api/data-induk/pt/pt', () =>
        HttpResponse.json({ data: [{ id: 1 }, { id: 2 }] }, { headers: { 'Content-Range': 'pt 0-1/2' } }),
      ),
    );
    const { data } = await dataProvider.getMany('master/perguruan-tinggi', { ids: [1, 2] });
    expect(data.map((r) => r.id)).toEqual([1, 2]);
    expect(JSON.parse(seen[0].query.get('filter')!)).toEqual({ id: [1, 2] });
  });

  it('reads and writes the app settings singleton without an id', async () => {
    const seen = recordRequests();
    server.use(
      http.get('/api/setting/apps', () => HttpResponse.json({ data: { id: 1, nama_aplikasi: 'Wisuda' } })),
      http.put('/api/setting/apps', async ({ request }) =>
        HttpResponse.json({ data: { id: 1, ...((await request.json()) as object) } }),
      ),
      http.get('/api/setting/apps/public', () => HttpResponse.json({ data: { nama_aplikasi: 'Baru' } })),
    );
    const { data } = await dataProvider.getOne('setting/apps', { id: 'current' });
    expect(data).toMatchObject({ id: 'current', nama_aplikasi: 'Wisuda' });
    await dataProvider.update('setting/apps', {
      id: 'current',
      data: { nama_aplikasi: 'Baru' },
      previousData: data,
    });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/setting/apps', 'PUT /api/setting/apps']),
    );
    // saving the settings reloads the public brand for the theme and header
    await waitFor(() => expect(seen.some((r) => r.path === '/api/setting/apps/public')).toBe(true));
  });

  it('turns an error body into an HttpError with flattened field errors; 401 signs out', async () => {
    saveSession({ token: 'tok-1', user: { id: 1, name: 'A', roles: [] }, roles: [], permissions: [] });
    server.use(
      http.post('/api/data-induk/pt/pt', () =>
        HttpResponse.json(
          { message: 'The data is not valid', errors: { kode_pt: ['Taken.', 'Second.'] } },
          { status: 409 },
        ),
      ),
      http.get('/api/data-induk/pt/pt/9', () =>
        HttpResponse.json({ message: 'Session expired' }, { status: 401 }),
      ),
    );
    await expect(
      dataProvider.create('master/perguruan-tinggi', { data: { kode_pt: '1' } }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'The data is not valid',
      body: { message: 'The data is not valid', errors: { kode_pt: 'Taken.' } },
    });
    expect(getToken()).toBe('tok-1');
    await expect(httpClient('/api/data-induk/pt/pt/9')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeUndefined();
  });

  it('sends the current UI language as Accept-Language and passes the error code on', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get('/api/data-induk/pt/pt/1', ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json(
          { message: 'Data tidak valid.', code: 'http.unprocessable', errors: {} },
          { status: 422 },
        );
      }),
    );
    try {
      await expect(httpClient('/api/data-induk/pt/pt/1')).rejects.toMatchObject({
        status: 422,
        body: { message: 'Data tidak valid.', code: 'http.unprocessable' },
      });
      await i18nProvider.changeLocale('id');
      await expect(httpClient('/api/data-induk/pt/pt/1')).rejects.toMatchObject({ status: 422 });
      await i18nProvider.changeLocale('pt-BR');
      await expect(dataProvider.getOne('master/perguruan-tinggi', { id: 1 })).rejects.toMatchObject({
        status: 422,
      });
      // An explicit header of the caller is kept.
      await expect(
        httpClient('/api/data-induk/pt/pt/1', { headers: { 'Accept-Language': 'ar' } }),
      ).rejects.toMatchObject({ status: 422 });
      expect(apiHeaders()['Accept-Language']).toBe('pt-BR');
    } finally {
      await i18nProvider.changeLocale('en');
    }
    expect(languages).toEqual(['en', 'id', 'pt-BR', 'ar']);
  });

  it('empties the option list of a resource after it changed', async () => {
    server.use(
      http.get('/api/data-induk/pt/fakultas/getoption', () =>
        HttpResponse.json({ data: [{ id: 1, name: 'F' }] }),
      ),
      http.delete('/api/data-induk/pt/fakultas/1', () => HttpResponse.json({ data: { id: 1 } })),
    );
    await loadOptions('fakultas', { pt_id: 3 });
    expect(getOptionEntry('fakultas', { pt_id: 3 })?.items).toHaveLength(1);
    await dataProvider.delete('master/perguruan-tinggi/fakultas', { id: 1, previousData: { id: 1 } });
    expect(getOptionEntry('fakultas', { pt_id: 3 })).toBeUndefined();
  });

  it('empties the mahasiswa option list (only it) after a bulk delete of mahasiswa', async () => {
    server.use(
      http.get('/api/mahasiswa/mahasiswa/getoption', () =>
        HttpResponse.json({ data: [{ id: 1, name: 'Ani' }] }),
      ),
      http.get('/api/acara/acara/getoption', () => HttpResponse.json({ data: [{ id: 3, name: 'Wisuda' }] })),
      http.delete('/api/mahasiswa/mahasiswa', () => HttpResponse.json({ data: [1, 2] })),
    );
    await loadOptions('mahasiswa');
    await loadOptions('acara');
    await dataProvider.deleteMany('master/mahasiswa', { ids: [1, 2] });
    expect(getOptionEntry('mahasiswa')).toBeUndefined();
    expect(getOptionEntry('acara')?.items).toHaveLength(1);
  });
});

function OptionProbe({
  name,
  params,
  testId,
}: {
  name: OptionListName;
  params?: Record<string, number>;
  testId: string;
}) {
  const { status, items } = useOptions(name, params);
  return <output data-testid={testId}>{`${status}:${items.map((i) => i.name).join(',')}`}</output>;
}

describe('option lists in client state', () => {
  it('load on demand once for every reader, per query, and are emptied by name', async () => {
    const seen = recordRequests();
    let round = 1;
    server.use(
      http.get('/api/setting/users/role/getoption', () =>
        HttpResponse.json({ data: [{ id: 1, name: `Administrator${round}` }] }),
      ),
      http.get('/api/data-induk/pt/fakultas/getoption', ({ request }) =>
        HttpResponse.json({
          data: [{ id: 9, name: `Fak-${new URL(request.url).searchParams.get('pt_id')}` }],
        }),
      ),
    );
    render(
      <>
        <OptionProbe name="role" testId="a" />
        <OptionProbe name="role" testId="b" />
        <OptionProbe name="fakultas" params={{ pt_id: 4 }} testId="c" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('loaded:Administrator1'));
    expect(screen.getByTestId('b')).toHaveTextContent('loaded:Administrator1');
    await waitFor(() => expect(screen.getByTestId('c')).toHaveTextContent('loaded:Fak-4'));
    expect(seen.filter((r) => r.path === '/api/setting/users/role/getoption')).toHaveLength(1);
    expect(seen.find((r) => r.path === '/api/data-induk/pt/fakultas/getoption')?.query.get('pt_id')).toBe(
      '4',
    );

    round = 2;
    act(() => clearOptions('fakultas'));
    // emptying another list leaves the roles alone
    expect(screen.getByTestId('a')).toHaveTextContent('loaded:Administrator1');
    act(() => clearOptions('role'));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('loaded:Administrator2'));
    expect(seen.filter((r) => r.path === '/api/setting/users/role/getoption')).toHaveLength(2);
  });

  it('only logs a failed call and answers an empty list; a later use loads it again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen = recordRequests();
    let fail = true;
    server.use(
      http.get('/api/acara/acara/getoption', () =>
        fail
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json({ data: [{ id: 3, name: 'Wisuda' }] }),
      ),
    );
    await expect(loadOptions('acara')).resolves.toEqual([]);
    expect(getOptionEntry('acara')?.status).toBe('error');
    expect(error).toHaveBeenCalledTimes(1);

    // a screen showing the failed list asks once, not in a loop while the server keeps failing
    const first = render(<OptionProbe name="acara" testId="a" />);
    await waitFor(() => expect(seen).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('error:'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(2);
    first.unmount();

    // the next use after the server recovered gets the list
    fail = false;
    render(<OptionProbe name="acara" testId="b" />);
    await waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent('loaded:Wisuda'));
    expect(seen).toHaveLength(3);
    await expect(loadOptions('acara')).resolves.toEqual([{ id: 3, name: 'Wisuda' }]);
    expect(seen).toHaveLength(3);
  });

  it('are all emptied on logout, on a 401 (react-admin or any other call) and on sign-in', async () => {
    server.use(
      http.get('/api/setting/users/role/getoption', () =>
        HttpResponse.json({ data: [{ id: 1, name: 'A' }] }),
      ),
      http.get('/api/acara/acara/getoption', () => HttpResponse.json({ data: [{ id: 3, name: 'W' }] })),
      http.post('/api/auth/logout', () => HttpResponse.json({ data: { ok: true } })),
      http.post('/api/auth/login', () =>
        HttpResponse.json({ data: { token: 't2', user: { id: 2, name: 'B', roles: [] }, roles: [] } }),
      ),
      http.get('/api/setting/users/user/1', () =>
        HttpResponse.json({ message: 'Unauthenticated', errors: {} }, { status: 401 }),
      ),
    );
    const signIn = () =>
      saveSession({ token: 't1', user: { id: 1, name: 'A', roles: [] }, roles: [], permissions: [] });
    const fill = async () => {
      await loadOptions('role');
      await loadOptions('acara');
      expect(getOptionEntry('role')?.items).toHaveLength(1);
      expect(getOptionEntry('acara')?.items).toHaveLength(1);
    };
    const emptied = () => {
      expect(getOptionEntry('role')).toBeUndefined();
      expect(getOptionEntry('acara')).toBeUndefined();
    };

    signIn();
    await fill();
    await authProvider.logout({});
    emptied();

    signIn();
    await fill();
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    emptied();

    // a 401 from a call react-admin does not see (httpClient ends the session)
    signIn();
    await fill();
    await expect(httpClient('/api/setting/users/user/1')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeUndefined();
    emptied();

    await fill();
    await authProvider.login({ login: 'b@example.test', password: 'secret123' });
    emptied();
  });
});
