import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ROLE, MAHASISWA_ROLE, signInAs } from './authApp';
import { renderShell, setViewport, shellHandlers } from './shellApp';
import { PINS_KEY, pinsKeyOf, setPins } from '../../src/layout/pins';
import { LAYOUT_SETTINGS_KEY } from '../../src/layout/layoutSettings';
import { LANGUAGE_ICON_KEY, LANGUAGE_KEY } from '../../src/i18n/messageLoaders';
import { i18nProvider } from '../../src/providers/i18nProvider';

const location = () => screen.getByTestId('location').textContent;
/** The stub screen of a path is shown (the lazily loaded layout may take a moment the first time). */
const ready = (path: string) => screen.findByText(`Screen ${path}`, {}, { timeout: 10_000 });
const nav = () => screen.getByRole('navigation', { name: 'Main menu' });
const navLinks = () =>
  within(nav())
    .getAllByRole('link')
    .map((a) => a.textContent);

beforeEach(() => {
  setViewport(1280);
  shellHandlers();
});

describe('sidebar', () => {
  it('shows the administrator every group of the spec, with the brand from the app settings', async () => {
    signInAs(ADMIN_ROLE, 'Ani Admin');
    renderShell('/dashboard');
    await ready('/dashboard');
    const menu = nav();
    for (const group of ['General', 'Menu', 'Master data', 'Settings']) {
      expect(within(menu).getByText(group)).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/menu/acara');
    expect(within(menu).getByRole('link', { name: 'Students' })).toHaveAttribute('href', '/master/mahasiswa');
    // Spec: Menu (Acara, Mahasiswa, Galeri); Data Master holds the Perguruan Tinggi submenu.
    const group = (name: string) => within(within(menu).getByRole('list', { name }));
    expect(group('Menu').getByRole('link', { name: 'Students' })).toBeInTheDocument();
    expect(group('Master data').queryByRole('link', { name: 'Students' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/setting/users');
    // The Administrator holds every permission: its own profile too, but the whole gallery
    // instead of the student one.
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/setting/users/profile',
    );
    expect(menu.querySelector('a[href="/menu/mahasiswa/galeri"]')).toBeNull();
    expect(await screen.findByText('Wisuda Test')).toBeInTheDocument();
    expect(
      screen.getByText(`Copyright ${new Date().getFullYear()} © Universitas Contoh`),
    ).toBeInTheDocument();
  });

  it('shows a Mahasiswa only Dashboard, Galeri and Profile', async () => {
    signInAs(MAHASISWA_ROLE, 'Budi Mahasiswa');
    renderShell('/dashboard');
    await ready('/dashboard');
    expect(navLinks()).toEqual(['Dashboard', 'Gallery', 'Profile']);
    expect(within(nav()).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'href',
      '/menu/mahasiswa/galeri',
    );
  });

  it('opens a submenu and marks the current page', async () => {
    signInAs(ADMIN_ROLE);
    renderShell('/master/perguruan-tinggi/fakultas');
    await ready('/master/perguruan-tinggi/fakultas');
    const fakultas = within(nav()).getByRole('link', { name: 'Faculties' });
    expect(fakultas).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('button', { name: 'Universities' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const hakAkses = within(nav()).getByRole('button', { name: 'Access rights' });
    expect(hakAkses).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hakAkses);
    expect(within(nav()).getByRole('link', { name: 'Roles' })).toHaveAttribute(
      'href',
      '/setting/hak-akses/role',
    );
  });

  it('filters the items by the search field', async () => {
    signInAs(ADMIN_ROLE);
    renderShell('/dashboard');
    await ready('/dashboard');
    const search = screen.getByRole('searchbox', { name: 'Search menu' });
    await userEvent.type(search, 'fak');
    expect(navLinks()).toEqual(['Faculties']);
    await userEvent.clear(search);
    await userEvent.type(search, 'PERMISSION');
    expect(navLinks()).toEqual(['Permissions']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(within(nav()).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('No menu item matches "zzz"')).toBeInTheDocument();
  });

  it('pins items into a Pinned group on top, kept in local storage', async () => {
    signInAs(ADMIN_ROLE, 'Ani Admin', 1);
    const first = renderShell('/dashboard');
    await ready('/dashboard');
    await userEvent.click(within(nav()).getByRole('button', { name: 'Pin Events' }));
    expect(JSON.parse(window.localStorage.getItem(pinsKeyOf(1))!)).toEqual(['/menu/acara']);
    const pinned = within(nav()).getByRole('list', { name: 'Pinned' });
    expect(within(pinned).getByRole('link', { name: 'Events' })).toBeInTheDocument();
    expect(within(nav()).getAllByRole('list')[0]).toBe(pinned);
    first.unmount();

    renderShell('/dashboard');
    await ready('/dashboard');
    const again = within(nav()).getByRole('list', { name: 'Pinned' });
    const unpin = within(again).getByRole('button', { name: 'Unpin Events' });
    expect(unpin).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(unpin);
    expect(within(nav()).queryByRole('list', { name: 'Pinned' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(pinsKeyOf(1))!)).toEqual([]);
  });

  it('pins belong to the signed-in user: another user of the same browser never sees them', async () => {
    // Pins of the days when a browser had one list for everybody belong to nobody.
    window.localStorage.setItem(PINS_KEY, JSON.stringify(['/setting/users/profile']));
    const pinnedLinks = () =>
      within(within(nav()).getByRole('list', { name: 'Pinned' }))
        .getAllByRole('link')
        .map((a) => a.textContent);

    signInAs(ADMIN_ROLE, 'Ani Admin', 1);
    const admin = renderShell('/dashboard');
    await ready('/dashboard');
    expect(within(nav()).queryByRole('list', { name: 'Pinned' })).not.toBeInTheDocument();
    await userEvent.click(within(nav()).getByRole('button', { name: 'Pin Profile' }));
    expect(pinnedLinks()).toEqual(['Profile']);
    admin.unmount();

    // A student signs in in the same browser: Profile is theirs to open, but not their pin.
    signInAs(MAHASISWA_ROLE, 'Budi Mahasiswa', 2);
    const student = renderShell('/dashboard');
    await ready('/dashboard');
    expect(within(nav()).queryByRole('list', { name: 'Pinned' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pinned pages' })).toBeInTheDocument();
    await userEvent.click(within(nav()).getByRole('button', { name: 'Pin Gallery' }));
    expect(pinnedLinks()).toEqual(['Gallery']);

    // Switching user without a reload shows the other user's pins at once.
    act(() => signInAs(ADMIN_ROLE, 'Ani Admin', 1));
    await waitFor(() => expect(pinnedLinks()).toEqual(['Profile']));
    student.unmount();
    expect(window.localStorage.getItem(PINS_KEY)).toBeNull();
  });

  it('never shows pinned items the role may not open', async () => {
    signInAs(MAHASISWA_ROLE);
    setPins(['/master/mahasiswa', '/dashboard']);
    renderShell('/dashboard');
    await ready('/dashboard');
    const pinned = within(nav()).getByRole('list', { name: 'Pinned' });
    expect(
      within(pinned)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard']);
  });

  it('is open on wide screens, closed by default below 1007 px, a drawer on phones', async () => {
    signInAs(ADMIN_ROLE);
    setViewport(1000);
    const medium = renderShell('/dashboard');
    await ready('/dashboard');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    medium.unmount();

    setViewport(360);
    renderShell('/dashboard');
    await ready('/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(drawerNav).getByRole('link', { name: 'Events' }));
    await waitFor(() => expect(location()).toBe('/menu/acara'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
  });
});

describe('a role made on the Roles screen', () => {
  const OPERATOR = { id: 9, name: 'Operator' };

  it('with only mahasiswa.view lands on the dashboard and sees only what it holds', async () => {
    signInAs(OPERATOR, 'Ola Operator', 7, ['mahasiswa.view']);
    renderShell('/');
    await ready('/dashboard');
    // the profile is every signed-in user's (issue 12 point 6)
    expect(navLinks()).toEqual(['Dashboard', 'Students', 'Profile']);
    await userEvent.click(within(nav()).getByRole('link', { name: 'Students' }));
    await ready('/master/mahasiswa');
    await userEvent.click(screen.getByRole('button', { name: 'Ola Operator Operator' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/setting/users/profile',
    );
  });

  it('is sent to /error/forbidden from every other route', async () => {
    signInAs(OPERATOR, 'Ola Operator', 7, ['dashboard.view', 'mahasiswa.view']);
    renderShell('/menu/acara');
    await waitFor(() => expect(location()).toBe('/error/forbidden'));
  });

  it('holding no screen permission at all still lands on its dashboard', async () => {
    signInAs(OPERATOR, 'Ola Operator', 7, []);
    renderShell('/');
    await ready('/dashboard');
    expect(navLinks()).toEqual(['Dashboard', 'Profile']);
  });

  it('holding profile.view gets the Profile link in the profile menu', async () => {
    signInAs(OPERATOR, 'Ola Operator', 7, ['dashboard.view', 'profile.view']);
    renderShell('/dashboard');
    await ready('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Ola Operator Operator' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/setting/users/profile',
    );
  });
});

describe('shared tooltip', () => {
  it("names the menu's pin buttons and the header's icon buttons while the pointer is on them", async () => {
    signInAs(ADMIN_ROLE);
    renderShell('/dashboard');
    await ready('/dashboard');
    const pin = within(nav()).getByRole('button', { name: 'Pin Events' });
    await userEvent.hover(pin);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pin Events');
    await userEvent.unhover(pin);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    const theme = screen.getByRole('button', { name: /dark mode/i });
    await userEvent.hover(theme);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/dark mode/i);
    // one shared tooltip: no menu item mounts its own
    const pins = within(nav()).getAllByRole('button', { name: /^Pin / });
    expect(pins.length).toBeGreaterThan(5);
    for (const button of pins) expect(button).toHaveAttribute('data-hint', button.getAttribute('aria-label'));
  });
});

describe('app links', () => {
  it('the layout opens an anchor marked as an app link in place', async () => {
    signInAs(ADMIN_ROLE);
    renderShell('/dashboard');
    await ready('/dashboard');
    const anchor = Object.assign(document.createElement('a'), { textContent: 'Acara list' });
    anchor.setAttribute('href', '/menu/acara');
    anchor.setAttribute('data-app-link', '');
    screen.getByText('Screen /dashboard').append(anchor);
    await userEvent.click(anchor);
    await ready('/menu/acara');
    expect(location()).toBe('/menu/acara');
  });
});

describe('header', () => {
  it('menu search shows at most 8 results, moves with the arrow keys and opens with Enter', async () => {
    signInAs(ADMIN_ROLE);
    renderShell('/dashboard');
    await ready('/dashboard');
    const search = screen.getByRole('combobox', { name: 'Search pages' });
    await userEvent.type(search, 'a');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const second = within(screen.getByRole('listbox')).getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', second.id);
    const target = second.querySelector('.MuiTypography-caption')!.textContent!;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe(target));
    await userEvent.type(search, 'program{Enter}');
    await waitFor(() => expect(location()).toBe('/master/program-studi'));
  });

  it('menu search only finds what the role can reach', async () => {
    signInAs(MAHASISWA_ROLE);
    renderShell('/dashboard');
    await ready('/dashboard');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search pages' }), 'acara');
    expect(screen.getByText('No page found')).toBeInTheDocument();
  });

  it('the bookmark panel lists at most 8 pinned items', async () => {
    signInAs(ADMIN_ROLE);
    setPins([
      '/menu/acara',
      '/menu/galeri/group',
      '/menu/galeri/list',
      '/master/perguruan-tinggi',
      '/master/perguruan-tinggi/bentuk',
      '/master/perguruan-tinggi/fakultas',
      '/master/program-studi',
      '/master/mahasiswa',
      '/setting/apps',
      '/setting/plan',
    ]);
    renderShell('/dashboard');
    await ready('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Pinned pages 8' }));
    const panel = await screen.findByRole('menu', { name: 'Pinned pages' });
    const items = within(panel).getAllByRole('menuitem');
    expect(items).toHaveLength(8);
    expect(items[0]).toHaveAttribute('href', '/menu/acara');
  });

  it('the profile menu shows name and role, Profile for a Mahasiswa, and logs out', async () => {
    signInAs(MAHASISWA_ROLE, 'Budi Mahasiswa');
    renderShell('/dashboard');
    await ready('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Budi Mahasiswa Mahasiswa' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Mahasiswa')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/setting/users/profile',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(window.localStorage.getItem('wisuda.token')).toBeNull();
  });

  it('the page header shows the route title in the UI language, its parent and a home link; document.title follows', async () => {
    signInAs(ADMIN_ROLE);
    renderShell('/setting/users');
    await ready('/setting/users');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Settings')).toBeInTheDocument();
    expect(within(crumbs).getByRole('link', { name: 'Home (dashboard)' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await waitFor(() => expect(document.title).toBe('Users | Wisuda Test'));
  });

  it.each([
    ['id', '/setting/users', 'Pengguna', 'Pengaturan', 'Pengguna | Wisuda Test'],
    ['id', '/master/mahasiswa/add', 'Mahasiswa', 'Menu', 'Tambah | Mahasiswa | Wisuda Test'],
    ['ar', '/menu/acara', 'الفعاليات', 'القائمة', 'الفعاليات | Wisuda Test'],
    ['ar', '/setting/users/profile', 'الملف الشخصي', 'الإعدادات', 'الملف الشخصي | Wisuda Test'],
    [
      'de',
      '/master/perguruan-tinggi/fakultas/edit/3',
      'Fakultäten',
      'Hochschulen',
      'Bearbeiten | Fakultäten | Wisuda Test',
    ],
  ])('%s %s: title %s under %s', async (locale, path, title, parent, documentTitle) => {
    signInAs(ADMIN_ROLE);
    window.localStorage.setItem('currentLanguage', locale);
    await i18nProvider.changeLocale(locale);
    try {
      renderShell(path);
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      const crumbs = heading.parentElement!.querySelector('nav')!;
      expect(within(crumbs).getByText(parent)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(documentTitle));
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});

describe('themes', () => {
  it('keeps the dark/light choice in local storage across a reload', async () => {
    signInAs(ADMIN_ROLE);
    const first = renderShell('/dashboard');
    await ready('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(JSON.parse(window.localStorage.getItem(LAYOUT_SETTINGS_KEY)!)).toMatchObject({ mode: 'dark' });
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    first.unmount();

    // A new page load: react-admin's own store is empty, our layout settings decide.
    renderShell('/dashboard');
    await ready('/dashboard');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(getComputedStyle(document.querySelector('header')!).backgroundColor).toBe('rgb(38, 41, 50)');
  });

  it('stores the brand colours of the app settings as layout settings', async () => {
    signInAs(ADMIN_ROLE);
    renderShell('/dashboard');
    await ready('/dashboard');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(LAYOUT_SETTINGS_KEY)!)).toMatchObject({
        primary: '#7366ff',
        secondary: '#f73164',
        direction: 'ltr',
      }),
    );
  });
});

describe('languages', () => {
  it('switching language persists currentLanguage and its flag, and Arabic turns the page right-to-left', async () => {
    signInAs(ADMIN_ROLE);
    renderShell('/dashboard');
    await ready('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'EN, Language: English (US)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'العربية (AE)' }));
    await waitFor(() => expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('ar'));
    expect(window.localStorage.getItem(LANGUAGE_ICON_KEY)).toBe('ae');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(await screen.findByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(LAYOUT_SETTINGS_KEY)!)).toMatchObject({
        direction: 'rtl',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'AR, اللغة: العربية (AE)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('de');
    expect(window.localStorage.getItem(LANGUAGE_ICON_KEY)).toBe('de');
    expect(await screen.findByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
    await act(() => i18nReset());
  });
});

async function i18nReset() {
  const { i18nProvider } = await import('../../src/providers/i18nProvider');
  await i18nProvider.changeLocale('en');
}

describe('language on start', () => {
  async function freshProvider(stored: string | null) {
    vi.resetModules();
    if (stored === null) window.localStorage.removeItem(LANGUAGE_KEY);
    else window.localStorage.setItem(LANGUAGE_KEY, stored);
    return import('../../src/providers/i18nProvider');
  }

  it('falls back to English with the US flag when unset', async () => {
    const { i18nProvider } = await freshProvider(null);
    expect(i18nProvider.getLocale()).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_ICON_KEY)).toBe('us');
  });

  it('falls back to English with the US flag when unsupported', async () => {
    window.localStorage.setItem(LANGUAGE_ICON_KEY, 'xx');
    const { i18nProvider } = await freshProvider('klingon');
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_ICON_KEY)).toBe('us');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('starts in the stored language, loaded before the first render', async () => {
    const { i18nProvider, getLocales } = await freshProvider('pt-BR');
    expect(i18nProvider.getLocale()).toBe('pt-BR');
    expect(i18nProvider.translate('ra.action.save')).toBe('Salvar');
    expect(document.documentElement).toHaveAttribute('lang', 'pt-BR');
    expect(getLocales().map((l) => l.name)).toEqual([
      'English (US)',
      'Bahasa Indonesia',
      'Deutsch',
      'Español',
      'Français',
      'Português (BR)',
      '简体中文',
      'العربية (AE)',
    ]);
  });

  it('starts right-to-left when Arabic is stored', async () => {
    const { i18nProvider } = await freshProvider('ar');
    expect(i18nProvider.getLocale()).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await i18nProvider.changeLocale('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
