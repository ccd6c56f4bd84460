import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { emptyLists, recordRequests, renderResources } from './resourcesApp';

configure({ asyncUtilTimeout: 8000 });
afterEach(() => server.events.removeAllListeners());

const FAKULTAS: Record<string, { id: number; name: string }[]> = {
  '1': [{ id: 11, name: 'Fakultas Teknik A' }],
  '2': [{ id: 21, name: 'Fakultas Hukum B' }],
};

const options = [
  http.get('/api/data-induk/pt/pt/getoption', () =>
    HttpResponse.json({
      data: [
        { id: 1, name: 'Universitas A' },
        { id: 2, name: 'Universitas B' },
      ],
    }),
  ),
  http.get('/api/data-induk/pt/fakultas/getoption', ({ request }) =>
    HttpResponse.json({ data: FAKULTAS[new URL(request.url).searchParams.get('pt_id') ?? ''] ?? [] }),
  ),
  http.get('/api/data-induk/pt/ps/getoption', () =>
    HttpResponse.json({
      data: [
        { id: 111, name: 'Informatika', jenjang: 'S2' },
        { id: 112, name: 'Informatika', jenjang: 'D3' },
      ],
    }),
  ),
  http.get('/api/acara/acara/getoption', () => HttpResponse.json({ data: [] })),
];

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('cascading selects', { timeout: 120_000 }, () => {
  it('narrow fakultas by perguruan tinggi and clear the children when the parent changes', async () => {
    const seen = recordRequests();
    server.use(...options, emptyLists);
    const user = userEvent.setup();
    renderResources('/master/mahasiswa/add');

    const fakultas = await screen.findByRole('combobox', { name: /Faculty/ });
    expect(fakultas).toBeDisabled();
    // fakultas and acara both depend on the perguruan tinggi
    expect(screen.getAllByText('Choose University first')).toHaveLength(2);

    await choose(user, /University/, 'Universitas A');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Faculty/ })).toBeEnabled());
    await choose(user, /Faculty/, 'Fakultas Teknik A');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Study program/ })).toBeEnabled());
    // the same name at two jenjang: each option names its jenjang
    await user.click(screen.getByRole('combobox', { name: /Study program/ }));
    expect(await screen.findByRole('option', { name: 'Informatika (D3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Informatika (S2)' }));
    expect(screen.getByRole('combobox', { name: /Study program/ })).toHaveValue('Informatika (S2)');
    expect(screen.getByRole('combobox', { name: /Faculty/ })).toHaveValue('Fakultas Teknik A');

    // the prodi's jenjang (S2) and the IPK give the predikat suggestion, filled in live
    await user.type(screen.getByLabelText(/GPA/), '3.8');
    expect(await screen.findByText('Suggested from the GPA (S2): Dengan Pujian')).toBeInTheDocument();

    await choose(user, /University/, 'Universitas B');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Faculty/ })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /Study program/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Study program/ })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: /Faculty/ }));
    expect(await screen.findByRole('option', { name: 'Fakultas Hukum B' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Fakultas Teknik A' })).not.toBeInTheDocument();

    const fakultasCalls = seen
      .filter((r) => r.path === '/api/data-induk/pt/fakultas/getoption')
      .map((r) => r.query.get('pt_id'));
    expect(fakultasCalls).toEqual(['1', '2']);
    // the perguruan tinggi list is held in client state: loaded once, although chosen from twice
    expect(seen.filter((r) => r.path === '/api/data-induk/pt/pt/getoption')).toHaveLength(1);
  });
});
