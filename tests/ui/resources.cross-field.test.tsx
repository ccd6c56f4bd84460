/**
 * The declaration's cross-field rules (`order`, `notInFuture`) run in the form through the shared
 * `crossFieldErrors`: the error shows beside the later field, naming the other by its label in the UI language, and
 * nothing is sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { emptyLists, messageBeside, recordRequests, renderResources } from './resourcesApp';

configure({ asyncUtilTimeout: 8000 });
afterEach(() => server.events.removeAllListeners());

const ACARA = {
  id: 5,
  nama: 'Wisuda Periode I',
  pt_id: 1,
  pt_nama: 'Universitas Uji',
  tanggal: '2027-03-20',
  jam_mulai: '10:00:00',
  jam_selesai: '09:00:00',
  pendaftaran_buka: '2027-01-10',
  pendaftaran_tutup: '2027-03-25',
  status: 'draft',
};

describe('cross-field rules in the form', { timeout: 120_000 }, () => {
  it('shows the order errors beside the later fields and sends nothing', async () => {
    const seen = recordRequests();
    server.use(
      http.get('/api/acara/acara/5', () => HttpResponse.json({ data: ACARA })),
      emptyLists,
    );
    const user = userEvent.setup();
    renderResources('/menu/acara/edit/5');
    const name = await screen.findByDisplayValue('Wisuda Periode I');
    await user.type(name, ' 2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(messageBeside(/^End time/)).toBe('Must be later than Start time.'));
    expect(messageBeside(/^Date/)).toBe('Must not be before Registration closes.');
    expect(messageBeside(/^Registration closes/)).not.toMatch(/Must/);
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});
