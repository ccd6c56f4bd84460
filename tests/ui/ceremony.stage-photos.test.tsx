/**
 * The graduate's stage photo card (plugins/ceremony/stage-photos/StagePhotoCard.tsx) on the
 * dashboard through the plugin widget: absent without a stage photo; with one, its thumbnail (the
 * gallery's signed address), the count and the way to the gallery, in English and in Arabic.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { PluginWidgets } from '../../src/pages/dashboard/PluginWidgets';
import { stagePhotoText } from '../../plugins/ceremony/stage-photos/messages';
import { server } from './msw';

configure({ asyncUtilTimeout: 15_000 });

const PHOTO = {
  id: 5,
  file_group_id: 2,
  original_name: 'stage-30.jpg',
  taken_at: '2026-11-28T02:00:30.000Z',
  thumb_url: '/api/file/file/5/thumb?sig=x',
  preview_url: '/api/file/file/5/preview?sig=x',
};

function renderWidgets() {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} store={memoryStore()}>
        <PluginWidgets place="student" />
      </AdminContext>
    </MemoryRouter>,
  );
}

const withStagePhoto = () => {
  const asked: string[] = [];
  server.use(
    http.get('/api/plugins/ceremony/me', () =>
      HttpResponse.json({ data: { nama: null, acara: null, record: null } }),
    ),
    http.get('/api/plugins/ceremony/me/stage-photos', () =>
      HttpResponse.json({ data: { ids: [5], group_ids: [2] } }),
    ),
    http.get('/api/mahasiswa/galeri/photos', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('filter') ?? '');
      return HttpResponse.json([PHOTO, { ...PHOTO, id: 6, original_name: 'prosesi.jpg' }]);
    }),
  );
  return asked;
};

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('the graduate’s stage photo card', { timeout: 60_000 }, () => {
  it('shows their stage photo, how many there are and the way to the gallery', async () => {
    const asked = withStagePhoto();
    renderWidgets();
    const card = await screen.findByTestId('stage-photo-card');
    expect(within(card).getByText(stagePhotoText('en', 'card_count', { n: 1 }))).toBeInTheDocument();
    const img = await within(card).findByRole('img', { name: 'stage-30.jpg' });
    expect(img).toHaveAttribute('src', PHOTO.thumb_url);
    // only the stage photos, not the other photos of the student in that group
    expect(within(card).queryByRole('img', { name: 'prosesi.jpg' })).toBeNull();
    expect(JSON.parse(asked[0])).toEqual({ file_group_id: 2, tagged: true });
    expect(within(card).getByRole('link', { name: stagePhotoText('en', 'card_open') })).toHaveAttribute(
      'href',
      '/menu/mahasiswa/galeri?grup=2',
    );
  });

  it('speaks Arabic', async () => {
    await i18nProvider.changeLocale('ar');
    withStagePhoto();
    renderWidgets();
    const card = await screen.findByTestId('stage-photo-card');
    expect(within(card).getByText(stagePhotoText('ar', 'card_title'))).toBeInTheDocument();
    expect(within(card).getByText(stagePhotoText('ar', 'card_count', { n: 1 }))).toBeInTheDocument();
  });

  it('is absent while the graduate has no stage photo', async () => {
    let answered = false;
    server.use(
      http.get('/api/plugins/ceremony/me', () =>
        HttpResponse.json({ data: { nama: null, acara: null, record: null } }),
      ),
      http.get('/api/plugins/ceremony/me/stage-photos', () => {
        answered = true;
        return HttpResponse.json({ data: { ids: [], group_ids: [] } });
      }),
    );
    renderWidgets();
    await waitFor(() => expect(answered).toBe(true));
    await act(async () => {});
    expect(screen.queryByTestId('stage-photo-card')).toBeNull();
  });
});
