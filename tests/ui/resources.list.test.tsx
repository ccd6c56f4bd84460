import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { emptyLists, listAnswer, location, recordRequests, renderResources } from './resourcesApp';

// react-admin's list round trips (URL sync, debounce, refetch) are slow under jsdom
configure({ asyncUtilTimeout: 8000 });

afterEach(() => server.events.removeAllListeners());

const PT_ROWS = [
  {
    id: 7,
    kode_pt: '001001',
    nama: 'Universitas Indonesia',
    singkatan: 'UI',
    bentuk_pt_id: 3,
    bentuk_pt_nama: 'Universitas',
    status_milik: 'Negeri',
    akreditasi: 'Unggul',
    kota: 'Depok',
    is_active: true,
  },
  {
    id: 8,
    kode_pt: '001002',
    nama: 'Institut Teknologi Bandung',
    singkatan: 'ITB',
    bentuk_pt_id: 4,
    bentuk_pt_nama: 'Institut',
    status_milik: 'Negeri',
    akreditasi: 'Unggul',
    kota: 'Bandung',
    is_active: false,
  },
];

const ptList = http.get('/api/data-induk/pt/pt', ({ request }) => {
  const q = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}').q as string | undefined;
  const rows = q ? PT_ROWS.filter((r) => r.nama.toLowerCase().includes(q.toLowerCase())) : PT_ROWS;
  return listAnswer(rows, q ? rows.length : 30);
});

const listCalls = (seen: ReturnType<typeof recordRequests>, path: string) =>
  seen.filter((r) => r.method === 'GET' && r.path === path);

/** Opens the perguruan tinggi list, selects both rows and presses the bulk Delete button. */
async function selectBothAndDelete() {
  const user = userEvent.setup();
  renderResources('/master/perguruan-tinggi');
  await screen.findByText('Universitas Indonesia');
  for (const name of ['Universitas Indonesia', 'Institut Teknologi Bandung']) {
    await user.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
  }
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  return user;
}

