/**
 * An edit or show page's heading names its record (issue 12, point 10): the record's label as
 * declared (label field, qualified where ambiguous), for the generated and the replaced screens;
 * document.title follows; the route title stays in the breadcrumbs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { emptyLists, recordRequests, renderResources } from './resourcesApp';
import { APP_SETTINGS } from './shellApp';

afterEach(() => server.events.removeAllListeners());

const settings = http.get('/api/setting/apps/public', () => HttpResponse.json({ data: APP_SETTINGS }));
const heading = () => screen.findByRole('heading', { level: 1 });
const crumbs = () => screen.getByRole('navigation', { name: 'Breadcrumb' });

describe('the heading of an edit or show page', () => {
  it('names the student being edited (a resource with its own screens module)', async () => {
    server.use(
      settings,
      http.get('/api/mahasiswa/mahasiswa/5', () =>
        HttpResponse.json({
          data: { id: 5, nim: '2026000005', nama: 'Siti Rahmawati', pt_id: 1, status: 'aktif' },
        }),
      ),
      emptyLists,
    );
    const seen = recordRequests();
    renderResources('/master/mahasiswa/edit/5', { header: true });
    await waitFor(async () => expect(await heading()).toHaveTextContent('Siti Rahmawati'));
    // The heading shares the form's query: one request for the record.
    await screen.findByDisplayValue('Siti Rahmawati');
    expect(seen.filter((r) => r.path === '/api/mahasiswa/mahasiswa/5')).toHaveLength(1);
    // the resource's name leads back to its list
    expect(within(crumbs()).getByRole('link', { name: 'Students' })).toHaveAttribute(
      'href',
      '/master/mahasiswa',
    );
    expect(within(crumbs()).getByText('Edit')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Edit | Siti Rahmawati | Students | Wisuda Test'));
  });

  it('qualifies an ambiguous label as the option lists do', async () => {
    server.use(
      settings,
      http.get('/api/data-induk/pt/ps/9', () =>
        HttpResponse.json({ data: { id: 9, pt_id: 1, fakultas_id: 2, nama: 'Akuntansi', jenjang: 'D3' } }),
      ),
      emptyLists,
    );
    renderResources('/master/program-studi/edit/9', { header: true });
    await waitFor(async () => expect(await heading()).toHaveTextContent('Akuntansi (D3)'));
  });

  it('names the record on its show page, and still after following the Edit link', async () => {
    server.use(
      settings,
      http.get('/api/data-induk/pt/pt/7', () =>
        HttpResponse.json({ data: { id: 7, kode_pt: '001001', nama: 'Universitas Indonesia' } }),
      ),
      emptyLists,
    );
    renderResources('/master/perguruan-tinggi/show/7', { header: true });
    await waitFor(async () => expect(await heading()).toHaveTextContent('Universitas Indonesia'));
    await waitFor(() =>
      expect(document.title).toBe('Details | Universitas Indonesia | Universities | Wisuda Test'),
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(document.title).toMatch(/^Edit \| Universitas Indonesia \| /));
    expect(await heading()).toHaveTextContent('Universitas Indonesia');
  });

  it('keeps the route title while the record loads and on pages without a record', async () => {
    server.use(settings, emptyLists);
    renderResources('/master/perguruan-tinggi/add', { header: true });
    expect(await heading()).toHaveTextContent('Universities');
  });
});
