/**
 * CSV export of the generated lists: a page larger than the server's cap (1000 rows) is fetched in
 * consecutive chunks with the same sort and filter, references are exported by their labels, and a
 * failing chunk shows a notification instead of silently downloading nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { http, HttpResponse } from 'msw';
import { downloadCSV, fetchRelatedRecords } from 'react-admin';
import { mahasiswa as mahasiswaDef, plan as planDef, user as userDef } from '../../domain/resources';
import { createDataProvider, getListInChunks } from '../../src/providers/dataProvider';
import { exportRows } from '../../src/resources/generic/exporter';
import { server } from './msw';
import { emptyLists, listAnswer, recordRequests, renderResources } from './resourcesApp';
import { setViewport } from './shellApp';

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}));

configure({ asyncUtilTimeout: 8000 });

const TOTAL = 2500;
const ROLES = [
  { id: 1, name: 'Administrator' },
  { id: 2, name: 'Mahasiswa' },
];

const userRow = (i: number) => ({
  id: i + 1,
  name: `User ${String(i + 1).padStart(4, '0')}`,
  email: `user${i + 1}@example.test`,
  nim: null,
  roles: [i % 2 === 0 ? 2 : 1],
  is_active: true,
  email_verified_at: null,
});

/** The users list API as the server answers it: at most 1000 rows a request, else 400. */
function answerUsers(request: Request) {
  const [start, end] = JSON.parse(new URL(request.url).searchParams.get('range') ?? '[0,24]') as number[];
  if (end - start + 1 > 1000) {
    return HttpResponse.json({ message: 'At most 1000 rows per page.', errors: {} }, { status: 400 });
  }
  const rows = [];
  for (let i = start; i <= Math.min(end, TOTAL - 1); i++) rows.push(userRow(i));
  return listAnswer(rows, TOTAL, start);
}
const usersList = http.get('/api/setting/users/user', ({ request }) => answerUsers(request));

const rolesByIds = http.get('/api/setting/users/role', ({ request }) => {
  const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as { id?: number[] };
  return listAnswer(ROLES.filter((r) => !filter.id || filter.id.includes(r.id)));
});

const ranges = (seen: ReturnType<typeof recordRequests>) =>
  seen
    .filter((r) => r.method === 'GET' && r.path === '/api/setting/users/user')
    .map((r) => JSON.parse(r.query.get('range')!) as number[]);

beforeEach(() => vi.mocked(downloadCSV).mockClear());
afterEach(() => server.events.removeAllListeners());

describe('CSV export', { timeout: 120_000 }, () => {
  it('exports more rows than one server page in 1000-row chunks, roles by name', async () => {
    const seen = recordRequests();
    server.use(usersList, rolesByIds, emptyLists);
    const user = userEvent.setup();
    renderResources('/setting/users');
    await screen.findByText('User 0001');
    // what the screen asked before (the page, the approval queue's count): the count is a request of
    // its own, asked for once the toolbar is drawn; its badge shows when it has answered
    await screen.findByRole('button', { name: '999+ Awaiting approval' });
    const shown = ranges(seen).length;

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloadCSV).toHaveBeenCalledTimes(1));

    // the export's consecutive chunks, stopping at the total
    expect(ranges(seen).slice(shown)).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ]);
    const exportCalls = seen.filter((r) => r.path === '/api/setting/users/user').slice(shown);
    for (const call of exportCalls) {
      expect(JSON.parse(call.query.get('sort')!)).toEqual(['name', 'ASC']);
      expect(JSON.parse(call.query.get('filter')!)).toEqual({});
    }

    const [csv, filename] = vi.mocked(downloadCSV).mock.calls[0];
    expect(filename).toBe('setting-users');
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.data).toHaveLength(TOTAL);
    expect(parsed.data[0]).toMatchObject({ id: '1', Name: 'User 0001', Roles: 'Mahasiswa' });
    expect(parsed.data[2499]).toMatchObject({ id: '2500', Roles: 'Administrator' });
    expect(csv).not.toMatch(/,1,|,2,/);
  });

  it('exports only the selected rows from the bulk bar, on a phone too (issue 12.1)', async () => {
    setViewport(390);
    const seen = recordRequests();
    const usersByIds = http.get('/api/setting/users/user', ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as { id?: number[] };
      return filter.id ? listAnswer(filter.id.map((id) => userRow(id - 1))) : undefined;
    });
    server.use(usersByIds, usersList, rolesByIds, emptyLists);
    const user = userEvent.setup();
    renderResources('/setting/users');
    await screen.findByText('User 0001');

    for (const name of ['User 0002', 'User 0004']) {
      await user.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
    }
    const bar = screen
      .getByText('2 items selected')
      .closest<HTMLElement>('[data-test="bulk-actions-toolbar"]')!;
    expect(within(bar).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloadCSV).toHaveBeenCalledTimes(1));

    const byIds = seen.filter((r) => r.path === '/api/setting/users/user').at(-1)!;
    expect(JSON.parse(byIds.query.get('filter')!)).toEqual({ id: [2, 4] });
    const parsed = Papa.parse<Record<string, string>>(vi.mocked(downloadCSV).mock.calls[0][0], {
      header: true,
    });
    expect(parsed.data.map((r) => r.Name)).toEqual(['User 0002', 'User 0004']);
  });

  it('shows a notification and downloads nothing when a chunk fails', async () => {
    server.use(
      http.get('/api/setting/users/user', ({ request }) => {
        const [start] = JSON.parse(new URL(request.url).searchParams.get('range')!) as number[];
        if (start >= 1000) return HttpResponse.json({ message: 'Boom', errors: {} }, { status: 500 });
        return answerUsers(request);
      }),
      rolesByIds,
      emptyLists,
    );
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderResources('/setting/users', { tools: true });
    await screen.findByText('User 0001');

    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findAllByText('Server communication error'))[0]).toBeVisible();
    expect(downloadCSV).not.toHaveBeenCalled();
    vi.mocked(console.error).mockRestore();
  });
});

