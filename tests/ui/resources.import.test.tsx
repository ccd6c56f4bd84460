/**
 * The mahasiswa import dialog on the real list screen (msw answers the API): the sign-in account
 * option, the template download and the preview's row numbers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getOptionEntry, loadOptions } from '../../src/providers/options';
import { server } from './msw';
import { emptyLists, listAnswer, recordRequests, renderResources } from './resourcesApp';

configure({ asyncUtilTimeout: 8000 });
afterEach(() => server.events.removeAllListeners());

const IMPORT = '/api/mahasiswa/mahasiswa/import';

const studentList = http.get('/api/mahasiswa/mahasiswa', () =>
  listAnswer([{ id: 1, nim: '2021000001', nama: 'Ani Lestari', pt_id: 1, pt_nama: 'Universitas Uji' }]),
);

/** The preview answer (the file has a blank row 3): with accounts, row 4 (no e-mail) cannot have one. */
function previewAnswer(accounts: boolean) {
  return {
    rows: [
      { row: 2, values: { nim: '2024000001', nama: 'Rina', email: 'rina@kampus.ac.id' }, errors: {} },
      {
        row: 4,
        values: { nim: '2024000002', nama: 'Tanpa Surel', email: null },
        errors: accounts ? { email: ['An e-mail address is needed to create an account.'] } : {},
      },
    ],
    valid: accounts ? 1 : 2,
    invalid: accounts ? 1 : 0,
    ignored_columns: [],
  };
}

const importHandler = http.post(IMPORT, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const accounts = query.get('create_accounts') === 'true';
  if (query.get('mode') === 'commit')
    return HttpResponse.json({
      data: { ...previewAnswer(accounts), imported: 1, ids: [9], accounts: accounts ? 1 : 0 },
    });
  return HttpResponse.json({ data: previewAnswer(accounts) });
});

