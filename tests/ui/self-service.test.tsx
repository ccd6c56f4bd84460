/**
 * Self-service on the profile (issue 12 point 6) and the upload + crop input of image fields
 * (point 7), rendered for real against msw.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ProfileView } from '../../src/pages/profile/ProfileView';
import { saveSession, clearSession, getStoredUser } from '../../src/providers/session';
import { UserAvatar, avatarColor } from '../../src/layout/UserAvatar';
import { emptyLists, recordRequests, renderResources } from './resourcesApp';

const ADMIN = { id: 1, name: 'Ada Admin', email: 'ada@wisuda.test', no_hp: null, nim: null };
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

let sessions: {
  id: number;
  user_agent: string;
  ip: string;
  created_at: string;
  last_used_at: string;
  current: boolean;
}[];

function profileApi() {
  sessions = [
    {
      id: 11,
      user_agent: CHROME,
      ip: '10.0.0.1',
      created_at: '2026-11-20T08:00:00Z',
      last_used_at: '2026-11-24T01:00:00Z',
      current: true,
    },
    {
      id: 12,
      user_agent: PHONE,
      ip: '10.0.0.2',
      created_at: '2026-11-18T08:00:00Z',
      last_used_at: '2026-11-23T01:00:00Z',
      current: false,
    },
  ];
  let name = ADMIN.name;
  const profile = () => ({
    user: { ...ADMIN, name },
    mahasiswa: null,
    foto_url: null,
    editable: ['name', 'email', 'no_hp', 'ukuran_toga'],
    completeness: { percent: 0, missing: [] },
  });
  server.use(
    http.get('/api/profile', () => HttpResponse.json({ data: profile() })),
    http.put('/api/profile', async ({ request }) => {
      const body = (await request.json()) as { name?: string };
      if (body.name !== undefined && body.name.trim().length < 2)
        return HttpResponse.json(
          { message: 'Invalid', errors: { name: 'The name must be 2 to 150 characters.' } },
          { status: 422 },
        );
      if (body.name) name = body.name.trim();
      return HttpResponse.json({ data: profile() });
    }),
    http.get('/api/auth/sessions', () => HttpResponse.json({ data: sessions })),
    http.delete('/api/auth/sessions/:id', ({ params }) => {
      sessions = sessions.filter((s) => s.id !== Number(params.id));
      return HttpResponse.json({ data: true });
    }),
    http.post('/api/auth/sessions/revoke-others', () => {
      sessions = sessions.filter((s) => s.current);
      return HttpResponse.json({ data: true });
    }),
    http.post('/api/auth/email-change', async ({ request }) => {
      const body = (await request.json()) as { email: string; current_password: string };
      if (body.current_password !== 'right-password')
        return HttpResponse.json(
          { message: 'Invalid', errors: { current_password: 'The current password is not correct.' } },
          { status: 422 },
        );
      return HttpResponse.json({ data: { message: `We sent a link to ${body.email}.` } });
    }),
  );
}

function renderProfile() {
  const user = userEvent.setup();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ProfileView />
    </AdminContext>,
  );
  return user;
}

beforeEach(() => {
  saveSession({
    token: 't'.repeat(43),
    user: { id: 1, name: ADMIN.name, email: ADMIN.email, roles: [] },
    roles: [],
    permissions: [],
  });
});
afterEach(() => {
  clearSession();
});

describe('the profile page of an administrator', () => {
  it('has the name, e-mail, password and sessions sections', async () => {
    profileApi();
    renderProfile();
    for (const title of ['Name', 'E-mail address', 'Change password', 'Active sessions'])
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Signing in with ada@wisuda.test')).toBeInTheDocument();
  });

  it('saves the name; the header name (stored user) follows; a refused name shows beside the field', async () => {
    profileApi();
    const user = renderProfile();
    const input = await screen.findByRole('textbox', { name: /Your name/ });
    await user.clear(input);
    await user.type(input, 'A');
    const form = input.closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The name must be 2 to 150 characters.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Ada Lovelace');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getStoredUser()?.name).toBe('Ada Lovelace'));
  });

  it('asks for an e-mail change with the current password; a wrong one is shown beside its field', async () => {
    profileApi();
    const user = renderProfile();
    const email = await screen.findByLabelText(/New e-mail address/);
    const section = email.closest('section')!;
    const password = within(section).getByLabelText(/^Current password/);
    await user.type(email, 'ada.new@wisuda.test');
    await user.type(password, 'wrong');
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(section).findByText('The current password is not correct.')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'right-password');
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(section).findByText('We sent a link to ada.new@wisuda.test.')).toBeInTheDocument();
  });

  it('lists the sessions with "this device", signs out one and everywhere else', async () => {
    profileApi();
    const user = renderProfile();
    const list = await screen.findByTestId('sessions-list');
    await within(list).findByText('Chrome · Windows');
    expect(within(list).getByText('Safari · iOS')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getByText(/Address 10\.0\.0\.2/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Sign out Safari · iOS' }));
    await waitFor(() => expect(within(list).queryByText('Safari · iOS')).not.toBeInTheDocument());
    expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('"sign out everywhere else" asks the server and reloads the list', async () => {
    profileApi();
    const user = renderProfile();
    const list = await screen.findByTestId('sessions-list');
    await within(list).findByText('Safari · iOS');
    const seen = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(within(list).queryByText('Safari · iOS')).not.toBeInTheDocument());
    expect(seen.some((r) => r.method === 'POST' && r.path === '/api/auth/sessions/revoke-others')).toBe(true);
  });
});

describe('UserAvatar', () => {
  it('initials on a colour that is the same for the same name', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <UserAvatar name="Siti Nurhaliza" />
        <UserAvatar name="siti nurhaliza" photo="images/2026/01/0000000000aaaaaaaaaaaaaaaa.webp" />
      </AdminContext>,
    );
    const [a, b] = screen.getAllByTestId('user-avatar');
    expect(a).toHaveTextContent('SN');
    expect(avatarColor('Siti Nurhaliza')).toBe(avatarColor('siti nurhaliza'));
    expect(avatarColor('Siti Nurhaliza')).not.toBe(avatarColor('Budi Santoso'));
    expect(b.querySelector('img')).toHaveAttribute(
      'src',
      '/api/images/images/2026/01/0000000000aaaaaaaaaaaaaaaa.webp',
    );
  });
});

describe('the image input (application logo)', () => {
  const KEY = 'images/2026/11/0000000000bbbbbbbbbbbbbbbb.webp';
  let uploads: { resource: unknown; field: unknown; file: unknown }[];
  let saved: Record<string, unknown> | undefined;
  const settings = {
    id: 1,
    nama_aplikasi: 'Wisuda',
    nama_universitas: 'Universitas Uji',
    logo: null,
    warna_primer: '#7366ff',
    warna_sekunder: '#f73164',
    email_kontak: null,
    registrasi: 'open',
    registrasi_dibuka: true,
  };

  beforeEach(() => {
    uploads = [];
    saved = undefined;
    URL.createObjectURL = vi.fn(() => 'blob:chosen');
    URL.revokeObjectURL = vi.fn();
    server.use(
      http.get('/api/setting/apps', () => HttpResponse.json({ data: settings })),
      http.put('/api/setting/apps', async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: { ...settings, ...saved } });
      }),
      http.post('/api/images', async ({ request }) => {
        const form = await request.formData();
        uploads.push({ resource: form.get('resource'), field: form.get('field'), file: form.get('file') });
        return HttpResponse.json({ data: { key: KEY, url: `/api/images/${KEY}?u=1&s=1&exp=1&sig=x` } });
      }),
      emptyLists,
    );
  });

  it('has no address box: a file is chosen, cropped to the field, uploaded, previewed and saved as its key', async () => {
    const user = userEvent.setup();
    renderResources('/setting/apps');
    const group = await screen.findByTestId('image-input-logo');
    expect(within(group).queryByRole('textbox')).toBeNull();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('image-file-logo'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Crop the image' });
    expect(within(dialog).getByTestId('image-cropper')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toMatchObject({ resource: 'appSettings', field: 'logo' });
    const preview = await within(group).findByRole('img');
    expect(preview.getAttribute('src')).toContain(`/api/images/${KEY}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved?.logo).toBe(KEY));
  });

  it('takes a dropped image, refuses a dropped non-image, and removes the image', async () => {
    const user = userEvent.setup();
    renderResources('/setting/apps');
    const group = await screen.findByTestId('image-input-logo');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(group, { dataTransfer: { files: [text] } });
    expect(await within(group.parentElement!).findByText(/JPEG, PNG or WebP/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const png = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    fireEvent.drop(group, { dataTransfer: { files: [png] } });
    const dialog = await screen.findByRole('dialog', { name: 'Crop the image' });
    await user.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    await within(group).findByRole('img');
    await user.click(within(group).getByRole('button', { name: 'Remove image' }));
    expect(within(group).queryByRole('img')).toBeNull();
    expect(within(group).getByText('No image yet')).toBeInTheDocument();
  });
});

describe('lists of people', () => {
  it('show the same avatar as the header beside the name: the photo, else the initials', async () => {
    const KEY = 'profile/2026/11/0000000000cccccccccccccccc.webp';
    server.use(
      http.get('/api/setting/users/user', () =>
        HttpResponse.json(
          {
            data: [
              {
                id: 1,
                name: 'Siti Nurhaliza',
                email: 'siti@wisuda.test',
                foto: KEY,
                roles: [],
                is_active: true,
              },
              {
                id: 2,
                name: 'Budi Santoso',
                email: 'budi@wisuda.test',
                foto: null,
                roles: [],
                is_active: true,
              },
            ],
          },
          { headers: { 'Content-Range': 'items 0-1/2' } },
        ),
      ),
      emptyLists,
    );
    renderResources('/setting/users');
    const siti = (await screen.findByText('Siti Nurhaliza')).closest('td')!;
    expect(siti.querySelector('img')).toHaveAttribute('src', `/api/images/${KEY}`);
    const budi = screen.getByText('Budi Santoso').closest('td')!;
    const avatar = within(budi).getByTestId('user-avatar');
    expect(avatar).toHaveTextContent('BS');
    expect(getComputedStyle(avatar).backgroundColor).toBe(hexToRgb(avatarColor('Budi Santoso')));
  });
});

function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}