describe('dataProvider chunks and the exporter over HTTP', () => {
  it('getList of 2500 rows from offset 500 asks 1000-row ranges and stops at the total', async () => {
    const seen = recordRequests();
    server.use(usersList);
    const result = await getListInChunks('/api/setting/users/user', {
      pagination: { page: 2, perPage: 2500 },
      sort: { field: 'email', order: 'DESC' },
      filter: { is_active: true },
    });
    // rows 2500.. do not exist: one request, the total ends it
    expect(ranges(seen)).toEqual([[2500, 3499]]);
    expect(result).toEqual({ data: [], total: TOTAL });

    const provider = createDataProvider();
    const all = await provider.getList('setting/users', {
      pagination: { page: 1, perPage: 10000 },
      sort: { field: 'email', order: 'DESC' },
      filter: { is_active: true },
    });
    expect(all.total).toBe(TOTAL);
    expect(all.data.map((r) => r.id)).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
    expect(ranges(seen).slice(1)).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ]);
    const last = seen.at(-1)!;
    expect(JSON.parse(last.query.get('sort')!)).toEqual(['email', 'DESC']);
    expect(JSON.parse(last.query.get('filter')!)).toEqual({ is_active: true });
  });

  it('a failing chunk fails the call with the server error', async () => {
    server.use(
      http.get('/api/setting/users/user', () =>
        HttpResponse.json({ message: 'Boom', errors: {} }, { status: 500 }),
      ),
    );
    await expect(
      createDataProvider().getList('setting/users', {
        pagination: { page: 1, perPage: 5000 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ status: 500, message: 'Boom' });
  });

  it('the exporter names roles (ids or objects) by their label', async () => {
    server.use(rolesByIds);
    const provider = createDataProvider();
    const records = [
      { ...userRow(0), roles: [1, 2] },
      { ...userRow(1), roles: [{ id: 2, name: 'Mahasiswa' }] },
      { ...userRow(2), roles: [] },
    ];
    const rows = await exportRows(
      userDef,
      'setting/users',
      records,
      fetchRelatedRecords(provider),
      (key, o) => String((o as { _?: string })?._ ?? key),
    );
    expect(rows.map((r) => r.Role)).toEqual(['Administrator, Mahasiswa', 'Mahasiswa', '']);
  });

  it('neutralises cells that start like a formula, numbers aside (domain/csv.ts)', async () => {
    server.use(rolesByIds);
    const records = [
      { ...userRow(0), name: '=HYPERLINK("http://evil.test","klik")', email: '@evil.test', id: -7 },
    ];
    const rows = await exportRows(
      userDef,
      'setting/users',
      records,
      fetchRelatedRecords(createDataProvider()),
      (key, o) => String((o as { _?: string })?._ ?? key),
    );
    expect(rows[0]).toMatchObject({
      id: -7,
      Nama: `'=HYPERLINK("http://evil.test","klik")`,
      Email: "'@evil.test",
    });
    const [, line] = Papa.parse<string[]>(Papa.unparse(rows)).data;
    expect(line.slice(0, 3)).toEqual(['-7', `'=HYPERLINK("http://evil.test","klik")`, "'@evil.test"]);
  });

  it('writes values machine-readable, whatever the UI language: years, amounts and counts as the API gives them', async () => {
    // German on screen: "2.022"-style grouping, "1.500.000,50 Rp" and "12.000" never reach the file
    const german = (key: string, o?: unknown) => String((o as { _?: string })?._ ?? key);
    const provider = fetchRelatedRecords(createDataProvider());
    const [student] = await exportRows(
      mahasiswaDef,
      'master/mahasiswa',
      [
        {
          id: 1,
          nim: '2201234567',
          nama: 'Ani',
          angkatan: 2022,
          ipk: 3.5,
          pt_id: 1,
          pt_nama: 'Universitas Uji',
        },
      ],
      provider,
      german,
    );
    expect(student).toMatchObject({ Angkatan: 2022, IPK: 3.5 });
    const [row] = await exportRows(
      planDef,
      'setting/plan',
      [{ id: 1, kode: 'PRO', nama: 'Profesional', harga: 1500000.5, durasi_bulan: 12, max_mahasiswa: 12000 }],
      provider,
      german,
    );
    expect(row).toMatchObject({ Harga: 1500000.5, 'Maks. Mahasiswa': 12000 });
    const [, line] = Papa.parse<string[]>(Papa.unparse([row])).data;
    expect(line).toContain('1500000.5');
    expect(line).toContain('12000');
  });
});
