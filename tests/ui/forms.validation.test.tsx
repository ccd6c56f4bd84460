/**
 * One validation experience in every form (issue 12 §3): no browser bubbles (every form, react-admin's
 * list filter form included, is noValidate), the app's message in the UI language beside the field
 * when it is left and on submit, the focus on the first field in error, the server's field errors
 * (422 `errors`) beside their fields.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { render as renderMsg } from '../../domain/messages/catalogs';
import { msg } from '../../domain/messages';
import { profileFieldProblem } from '../../domain/profile';
import { installNoNativeValidation } from '../../src/forms/noNativeValidation';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { PasswordForm } from '../../src/pages/profile/PasswordForm';
import { NameForm } from '../../src/pages/profile/NameForm';
import type { ProfileData } from '../../src/pages/profile/api';
import { server } from './msw';
import { renderApp } from './authApp';
import { emptyLists, listAnswer, renderResources } from './resourcesApp';

configure({ asyncUtilTimeout: 15_000 });

const REQUIRED_DE = renderMsg(msg.validation.required(), 'de');

let undo: (() => void) | undefined;
afterEach(async () => {
  undo?.();
  undo = undefined;
  await i18nProvider.changeLocale('en');
});

describe('no form uses the browser’s native validation', { timeout: 120_000 }, () => {
  beforeEach(() => {
    // as src/main.tsx does for the whole page
    undo = installNoNativeValidation(document.body);
  });

  const expectAllQuiet = async () => {
    await waitFor(() => expect(document.querySelectorAll('form').length).toBeGreaterThan(0));
    for (const form of document.querySelectorAll('form'))
      expect(form.noValidate, form.outerHTML.slice(0, 120)).toBe(true);
  };

  it('a form added to the page later is made noValidate', async () => {
    const form = document.createElement('form');
    const wrapper = document.createElement('div');
    wrapper.append(form);
    document.body.append(wrapper);
    await waitFor(() => expect(form.noValidate).toBe(true));
    wrapper.remove();
  });

  it('a list (react-admin’s filter form), a create form and the settings form', async () => {
    server.use(
      http.get('/api/acara/acara', () =>
        listAnswer([{ id: 1, nama: 'Wisuda Periode I', pt_id: 1, tanggal: '2026-08-15', status: 'draft' }]),
      ),
      http.get('/api/setting/apps', () =>
        HttpResponse.json({ data: { nama_aplikasi: 'Wisuda', warna_primer: '#7366ff' } }),
      ),
      emptyLists,
    );
    const list = renderResources('/menu/acara');
    await screen.findByText('Wisuda Periode I');
    await expectAllQuiet();
    list.unmount();
    const create = renderResources('/menu/acara/add');
    await screen.findByRole('button', { name: /save/i });
    await expectAllQuiet();
    create.unmount();
    renderResources('/setting/apps');
    await screen.findByRole('button', { name: /save/i });
    await expectAllQuiet();
  });

  it('the sign-in page', async () => {
    server.use(http.get('/api/setting/apps/public', () => HttpResponse.json({ data: {} })));
    renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await expectAllQuiet();
  });
});

describe('the app’s messages beside the fields, in the UI language', { timeout: 120_000 }, () => {
  it('sign-in (German): a field left empty says so when left, Save focuses the first error', async () => {
    await i18nProvider.changeLocale('de');
    server.use(http.get('/api/setting/apps/public', () => HttpResponse.json({ data: {} })));
    const user = userEvent.setup();
    renderApp('/auth/login');
    const login = await screen.findByLabelText(/E-Mail oder NIM/i);
    await user.click(login);
    await user.tab(); // leaves the field empty
    expect(login).toHaveAccessibleDescription(REQUIRED_DE);
    const password = screen.getByLabelText(/^Passwort/, { selector: 'input' });
    await user.click(password);
    await user.click(screen.getByRole('button', { name: /^anmelden$/i }));
    expect(password).toHaveAccessibleDescription(REQUIRED_DE);
    expect(login).toHaveFocus();
  });

  it('change of password (German): on blur, on submit with the focus moved, and the server’s field errors', async () => {
    await i18nProvider.changeLocale('de');
    const wrong = 'Das aktuelle Passwort stimmt nicht.';
    server.use(
      http.post('/api/auth/change-password', () =>
        HttpResponse.json(
          { message: 'Eingaben prüfen.', code: 'validation.failed', errors: { current_password: [wrong] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} store={memoryStore()}>
          <PasswordForm />
        </AdminContext>
      </MemoryRouter>,
    );
    const current = await screen.findByLabelText(/aktuelles Passwort/i);
    const next = screen.getByLabelText(/^Neues Passwort\W*$/i);
    const again = screen.getByLabelText(/bestätigen/i);
    expect(current.closest('form')!.noValidate).toBe(true);

    await user.click(current);
    await user.tab();
    expect(current).toHaveAccessibleDescription(REQUIRED_DE);

    await user.type(current, 'Altes-Passwort-2026');
    expect(current).not.toHaveAccessibleDescription(REQUIRED_DE);
    await user.click(screen.getByRole('button', { name: /passwort ändern/i }));
    expect(next).toHaveAccessibleDescription(REQUIRED_DE);
    expect(again).toHaveAccessibleDescription(REQUIRED_DE);
    expect(next).toHaveFocus();

    await user.type(next, 'Wisuda-Toga-Biru-77');
    await user.type(again, 'Wisuda-Toga-Biru-77');
    await user.click(screen.getByRole('button', { name: /passwort ändern/i }));
    await waitFor(() => expect(current).toHaveAccessibleDescription(wrong));
    // the focus moves to a server's field error once the form shows it (an effect after that render)
    await waitFor(() => expect(current).toHaveFocus());
  });

  it('a generated form: the server’s field error (409) beside its field, the focus moved there', async () => {
    const taken = 'Already used by another record.';
    server.use(
      http.post('/api/data-induk/pt/bentuk-pt', () =>
        HttpResponse.json(
          { message: 'Conflict.', code: 'crud.unique', errors: { nama: [taken] } },
          { status: 409 },
        ),
      ),
      emptyLists,
    );
    const user = userEvent.setup();
    const values = encodeURIComponent(JSON.stringify({ kode: '99', nama: 'Universitas' }));
    renderResources(`/master/perguruan-tinggi/bentuk/add?source=${values}`);
    const save = await screen.findByRole('button', { name: 'Save' });
    const nama = screen.getByLabelText(/^Nama|^Name/, { selector: 'input' });
    expect(nama.closest('form')!.noValidate).toBe(true);
    await user.click(save);
    await waitFor(() => expect(nama).toHaveAccessibleDescription(taken));
    await waitFor(() => expect(nama).toHaveFocus());
  });

  it('the profile’s name (German): the server’s own rule (domain/profile.ts) beside the field when left', async () => {
    await i18nProvider.changeLocale('de');
    const user = userEvent.setup();
    const data = {
      user: { id: 1, name: 'Ani Lestari', email: 'ani@example.test' },
    } as unknown as ProfileData;
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} store={memoryStore()}>
          <NameForm data={data} onChange={() => undefined} />
        </AdminContext>
      </MemoryRouter>,
    );
    const name = await screen.findByRole('textbox');
    expect(name.closest('form')!.noValidate).toBe(true);
    await user.clear(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription(REQUIRED_DE);
    await user.type(name, 'A');
    expect(name).toHaveAccessibleDescription(renderMsg(profileFieldProblem('name', 'A')!, 'de'));
    await user.click(screen.getByRole('button', { name: /speichern/i }));
    expect(name).toHaveFocus();
  });
});
