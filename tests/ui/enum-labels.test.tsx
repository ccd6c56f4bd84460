/**
 * Status values follow the UI language (issue 12, point 4: "Draft/Published next to
 * Selesai/Arsip"): the generated list shows an enum by its option's text for the language, and its
 * filter offers the same words; the value sent stays the id.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { listAnswer, recordRequests, renderResources } from './resourcesApp';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ProfileView } from '../../src/pages/profile/ProfileView';
import { clearSession, saveSession } from '../../src/providers/session';
import { clientKey } from '../../domain/messages';
import { render as renderMessage } from '../../domain/messages/catalogs';
import { mahasiswa } from '../../domain/resources';
import { validateInput } from '../../domain/validation';

configure({ asyncUtilTimeout: 8000 });
afterEach(async () => {
  server.events.removeAllListeners();
  await i18nProvider.changeLocale('en');
});

const acara = (id: number, status: string) => ({
  id,
  nama: `Wisuda ${id}`,
  pt_id: 1,
  pt_nama: 'Universitas Contoh',
  periode: '2026/1',
  tanggal: '2026-06-01',
  lokasi: 'Aula',
  status,
});
const rows = [acara(1, 'draft'), acara(2, 'published'), acara(3, 'selesai'), acara(4, 'arsip')];

describe('enum labels in the UI language', { timeout: 120_000 }, () => {
  it.each([
    ['en', ['Draft', 'Published', 'Finished', 'Archived']],
    ['id', ['Draf', 'Terbit', 'Selesai', 'Arsip']],
    ['ar', ['مسودة', 'منشور', 'منتهٍ', 'مؤرشف']],
  ])('%s: the acara list shows every status in the language', async (locale, words) => {
    window.localStorage.setItem('currentLanguage', locale);
    await i18nProvider.changeLocale(locale);
    server.use(
      http.get('/api/acara/acara', () => listAnswer(rows)),
      http.get('/api/data-induk/pt/pt', () => listAnswer([{ id: 1, nama: 'Universitas Contoh' }])),
    );
    renderResources('/menu/acara');
    for (const [i, word] of words.entries()) {
      const row = (await screen.findByText(`Wisuda ${i + 1}`)).closest('tr')!;
      expect(within(row).getByText(word)).toBeInTheDocument();
    }
  });

  it('the status filter offers the words of the language and filters by id', async () => {
    window.localStorage.setItem('currentLanguage', 'de');
    await i18nProvider.changeLocale('de');
    const seen = recordRequests();
    server.use(
      http.get('/api/acara/acara', () => listAnswer(rows)),
      http.get('/api/data-induk/pt/pt', () => HttpResponse.json({ data: [] })),
    );
    const user = userEvent.setup();
    renderResources('/menu/acara');
    await screen.findByText('Wisuda 1');
    await user.click(screen.getByRole('button', { name: /Filter hinzufügen/i }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Entwurf', 'Veröffentlicht', 'Beendet', 'Archiviert']));
    await user.click(screen.getByRole('option', { name: 'Beendet' }));
    await waitFor(() => {
      const last = seen.filter((r) => r.path === '/api/acara/acara').at(-1)!;
      expect(JSON.parse(last.query.get('filter')!)).toEqual({ status: 'selesai' });
    });
  });
});

describe('the profile shows enum values in the UI language', { timeout: 120_000 }, () => {
  it.each([
    ['en', 'Female'],
    ['id', 'Perempuan'],
    ['ar', 'أنثى'],
  ])('%s: jenis kelamin P is %s', async (locale, word) => {
    window.localStorage.setItem('currentLanguage', locale);
    await i18nProvider.changeLocale(locale);
    saveSession({
      token: 't'.repeat(43),
      user: { id: 5, name: 'Sari', email: 'sari@kampus.test', roles: [] },
      roles: [],
      permissions: [],
    });
    server.use(
      http.get('/api/profile', () =>
        HttpResponse.json({
          data: {
            user: { id: 5, name: 'Sari', email: 'sari@kampus.test', no_hp: null, nim: '2020001' },
            mahasiswa: { id: 9, nim: '2020001', nama: 'Sari', jenis_kelamin: 'P' },
            foto_url: null,
            editable: [],
            completeness: { percent: 50, missing: [] },
          },
        }),
      ),
      http.get('/api/auth/sessions', () => HttpResponse.json({ data: [] })),
      http.get('/api/faces/me', () => HttpResponse.json({ data: { enabled: false } })),
    );
    try {
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <ProfileView />
        </AdminContext>,
      );
      expect(await screen.findByText(word)).toBeInTheDocument();
    } finally {
      clearSession();
    }
  });
});

describe('a message naming choices, in the browser', () => {
  it.each([
    ['en', 'Must be one of: Male (L), Female (P).'],
    ['de', 'Muss einer der folgenden Werte sein: Männlich (L), Weiblich (P).'],
  ])('%s: the browser puts the options of "must be one of" into the UI language', async (locale, text) => {
    await i18nProvider.changeLocale(locale);
    const result = validateInput(mahasiswa, 'create', { jenis_kelamin: 'X' });
    const m = result.ok ? undefined : result.errors.jenis_kelamin?.[0];
    expect(m && i18nProvider.translate(clientKey(m), { ...m.params })).toBe(text);
    // the same words as the server's renderer
    expect(m && renderMessage(m, locale as 'en' | 'de')).toBe(text);
  });
});
