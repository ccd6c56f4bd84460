/**
 * The student's ceremony card (plugins/ceremony/ConfirmCard.tsx), on the dashboard through the
 * plugin widget: it reads the student's acara, sends their answer, shows the server's field errors
 * beside the fields, says a new stage name waits for the staff, shows the number and seat once
 * placed, and offers nothing to change once confirmation has closed; in Arabic too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { PluginWidgets } from '../../src/pages/dashboard/PluginWidgets';
import type { OwnConfirmation } from '../../plugins/ceremony/api';
import { ceremonyText } from '../../plugins/ceremony/messages';
import { server } from './msw';

configure({ asyncUtilTimeout: 15_000 });
afterEach(async () => {
  await i18nProvider.changeLocale('en');
  vi.unstubAllGlobals();
});

/** jsdom has no microphone: a recorder that hands over one chunk of "sound" when stopped. */
class FakeRecorder {
  state = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: unknown) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({
      data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2])], { type: 'audio/webm' }),
    });
    this.onstop?.();
  }
}

const ME = '/api/plugins/ceremony/me';
const OPEN: OwnConfirmation = {
  nama: 'Ayu Lestari',
  acara: {
    id: 4,
    nama: 'Wisuda Periode I',
    tanggal: '2099-03-01',
    closes: '2099-02-20T10:00:00.000Z',
    open: true,
    guest_limit: 2,
  },
  record: null,
};
const RECORD = {
  id: 11,
  hadir: true,
  tamu_diminta: 2,
  tamu_diberikan: 2,
  nama_panggung: 'Ayu L.',
  nama_panggung_disetujui: false,
  ejaan: 'AH-yoo',
  urutan: null,
  kursi: null,
  fakultas: 'Fakultas Teknik',
};
const en = (key: Parameters<typeof ceremonyText>[1], p?: Record<string, string | number>) =>
  ceremonyText('en', key, p);

function renderDashboardWidgets() {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} store={memoryStore()}>
        <PluginWidgets place="student" />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the student’s ceremony card', { timeout: 60_000 }, () => {
  it('sends the answer, shows a refused field’s error beside it, then the saved answer', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(ME, () => HttpResponse.json({ data: OPEN })),
      http.put(ME, async ({ request }) => {
        const body = (await request.json()) as { tamu_diminta: number };
        sent.push(body);
        if (body.tamu_diminta > 2)
          return HttpResponse.json(
            { message: 'The data is not valid.', errors: { tamu_diminta: ['A whole number from 0 to 2.'] } },
            { status: 422 },
          );
        return HttpResponse.json({ data: { ...OPEN, record: RECORD } });
      }),
    );
    const user = userEvent.setup();
    renderDashboardWidgets();
    const card = await screen.findByRole('region', { name: en('title') });
    await within(card).findByText('Wisuda Periode I');
    const guests = within(card).getByLabelText(en('guests', { n: 2 }));
    await user.clear(guests);
    await user.type(guests, '3');
    await user.type(within(card).getByLabelText(en('stage_name')), 'Ayu L.');
    await user.type(within(card).getByLabelText(en('phonetic')), 'AH-yoo');
    await user.click(within(card).getByRole('button', { name: en('save') }));
    expect(await within(card).findByText('A whole number from 0 to 2.')).toBeInTheDocument();
    expect(guests).toHaveAttribute('aria-invalid', 'true');

    await user.clear(guests);
    await user.type(guests, '2');
    await user.click(within(card).getByRole('button', { name: en('save') }));
    expect(await within(card).findByText(en('saved'))).toBeInTheDocument();
    expect(within(card).getByText(en('stage_pending'))).toBeInTheDocument();
    expect(within(card).getByText(en('not_placed'))).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ hadir: true, tamu_diminta: 2, nama_panggung: 'Ayu L.', ejaan: 'AH-yoo' });
  });

  it('shows the number and seat once placed, and nothing to change once closed', async () => {
    server.use(
      http.get(ME, () =>
        HttpResponse.json({
          data: {
            ...OPEN,
            acara: { ...OPEN.acara!, open: false },
            record: { ...RECORD, urutan: 3, kursi: 'B-1-2', nama_panggung_disetujui: true },
          },
        }),
      ),
    );
    renderDashboardWidgets();
    const card = await screen.findByRole('region', { name: en('title') });
    expect(
      await within(card).findByText(en('place', { n: 3, faculty: 'Fakultas Teknik', seat: 'B-1-2' })),
    ).toBeInTheDocument();
    expect(within(card).getByText(/^Confirmation closed on /)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: en('save') })).toBeNull();
    expect(within(card).getByLabelText(en('guests', { n: 2 }))).toBeDisabled();
    expect(within(card).getByRole('radio', { name: en('yes') })).toBeDisabled();
  });

  it('speaks Arabic', async () => {
    await i18nProvider.changeLocale('ar');
    server.use(http.get(ME, () => HttpResponse.json({ data: OPEN })));
    renderDashboardWidgets();
    const card = await screen.findByRole('region', { name: ceremonyText('ar', 'title') });
    expect(await within(card).findByText(ceremonyText('ar', 'question'))).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: ceremonyText('ar', 'save') })).toBeInTheDocument();
  });

  it('records the name, plays it back, and saves it only when asked', async () => {
    const track = { stop: vi.fn() };
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) },
    });
    URL.createObjectURL = vi.fn(() => 'blob:take');
    URL.revokeObjectURL = vi.fn();
    const uploads: string[] = [];
    server.use(
      http.get(ME, () => HttpResponse.json({ data: { ...OPEN, record: RECORD } })),
      http.get(`${ME}/rekaman`, () => HttpResponse.json({ data: { rekaman: null } })),
      http.put(`${ME}/rekaman`, async ({ request }) => {
        uploads.push(`${request.headers.get('content-type')} ${(await request.arrayBuffer()).byteLength}`);
        return HttpResponse.json({ data: { rekaman: 'data:audio/webm;base64,GkXfowEC' } });
      }),
    );
    const user = userEvent.setup();
    renderDashboardWidgets();
    const recorder = await screen.findByTestId('ceremony-recorder');
    await user.click(within(recorder).getByRole('button', { name: en('record') }));
    expect(await within(recorder).findByText(en('recording'))).toBeInTheDocument();
    await user.click(within(recorder).getByRole('button', { name: en('stop') }));
    // played back before anything is sent
    const audio = await within(recorder).findByLabelText(en('record_title'));
    expect(audio).toHaveAttribute('src', 'blob:take');
    expect(track.stop).toHaveBeenCalled();
    expect(uploads).toEqual([]);
    await user.click(within(recorder).getByRole('button', { name: en('save_recording') }));
    expect(await within(recorder).findByText(en('recording_saved'))).toBeInTheDocument();
    expect(uploads).toEqual(['audio/webm 6']);
    expect(within(recorder).getByLabelText(en('record_title'))).toHaveAttribute(
      'src',
      'data:audio/webm;base64,GkXfowEC',
    );
  });
});
