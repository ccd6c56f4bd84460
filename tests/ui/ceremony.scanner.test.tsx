/**
 * The check-in scanner (plugins/ceremony/scanner) with real Ed25519-signed tokens: it keeps the
 * acara's pack, verifies a code offline and shows who it is (name, graduate or guest of whom, seat)
 * in green, flags the same ticket scanned again, refuses a revoked or forged one in red, and queues
 * scans made offline until the network is back, then syncs them.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { InstallationResources } from '../../src/providers/installationResources';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import { resolveInstallation } from '../../domain/config/plugin';
import ceremony from '../../plugins/ceremony';
import ScannerPage from '../../plugins/ceremony/scanner/ScannerPage';
import type { CheckinPack, QueuedScan } from '../../plugins/ceremony/tickets/api';
import { ticketText } from '../../plugins/ceremony/tickets/messages';
import { signedPart, toBase64url, type TicketClaims } from '../../plugins/ceremony/tickets/token';
import { server } from './msw';

configure({ asyncUtilTimeout: 15_000 });

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const signToken = (claims: TicketClaims, key = privateKey) => {
  const part = signedPart('k1', claims);
  return `${part}.${toBase64url(new Uint8Array(sign(null, Buffer.from(part), key)))}`;
};
const PASS = signToken({ a: 7, t: 'w11', p: 'wisudawan', n: 'Ayu Lestari' });
const GUEST = signToken({ a: 7, t: 'g5', p: 'tamu', n: 'Budi Santoso' });
const REVOKED = signToken({ a: 7, t: 'g6', p: 'tamu', n: 'Cici' });
const FORGED = signToken({ a: 7, t: 'g9', p: 'tamu', n: 'Dodi' }, generateKeyPairSync('ed25519').privateKey);

const PACK: CheckinPack = {
  acara: { id: 7, nama: 'Wisuda Periode I', tanggal: '2099-03-01', entrances: ['Utara'] },
  keys: [{ kid: 'k1', key: publicKey.export({ format: 'jwk' }).x! }],
  roster: {
    w11: { n: 'Ayu Lestari', k: 'w', of: null, s: 'A-1-3', f: 'Fakultas Teknik' },
    g5: { n: 'Budi Santoso', k: 'g', of: 'Ayu Lestari', s: null, f: 'Fakultas Teknik' },
  },
  revoked: ['g6'],
  scanned: [],
  at: '2099-03-01T07:00:00.000Z',
};
const RESOURCES = resolveInstallation(BUILTIN_RESOURCES, { plugins: [ceremony] }).resources;
const ACARA = RESOURCES.find((r) => r.name === 'acara')!;
const en = (key: Parameters<typeof ticketText>[1], p?: Record<string, string>) => ticketText('en', key, p);
let synced: QueuedScan[];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('wisuda.checkin.acara', '7');
  synced = [];
  server.use(
    http.get('/api/plugins/ceremony/acara/7/checkin/pack', () => HttpResponse.json({ data: PACK })),
    http.get(`/api/${ACARA.apiPath.replace(/^\/+/, '')}/getoption`, () =>
      HttpResponse.json({ data: [{ id: 7, name: 'Wisuda Periode I' }] }),
    ),
    http.get('/api/plugins/ceremony/acara/7/checkin/counts', () => HttpResponse.json({ data: null })),
    http.post('/api/plugins/ceremony/acara/7/checkin/sync', async ({ request }) => {
      const { scans } = (await request.json()) as { scans: QueuedScan[] };
      synced.push(...scans);
      return HttpResponse.json({
        data: { results: scans.map((s) => ({ id: s.id, tiket: null, status: 'ok' })) },
      });
    }),
  );
});

function renderScanner() {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} store={memoryStore()}>
        <InstallationResources resources={RESOURCES}>
          <ScannerPage />
        </InstallationResources>
      </AdminContext>
    </MemoryRouter>,
  );
}

async function scan(user: ReturnType<typeof userEvent.setup>, code: string) {
  const input = await screen.findByLabelText(en('code'));
  await user.clear(input);
  await user.click(input);
  await user.paste(code);
  await user.click(screen.getByRole('button', { name: en('check') }));
}

describe('the check-in scanner', { timeout: 60_000 }, () => {
  it('verifies a signed ticket offline and shows who it is, then flags it scanned again', async () => {
    const user = userEvent.setup();
    renderScanner();
    await scan(user, PASS);
    const result = await screen.findByRole('status');
    expect(result).toHaveAttribute('data-outcome', 'ok');
    expect(result).toHaveTextContent(en('ok'));
    expect(result).toHaveTextContent('Ayu Lestari');
    expect(result).toHaveTextContent(en('graduate'));
    expect(result).toHaveTextContent(en('seat', { seat: 'A-1-3' }));
    await scan(user, GUEST);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(en('guest_of', { name: 'Ayu Lestari' })),
    );
    await scan(user, PASS);
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-outcome', 'twice'));
    expect(screen.getByRole('status')).toHaveTextContent(en('twice'));
    await waitFor(() => expect(synced.map((s) => s.token)).toEqual([PASS, GUEST, PASS]));
  });

  it('refuses a revoked and a forged ticket in red, and does not queue them', async () => {
    const user = userEvent.setup();
    renderScanner();
    await scan(user, REVOKED);
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-outcome', 'revoked'));
    expect(screen.getByRole('status')).toHaveTextContent(en('revoked_ticket'));
    await scan(user, FORGED);
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-outcome', 'invalid'));
    expect(screen.getByRole('status')).toHaveTextContent(en('invalid'));
    expect(JSON.parse(localStorage.getItem('wisuda.checkin.7.queue') ?? '[]')).toEqual([]);
  });

  it('keeps scans made offline and syncs them when the network is back', async () => {
    const user = userEvent.setup();
    renderScanner();
    await screen.findByLabelText(en('code'));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await scan(user, GUEST);
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-outcome', 'ok'));
    expect(await screen.findByText(en('offline'))).toBeInTheDocument();
    expect(screen.getByText('1 scan waits to be synced.')).toBeInTheDocument();
    expect(synced).toEqual([]);
    offline.mockRestore();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(synced.map((s) => s.token)).toEqual([GUEST]));
    expect(await screen.findByText(en('synced'))).toBeInTheDocument();
  });
});
