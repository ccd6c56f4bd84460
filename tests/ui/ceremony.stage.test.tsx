/**
 * The reader's screen (plugins/ceremony/stage/ReaderPage.tsx) on its event stream: it shows the
 * name to read, its spelling, faculty and program, the next three and the play button from the
 * stream's state; when the stream drops it reconnects by itself and shows what the server sends
 * then; in Arabic its words are Arabic.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { InstallationResources } from '../../src/providers/installationResources';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import { resolveInstallation } from '../../domain/config/plugin';
import ceremony from '../../plugins/ceremony';
import ReaderPage from '../../plugins/ceremony/stage/ReaderPage';
import { stageText } from '../../plugins/ceremony/stage/messages';
import type { StageGraduate, StageState } from '../../plugins/ceremony/stage/types';
import { server } from './msw';

configure({ asyncUtilTimeout: 15_000 });

const RESOURCES = resolveInstallation(BUILTIN_RESOURCES, { plugins: [ceremony] }).resources;
const ACARA = RESOURCES.find((r) => r.name === 'acara')!;

const graduate = (i: number, nama: string): StageGraduate => ({
  kehadiran_id: i,
  mahasiswa_id: i,
  nim: String(7500000000 + i),
  nama,
  ejaan: `${nama} (ejaan)`,
  fakultas: 'Fakultas Seni',
  prodi: 'Tari',
});
const onStage = (g: StageGraduate, recording: boolean): StageState => ({
  current: { ...g, id: g.kehadiran_id, called_at: '2099-05-01T02:00:00.000Z', source: 'scan', recording },
  next: [graduate(8, 'Hana'), graduate(9, 'Indra'), graduate(10, 'Joko')],
  called: g.kehadiran_id,
  total: 10,
});

let connections = 0;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('wisuda.stage.acara', '7');
  connections = 0;
  const sent = [onStage(graduate(1, 'Ayu Lestari'), true), onStage(graduate(2, 'Budi Santoso'), false)];
  server.use(
    http.get(`/api/${ACARA.apiPath.replace(/^\/+/, '')}/getoption`, () =>
      HttpResponse.json({ data: [{ id: 7, name: 'Wisuda Periode I' }] }),
    ),
    // each connection gets one state and ends: the screen must come back for the next
    http.get('/api/plugins/ceremony/acara/7/stage/events', () => {
      const state = sent[Math.min(connections++, sent.length - 1)];
      const body = new TextEncoder().encode(
        `retry: 2000\n\nevent: stage\ndata: ${JSON.stringify(state)}\n\n`,
      );
      return new HttpResponse(
        new ReadableStream({
          start(controller) {
            controller.enqueue(body);
            controller.close();
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    }),
  );
});

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

function renderReader() {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} store={memoryStore()}>
        <InstallationResources resources={RESOURCES}>
          <ReaderPage />
        </InstallationResources>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the reader’s screen', { timeout: 60_000 }, () => {
  it('shows who is on stage from the stream, and reconnects by itself when it drops', async () => {
    renderReader();
    const reader = await screen.findByTestId('stage-reader');
    expect(await within(reader).findByText('Ayu Lestari')).toBeInTheDocument();
    expect(within(reader).getByText('Ayu Lestari (ejaan)')).toBeInTheDocument();
    expect(within(reader).getByText('Fakultas Seni · Tari')).toBeInTheDocument();
    expect(within(reader).getByRole('button', { name: `▶ ${stageText('en', 'play')}` })).toBeInTheDocument();
    expect(within(screen.getByTestId('stage-next')).getByText('Hana')).toBeInTheDocument();
    // the first stream ended: the screen connects again and shows the state sent then
    expect(await within(reader).findByText('Budi Santoso')).toBeInTheDocument();
    expect(connections).toBeGreaterThanOrEqual(2);
    expect(within(reader).queryByRole('button', { name: `▶ ${stageText('en', 'play')}` })).toBeNull();
  });

  it('speaks Arabic', async () => {
    await act(() => i18nProvider.changeLocale('ar'));
    renderReader();
    const reader = await screen.findByTestId('stage-reader');
    expect(await within(reader).findByText(stageText('ar', 'on_stage'))).toBeInTheDocument();
    expect(within(reader).getByText(stageText('ar', 'next'))).toBeInTheDocument();
  });
});
