/**
 * The toast after saving names what was saved ("University created"), in the chosen language,
 * instead of react-admin's generic "Element created".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { server } from './msw';
import { ADMIN_ROLE, signInAs } from './authApp';
import { emptyLists, location, renderResources } from './resourcesApp';

configure({ asyncUtilTimeout: 8000 });
afterEach(async () => {
  server.events.removeAllListeners();
  await i18nProvider.changeLocale('en');
});

const created = () =>
  http.post('/api/data-induk/pt/pt', async ({ request }) =>
    HttpResponse.json({ data: { id: 41, ...((await request.json()) as object) } }, { status: 201 }),
  );

describe('save toasts', { timeout: 120_000 }, () => {
  it.each([
    ['en', /Institution code/, /^Name/, 'Save', 'University created'],
    ['id', /Kode PT/, /^Nama/, 'Simpan', 'Perguruan Tinggi berhasil dibuat'],
  ])('%s: creating names the resource', async (locale, code, name, save, toast) => {
    signInAs(ADMIN_ROLE);
    server.use(created(), emptyLists);
    await i18nProvider.changeLocale(locale);
    const user = userEvent.setup();
    renderResources('/master/perguruan-tinggi/add', { tools: true });
    await user.type(await screen.findByLabelText(code), '001009');
    await user.type(screen.getByLabelText(name), 'Universitas Baru');
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(location()).toBe('/master/perguruan-tinggi'));
    // the snackbar and its live-region announcement
    expect((await screen.findAllByText(toast)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Element created|Elemen dibuat/)).toBeNull();
  });

  it('names the resource in every language that counts several records', () => {
    expect(i18nProvider.translate('resources.menu/acara.notifications.deleted', { smart_count: 3 })).toBe(
      'Events: 3 deleted',
    );
    expect(i18nProvider.translate('resources.menu/acara.notifications.updated', { smart_count: 1 })).toBe(
      'Event updated',
    );
  });
});