const importCalls = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((r) => r.method === 'POST' && r.path === IMPORT).map((r) => Object.fromEntries(r.query));

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderResources('/master/mahasiswa');
  await screen.findByText('Ani Lestari');
  await user.click(screen.getByRole('button', { name: 'Import' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

const csvFile = () =>
  new File(['NIM,Nama,Email\n2024000001,Rina,rina@kampus.ac.id\n\n2024000002,Tanpa Surel,\n'], 'm.csv', {
    type: 'text/csv',
  });

describe('import dialog', { timeout: 120_000 }, () => {
  it('creates sign-in accounts on request: the preview and the commit say so, and the switch re-checks the file', async () => {
    const seen = recordRequests();
    server.use(studentList, importHandler, emptyLists);
    const { user, dialog } = await openDialog();
    const accounts = within(dialog).getByRole('switch', {
      name: 'Create sign-in accounts for the imported students',
    });
    expect(accounts).not.toBeChecked();
    expect(accounts).toHaveAccessibleDescription(/e-mail with a link to choose a password/);

    await user.upload(within(dialog).getByTestId('import-file'), csvFile());
    expect(await within(dialog).findByTestId('import-summary')).toHaveTextContent(
      'valid: 2 · with errors: 0',
    );
    expect(importCalls(seen)).toEqual([{ mode: 'preview' }]);
    // the Row column shows the server's spreadsheet row numbers as they are (row 3 is blank)
    const firstCells = ['import-row-2', 'import-row-4'].map(
      (id) => within(within(dialog).getByTestId(id)).getAllByRole('cell')[0].textContent,
    );
    expect(firstCells).toEqual(['2', '4']);

    await user.click(accounts);
    await waitFor(() =>
      expect(within(dialog).getByTestId('import-summary')).toHaveTextContent('valid: 1 · with errors: 1'),
    );
    expect(importCalls(seen).at(-1)).toEqual({ mode: 'preview', create_accounts: 'true' });
    expect(
      within(within(dialog).getByTestId('import-row-4')).getByText(/An e-mail address is needed/),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Import only the 1 valid row' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('1 student imported and invited by e-mail to choose a password'),
    ).toBeInTheDocument();
    expect(importCalls(seen).at(-1)).toEqual({
      mode: 'commit',
      only_valid: 'true',
      create_accounts: 'true',
    });
  });

  it('says the preview was a trial run of the import: what would be created, and that nothing is saved yet', async () => {
    server.use(
      studentList,
      http.post(IMPORT, () => HttpResponse.json({ data: { ...previewAnswer(false), dry_run: true } })),
      emptyLists,
    );
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByTestId('import-file'), csvFile());
    expect(await within(dialog).findByTestId('import-summary')).toHaveTextContent(
      'Checked by a trial run: 2 students would be created. Nothing is saved until you import.',
    );
    expect(within(dialog).getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();
  });

  it('shows why the plan refuses the whole file, and offers no import', async () => {
    const refused = {
      code: 'plans.quotaExceeded',
      message:
        'The Paket Dasar plan of Universitas Uji allows 500 students; 499 are used and this would add 2. Nothing was saved: remove some first or ask for a larger plan.',
    };
    server.use(
      studentList,
      http.post(IMPORT, () =>
        HttpResponse.json({ data: { ...previewAnswer(false), dry_run: true, refused } }),
      ),
      emptyLists,
    );
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByTestId('import-file'), csvFile());
    expect(await within(dialog).findByTestId('import-refused')).toHaveTextContent(refused.message);
    expect(within(dialog).queryByRole('button', { name: 'Import 2 rows' })).toBeNull();
  });

  it('updates students that already exist on request: the preview re-checks and says how many are updated', async () => {
    const seen = recordRequests();
    server.use(
      studentList,
      http.post(IMPORT, ({ request }) => {
        const update = new URL(request.url).searchParams.get('update_existing') === 'true';
        const answer = previewAnswer(false);
        return HttpResponse.json({
          data: {
            ...answer,
            rows: answer.rows.map((r, i) => ({ ...r, action: update && i === 0 ? 'update' : 'create' })),
            created: update ? 1 : 2,
            updated: update ? 1 : 0,
            dry_run: true,
          },
        });
      }),
      emptyLists,
    );
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByTestId('import-file'), csvFile());
    expect(await within(dialog).findByTestId('import-summary')).not.toHaveTextContent('To be updated');
    const update = within(dialog).getByRole('switch', { name: 'Update students that already exist' });
    expect(update).toHaveAccessibleDescription(/updates that student instead of being refused/);
    await user.click(update);
    await waitFor(() =>
      expect(within(dialog).getByTestId('import-summary')).toHaveTextContent(
        '1 student would be created. Nothing is saved until you import. To be updated: 1.',
      ),
    );
    expect(importCalls(seen).at(-1)).toEqual({ mode: 'preview', update_existing: 'true' });
  });

  it('empties the mahasiswa and only that option list by name after a commit, not after a preview', async () => {
    server.use(
      studentList,
      importHandler,
      http.get('/api/mahasiswa/mahasiswa/getoption', () =>
        HttpResponse.json({ data: [{ id: 1, name: 'Ani Lestari' }] }),
      ),
      http.get('/api/acara/acara/getoption', () => HttpResponse.json({ data: [{ id: 3, name: 'Wisuda' }] })),
      emptyLists,
    );
    const { user, dialog } = await openDialog();
    await loadOptions('mahasiswa');
    await loadOptions('acara');
    await user.upload(within(dialog).getByTestId('import-file'), csvFile());
    await within(dialog).findByTestId('import-summary');
    expect(getOptionEntry('mahasiswa')?.items).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getOptionEntry('mahasiswa')).toBeUndefined();
    expect(getOptionEntry('acara')?.items).toEqual([{ id: 3, name: 'Wisuda' }]);
  });

  it("downloads the server's template (from the declaration) with the session's token", async () => {
    const seen = recordRequests();
    const template = 'nim,nama,kode_pt\r\n2021010001,Siti Aminah,001001\r\n';
    let authorization: string | null = null;
    server.use(
      studentList,
      http.get(`${IMPORT}/template.csv`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(`\uFEFF${template}`, {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      }),
      emptyLists,
    );
    document.cookie = 'wisuda_token=sesi-uji; Path=/';
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:template';
    });
    Object.assign(URL, { createObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Download a template (CSV)' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.getAttribute('download')).toBe('mahasiswa-template.csv');
      // the byte order mark stays, so Excel reads the file as UTF-8
      const bytes = new Uint8Array(await bytesOf(blobs[0]));
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3))).toBe(template);
      expect(authorization).toBe('Bearer sesi-uji');
      expect(seen.filter((r) => r.path === `${IMPORT}/template.csv`)).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });

  it('shows why the template could not be downloaded', async () => {
    server.use(
      studentList,
      http.get(`${IMPORT}/template.csv`, () =>
        HttpResponse.json({ message: 'You do not have the permission "mahasiswa.create".' }, { status: 403 }),
      ),
      emptyLists,
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Download a template (CSV)' }));
    expect(
      await within(dialog).findByText('You do not have the permission "mahasiswa.create".'),
    ).toBeInTheDocument();
  });
});