describe('generated list', { timeout: 120_000 }, () => {
  it('renders the declared columns with translated labels and the rows, sorted, ranged and counted', async () => {
    const seen = recordRequests();
    server.use(ptList, emptyLists);
    renderResources('/master/perguruan-tinggi');

    expect(await screen.findByText('Universitas Indonesia')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual([
      'Institution code',
      'Name',
      'Abbreviation',
      'Institution form',
      'Ownership',
      'Accreditation',
      'City',
      'Active',
      'Actions',
    ]);
    // the reference column shows the name (joined by the API) and links to the spec edit path
    const bentuk = screen.getByRole('link', { name: 'Universitas' });
    expect(bentuk).toHaveAttribute('href', '/master/perguruan-tinggi/bentuk/edit/3');
    // Content-Range total drives the pagination
    expect(screen.getByText('1-25 of 30')).toBeInTheDocument();

    const first = listCalls(seen, '/api/data-induk/pt/pt')[0];
    expect(JSON.parse(first.query.get('sort')!)).toEqual(['nama', 'ASC']);
    expect(JSON.parse(first.query.get('range')!)).toEqual([0, 24]);
    expect(JSON.parse(first.query.get('filter')!)).toEqual({});
  });

  it('draws the rows in a later pass without ever showing "none found" or a page count above rows still to come', async () => {
    server.use(ptList, emptyLists);
    const wrong: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      if (/No .* found/.test(text)) wrong.push('none found');
      if (text.includes('1-25 of 30') && !text.includes('Universitas Indonesia')) wrong.push('count first');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderResources('/master/perguruan-tinggi');
    expect(await screen.findByText('Universitas Indonesia')).toBeInTheDocument();
    expect(await screen.findByText('1-25 of 30')).toBeInTheDocument();
    observer.disconnect();
    expect(wrong).toEqual([]);
  });

  it('sorts by a declared column, searches with q and filters by a declared filter', async () => {
    const seen = recordRequests();
    server.use(ptList, emptyLists);
    const user = userEvent.setup();
    renderResources('/master/perguruan-tinggi');
    await screen.findByText('Universitas Indonesia');

    await user.click(screen.getByRole('button', { name: /sort by institution code/i }));
    await waitFor(() => {
      const last = listCalls(seen, '/api/data-induk/pt/pt').at(-1)!;
      expect(JSON.parse(last.query.get('sort')!)).toEqual(['kode_pt', 'ASC']);
    });
    // a column not declared sortable offers no sort button
    expect(screen.queryByRole('button', { name: /sort by institution form/i })).not.toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search'), 'bandung');
    await waitFor(() => {
      const last = listCalls(seen, '/api/data-induk/pt/pt').at(-1)!;
      expect(JSON.parse(last.query.get('filter')!)).toEqual({ q: 'bandung' });
    });
    await waitFor(() => expect(screen.queryByText('Universitas Indonesia')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Add filter/i }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Ownership' }));
    await user.click(await screen.findByRole('combobox', { name: 'Ownership' }));
    await user.click(await screen.findByRole('option', { name: 'Private' }));
    await waitFor(() => {
      const last = listCalls(seen, '/api/data-induk/pt/pt').at(-1)!;
      expect(JSON.parse(last.query.get('filter')!)).toEqual({ q: 'bandung', status_milik: 'Swasta' });
    });
  });

  it('opens a row at the spec edit path and the create button at /add', async () => {
    server.use(ptList, emptyLists);
    const user = userEvent.setup();
    renderResources('/master/perguruan-tinggi');
    await screen.findByText('Universitas Indonesia');
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      '/master/perguruan-tinggi/add',
    );

    server.use(
      http.get('/api/data-induk/pt/pt/:id', ({ params }) =>
        HttpResponse.json({ data: PT_ROWS.find((r) => r.id === Number(params.id)) }),
      ),
    );
    await user.click(screen.getByText('Institut Teknologi Bandung'));
    await waitFor(() => expect(location()).toBe('/master/perguruan-tinggi/edit/8'));
    expect(await screen.findByDisplayValue('Institut Teknologi Bandung')).toBeInTheDocument();
  });

  it("opens a row's reference and icon links inside the app, not the row, and leaves a modified click to the browser", async () => {
    server.use(ptList, emptyLists);
    const user = userEvent.setup();
    renderResources('/master/perguruan-tinggi');
    await screen.findByText('Universitas Indonesia');
    const row = () => screen.getByText('Institut Teknologi Bandung').closest('tr')!;

    // Ctrl+click: left to the browser (a new tab; jsdom cannot, so it is held back here, after
    // the app's listener); the app stays where it is
    const holdBack = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', holdBack, true);
    await user.keyboard('{Control>}');
    await user.click(within(row()).getByRole('link', { name: 'Institut' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', holdBack, true);
    expect(location()).toBe('/master/perguruan-tinggi');

    await user.click(within(row()).getByRole('link', { name: 'Institut' }));
    await waitFor(() => expect(location()).toBe('/master/perguruan-tinggi/bentuk/edit/4'));
  });

  it('opens the show page from the icon link of a row', async () => {
    server.use(ptList, emptyLists);
    const user = userEvent.setup();
    renderResources('/master/perguruan-tinggi');
    await screen.findByText('Universitas Indonesia');
    const row = screen.getByText('Universitas Indonesia').closest('tr')!;
    await user.click(within(row).getByRole('link', { name: 'Show' }));
    await waitFor(() => expect(location()).toBe('/master/perguruan-tinggi/show/7'));
  });

  it("names a row's icon links in the layout's one shared tooltip, on hover and on keyboard focus", async () => {
    server.use(ptList, emptyLists);
    const user = userEvent.setup();
    renderResources('/master/perguruan-tinggi');
    await screen.findByText('Universitas Indonesia');
    const row = screen.getByText('Institut Teknologi Bandung').closest('tr')!;
    const edit = within(row).getByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', '/master/perguruan-tinggi/edit/8');
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(edit);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
    await user.unhover(edit);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    // the keyboard reaches the show link of the first row: its hint follows the focus
    const show = within(screen.getByText('Universitas Indonesia').closest('tr')!).getByRole('link', {
      name: 'Show',
    });
    show.focus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    expect(show).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Show');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // a long press on a touch screen shows it too, and it goes a moment after the finger lifts
    fireEvent.touchStart(edit);
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Edit');
    fireEvent.touchEnd(edit);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 4000 });
    // one tooltip for the whole table, however many rows: no icon link mounts its own
    expect(document.querySelectorAll('[data-hint]')).toHaveLength(4);
  });

  it('shows an empty state inviting to create the first record', async () => {
    server.use(emptyLists);
    renderResources('/menu/acara');
    expect(await screen.findByText('No Events yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/menu/acara/add');
  });

  it('treats a nested spec path as its own resource, not as an edit of its parent', async () => {
    const seen = recordRequests();
    server.use(
      http.get('/api/data-induk/pt/bentuk-pt', () =>
        listAnswer([
          { id: 3, kode: '23', nama: 'Universitas' },
          { id: 4, kode: '22', nama: 'Institut' },
        ]),
      ),
      emptyLists,
    );
    renderResources('/master/perguruan-tinggi/bentuk');
    expect(await screen.findByText('Institut')).toBeInTheDocument();
    expect(seen.some((r) => r.path === '/api/data-induk/pt/bentuk-pt')).toBe(true);
    expect(seen.some((r) => r.path.startsWith('/api/data-induk/pt/pt'))).toBe(false);
  });

  it('mounts the bulk buttons with the first selected row and drops them with the last', async () => {
    server.use(ptList, emptyLists);
    const user = userEvent.setup();
    renderResources('/master/perguruan-tinggi');
    await screen.findByText('Universitas Indonesia');
    const bulkButton = (name: string) => screen.queryByRole('button', { name, hidden: true });
    expect(bulkButton('Delete')).toBeNull();
    expect(bulkButton('Export')).not.toBeNull(); // the toolbar's own export of the whole list
    const checkbox = within(screen.getByText('Universitas Indonesia').closest('tr')!).getByRole('checkbox');
    await user.click(checkbox);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Export' })).toHaveLength(2);
    await user.click(checkbox);
    await waitFor(() => expect(bulkButton('Delete')).toBeNull());
  });

  it('deletes the selected rows only after confirmation, in one request', async () => {
    const seen = recordRequests();
    server.use(
      ptList,
      http.delete('/api/data-induk/pt/pt', ({ request }) => {
        const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
        return HttpResponse.json({ data: filter.id });
      }),
      emptyLists,
    );
    const user = await selectBothAndDelete();
    const dialog = await screen.findByRole('dialog');
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    const [del] = seen.filter((r) => r.method === 'DELETE');
    expect(del.path).toBe('/api/data-induk/pt/pt');
    expect(JSON.parse(del.query.get('filter')!)).toEqual({ id: [7, 8] });
  });

  it("shows the server's message when the batch is refused (409) and keeps the rows", async () => {
    const message =
      'Perguruan Tinggi "Institut Teknologi Bandung" (id 8) is still referenced by Fakultas (3 records). Remove or change those first.';
    const seen = recordRequests();
    server.use(
      ptList,
      http.delete('/api/data-induk/pt/pt', () => HttpResponse.json({ message }, { status: 409 })),
      emptyLists,
    );
    const user = await selectBothAndDelete();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByText('Universitas Indonesia')).toBeInTheDocument();
    expect(screen.getByText('Institut Teknologi Bandung')).toBeInTheDocument();
  });

  it('shows one record at /show/{id} with references by name and an edit link at the spec path', async () => {
    server.use(
      http.get('/api/data-induk/pt/pt/7', () => HttpResponse.json({ data: PT_ROWS[0] })),
      http.get('/api/data-induk/pt/bentuk-pt', () =>
        listAnswer([{ id: 3, kode: '23', nama: 'Universitas' }]),
      ),
      emptyLists,
    );
    renderResources('/master/perguruan-tinggi/show/7');
    expect(await screen.findByText('Universitas Indonesia')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Universitas' })).toHaveAttribute(
      'href',
      '/master/perguruan-tinggi/bentuk/edit/3',
    );
    expect(screen.getByText('Institution code')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/master/perguruan-tinggi/edit/7',
    );
  });
});
