/**
 * Dates in lists and show pages follow the language chosen in the app (not the browser's locale),
 * and change with it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { server } from './msw';
import { emptyLists, listAnswer, renderResources } from './resourcesApp';

configure({ asyncUtilTimeout: 8000 });
afterEach(async () => {
  server.events.removeAllListeners();
  await i18nProvider.changeLocale('en');
});

const ACARA = {
  id: 5,
  nama: 'Wisuda Periode I',
  pt_id: 1,
  pt_nama: 'Universitas Uji',
  periode: 'I',
  tanggal: '2024-08-15',
  lokasi: 'Balairung',
  status: 'draft',
  created_at: '2024-03-02T09:05:00.000Z',
  updated_at: '2024-03-02T09:05:00.000Z',
};

describe('dates follow the UI language', { timeout: 120_000 }, () => {
  it('a list date is formatted the Indonesian way after switching to Bahasa Indonesia', async () => {
    server.use(
      http.get('/api/acara/acara', () => listAnswer([ACARA])),
      emptyLists,
    );
    const user = userEvent.setup();
    renderResources('/menu/acara', { tools: true });
    const row = (await screen.findByText('Wisuda Periode I')).closest('tr')!;
    expect(within(row).getByText('Aug 15, 2024')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^EN,/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Bahasa Indonesia/ }));
    const idRow = (await screen.findByText('Wisuda Periode I')).closest('tr')!;
    expect(await within(idRow).findByText('15 Agu 2024')).toBeInTheDocument();
  });

  it('show pages give date and time stamps in the chosen locale', async () => {
    server.use(
      http.get('/api/acara/acara/5', () => HttpResponse.json({ data: ACARA })),
      emptyLists,
    );
    await i18nProvider.changeLocale('id');
    renderResources('/menu/acara/show/5', { tools: true });
    const stamp = new Date(ACARA.created_at).toLocaleString('id-ID', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect((await screen.findAllByText(stamp)).length).toBe(2);
    expect(screen.getByText('15 Agu 2024')).toBeInTheDocument();
  });
});
