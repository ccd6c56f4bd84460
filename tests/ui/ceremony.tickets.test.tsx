/**
 * The graduate's passes-and-tickets card (plugins/ceremony/tickets/TicketsCard.tsx) on the
 * dashboard through the plugin widget: their QR pass, a guest ticket sent (the server's field
 * errors beside the fields first), revoked; nothing to change once the doors are open; read again
 * once the answer on the ceremony card above is saved.
 */
import { describe, expect, it } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { PluginWidgets } from '../../src/pages/dashboard/PluginWidgets';
import type { OwnTickets } from '../../plugins/ceremony/tickets/api';
import { ticketText } from '../../plugins/ceremony/tickets/messages';
import { ceremonyText } from '../../plugins/ceremony/messages';
import { server } from './msw';

configure({ asyncUtilTimeout: 15_000 });

const BASE = '/api/plugins/ceremony/me/tickets';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
const OWN: OwnTickets = {
  attending: true,
  acara: { id: 4, nama: 'Wisuda Periode I', tanggal: '2099-03-01' },
  doors_open: '2099-03-01T07:00:00.000Z',
  open: true,
  granted: 2,
  used: 0,
  pass: { name: 'Ayu Lestari', token: 'WT1.k.x.y', qr: SVG },
  tickets: [],
  waiting: null,
};
const SENT = {
  id: 3,
  nama_tamu: 'Budi Santoso',
  email_tamu: 'budi@tamu.test',
  bahasa: 'id',
  dikirim_pada: '2099-02-01T07:00:00.000Z',
  dicabut_pada: null,
  token: 'WT1.k.a.b',
  qr: SVG,
};
const en = (key: Parameters<typeof ticketText>[1], p?: Record<string, string | number>) =>
  ticketText('en', key, p);

function renderWidgets() {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} store={memoryStore()}>
        <PluginWidgets place="student" />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the graduate’s tickets card', { timeout: 60_000 }, () => {
  it('shows the pass, sends a ticket after a refused try, and revokes it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/plugins/ceremony/me', () =>
        HttpResponse.json({ data: { nama: null, acara: null, record: null } }),
      ),
      http.get(BASE, () => HttpResponse.json({ data: OWN })),
      http.post(BASE, async ({ request }) => {
        const body = (await request.json()) as { email_tamu: string };
        sent.push(body);
        if (!body.email_tamu.includes('@'))
          return HttpResponse.json(
            {
              message: 'The data is not valid.',
              errors: { email_tamu: ['An e-mail address (name@example.org).'] },
            },
            { status: 422 },
          );
        return HttpResponse.json({ data: { ...OWN, used: 1, tickets: [SENT] } });
      }),
      http.post(`${BASE}/3/revoke`, () =>
        HttpResponse.json({
          data: {
            ...OWN,
            tickets: [{ ...SENT, dicabut_pada: '2099-02-02T07:00:00.000Z', token: undefined, qr: undefined }],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWidgets();
    const card = await screen.findByRole('region', { name: en('title') });
    expect(await within(card).findByRole('img', { name: 'Ayu Lestari' })).toBeInTheDocument();
    expect(within(card).getByText(en('granted', { used: 0, n: 2 }))).toBeInTheDocument();
    await user.type(within(card).getByLabelText(en('guest_name'), { exact: false }), 'Budi Santoso');
    await user.type(within(card).getByLabelText(en('guest_email'), { exact: false }), 'budi');
    await user.click(within(card).getByRole('button', { name: en('send') }));
    expect(await within(card).findByText('An e-mail address (name@example.org).')).toBeInTheDocument();
    await user.type(within(card).getByLabelText(en('guest_email'), { exact: false }), '@tamu.test');
    await user.click(within(card).getByRole('button', { name: en('send') }));
    expect(await within(card).findByRole('img', { name: 'Budi Santoso' })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ nama_tamu: 'Budi Santoso', email_tamu: 'budi@tamu.test', bahasa: 'en' });
    await user.click(within(card).getByRole('button', { name: en('revoke') }));
    expect(await within(card).findByText(en('revoked'))).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: 'Budi Santoso' })).toBeNull();
  });

  it('offers nothing to change once the doors are open', async () => {
    server.use(
      http.get('/api/plugins/ceremony/me', () =>
        HttpResponse.json({ data: { nama: null, acara: null, record: null } }),
      ),
      http.get(BASE, () => HttpResponse.json({ data: { ...OWN, open: false, used: 1, tickets: [SENT] } })),
    );
    renderWidgets();
    const card = await screen.findByRole('region', { name: en('title') });
    expect(await within(card).findByText(en('doors_open'))).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: en('send') })).toBeNull();
    expect(within(card).queryByRole('button', { name: en('revoke') })).toBeNull();
    expect(within(card).getByRole('img', { name: 'Budi Santoso' })).toBeInTheDocument();
  });

  it('shows the pass once the answer on the card above is saved', async () => {
    const acara = { ...OWN.acara!, closes: '2099-02-20T10:00:00.000Z', open: true, guest_limit: 2 };
    const OPEN = { nama: 'Ayu Lestari', acara, record: null };
    let answered = false;
    server.use(
      http.get('/api/plugins/ceremony/me', () => HttpResponse.json({ data: OPEN })),
      http.put('/api/plugins/ceremony/me', () => {
        answered = true;
        return HttpResponse.json({ data: OPEN });
      }),
      http.get(BASE, () => HttpResponse.json({ data: answered ? OWN : { attending: false, acara: null } })),
    );
    const user = userEvent.setup();
    renderWidgets();
    const confirm = await screen.findByRole('region', { name: ceremonyText('en', 'title') });
    await within(confirm).findByText('Wisuda Periode I');
    expect(screen.queryByRole('region', { name: en('title') })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: ceremonyText('en', 'save') }));
    const card = await screen.findByRole('region', { name: en('title') });
    expect(await within(card).findByRole('img', { name: 'Ayu Lestari' })).toBeInTheDocument();
  });
});
