/**
 * Face search's screens (real components, the API is msw; docs/faces.md): the profile section asks
 * for consent to the current text version before anything, adds a face by upload and shows the
 * server's reason when a photo is refused, falls back to the upload without a camera, and withdraws
 * after a confirmation, says before an upload whether a selfie must match the verified profile photo
 * or waits for staff, and shows a mismatch, a waiting and a refused selfie; the gallery's "Is this
 * you?" confirms and rejects; the operator's panel shows the counts, tags confirmed matches and lets
 * staff compare a waiting selfie with the record.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { server } from './msw';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { FaceSearchCard } from '../../src/pages/faces/FaceSearchCard';
import { FaceSuggestions } from '../../src/pages/faces/FaceSuggestions';
import { AdminFacePanel } from '../../src/pages/faces/AdminFacePanel';
import type { FaceState } from '../../src/pages/faces/api';
import type { Photo } from '../../src/pages/galeri/types';
import { testPhoto } from './photo-fixtures';
import { clearSession, saveSession } from '../../src/providers/session';

const VERSION = '2026-11-24';
const state = (over: Partial<FaceState> = {}): FaceState => ({
  enabled: true,
  text_version: VERSION,
  consent: null,
  enrolled: null,
  profile_photo: 'none',
  selfie_review: null,
  has_acara: true,
  suggestions: 0,
  ...over,
});
const consented = { version: VERSION, consented_at: '2026-11-24T03:00:00Z' };

const photo = (id: number): Photo => testPhoto(id);

function show(node: ReactNode) {
  const user = userEvent.setup();
  render(<AdminContext i18nProvider={i18nProvider}>{node}</AdminContext>);
  return user;
}

describe('the profile section "Find my photos"', () => {
  it('says so when the university has it off', async () => {
    server.use(http.get('/api/faces/me', () => HttpResponse.json({ data: state({ enabled: false }) })));
    show(<FaceSearchCard />);
    expect(
      await screen.findByText('Face search is not available for your university yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on face search' })).not.toBeInTheDocument();
  });

  it('opts in to the version read, adds a face by upload, shows a refusal, and withdraws', async () => {
    const posted: unknown[] = [];
    let current = state();
    let enrolments = 0;
    server.use(
      http.get('/api/faces/me', () => HttpResponse.json({ data: current })),
      http.post('/api/faces/me/consent', async ({ request }) => {
        posted.push(await request.json());
        current = state({ consent: consented });
        return HttpResponse.json({ data: current });
      }),
      http.post('/api/faces/me/enrol', () => {
        // The first photo sent shows a group; the second one the student alone.
        if (++enrolments === 1)
          return HttpResponse.json(
            {
              message: 'This photo shows 3 faces; use one that shows only you.',
              code: 'faces.manyFaces',
              errors: { file: ['This photo shows 3 faces; use one that shows only you.'] },
            },
            { status: 422 },
          );
        current = state({
          consent: consented,
          enrolled: { source: 'selfie', created_at: '2026-11-24T03:01:00Z' },
        });
        return HttpResponse.json({ data: current });
      }),
      http.delete('/api/faces/me/consent', () => {
        current = state();
        return HttpResponse.json({ data: current });
      }),
    );
    const user = show(<FaceSearchCard />);
    expect(await screen.findByText(/^What is computed/)).toBeInTheDocument();
    expect(screen.getByText(`Explanation version ${VERSION}`)).toBeInTheDocument();
    const turnOn = screen.getByRole('button', { name: 'Turn on face search' });
    expect(turnOn).toBeDisabled();
    await user.click(screen.getByLabelText('I have read this and agree to face search'));
    await user.click(turnOn);
    await waitFor(() => expect(posted).toEqual([{ version: VERSION }]));
    expect(await screen.findByRole('button', { name: 'Upload a photo' })).toBeInTheDocument();
    // No verified profile photo: no button for it.
    expect(screen.queryByRole('button', { name: 'Use my profile photo' })).not.toBeInTheDocument();

    const input = screen.getByTestId('faces-selfie-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'group.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByTestId('faces-problem')).toHaveTextContent(
      'This photo shows 3 faces; use one that shows only you.',
    );
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByTestId('faces-enrolled')).toBeInTheDocument();
    expect(screen.queryByTestId('faces-problem')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off and delete my face data' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/every suggestion you did not confirm will be deleted/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /confirm/i }));
    expect(await screen.findByRole('button', { name: 'Turn on face search' })).toBeDisabled();
  });

  it('offers the profile photo only once the university verified it', async () => {
    let photo: FaceState['profile_photo'] = 'unverified';
    server.use(
      http.get('/api/faces/me', () =>
        HttpResponse.json({ data: state({ consent: consented, profile_photo: photo }) }),
      ),
    );
    show(<FaceSearchCard />);
    expect(await screen.findByTestId('faces-profile-unverified')).toHaveTextContent(
      'Your profile photo can be used here once your university has verified that it shows you.',
    );
    expect(screen.queryByRole('button', { name: 'Use my profile photo' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Take a selfie (only you, facing the camera, in good light) or upload one.'),
    ).toBeInTheDocument();
    cleanup();

    photo = 'verified';
    show(<FaceSearchCard />);
    expect(await screen.findByRole('button', { name: 'Use my profile photo' })).toBeInTheDocument();
    expect(screen.queryByTestId('faces-profile-unverified')).not.toBeInTheDocument();
    expect(screen.getByText(/upload one, or use your profile photo\.$/)).toBeInTheDocument();
  });

  it('says before an upload what happens to a selfie, refuses one of someone else, and shows a waiting or refused one', async () => {
    const mismatch =
      'This photo does not show the same person as your verified profile photo; take a selfie of yourself, alone and facing the camera.';
    server.use(
      http.get('/api/faces/me', () =>
        HttpResponse.json({ data: state({ consent: consented, profile_photo: 'verified' }) }),
      ),
      http.post('/api/faces/me/enrol', () =>
        HttpResponse.json(
          { message: mismatch, code: 'faces.selfieMismatch', errors: { file: [mismatch] } },
          { status: 422 },
        ),
      ),
    );
    show(<FaceSearchCard />);
    expect(await screen.findByTestId('faces-selfie-rule')).toHaveTextContent(
      'A selfie must show the same person as your verified profile photo.',
    );
    const input = screen.getByTestId('faces-selfie-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'friend.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByTestId('faces-problem')).toHaveTextContent(mismatch);
    expect(screen.queryByTestId('faces-enrolled')).not.toBeInTheDocument();
    cleanup();

    // Without a verified profile photo: said before the upload; after it, the selfie waits.
    let current = state({ consent: consented });
    server.use(
      http.get('/api/faces/me', () => HttpResponse.json({ data: current })),
      http.post('/api/faces/me/enrol', () => {
        current = state({
          consent: consented,
          selfie_review: { status: 'waiting', submitted_at: '2026-11-26T08:00:00Z', decided_at: null },
        });
        return HttpResponse.json({ data: current });
      }),
    );
    show(<FaceSearchCard />);
    expect(await screen.findByTestId('faces-selfie-rule')).toHaveTextContent(
      'Your university has not verified your profile photo yet, so university staff will compare your selfie with your student record before it is used.',
    );
    fireEvent.change(screen.getByTestId('faces-selfie-input'), {
      target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByTestId('faces-selfie-waiting')).toHaveTextContent(
      /^Your selfie of .+ is waiting: university staff will compare it with your student record\./,
    );
    expect(screen.queryByTestId('faces-enrolled')).not.toBeInTheDocument();
    expect(screen.queryByTestId('faces-problem')).not.toBeInTheDocument();
    cleanup();

    current = state({
      consent: consented,
      selfie_review: {
        status: 'refused',
        submitted_at: '2026-11-26T08:00:00Z',
        decided_at: '2026-11-26T09:00:00Z',
      },
    });
    show(<FaceSearchCard />);
    expect(await screen.findByTestId('faces-selfie-refused')).toHaveTextContent(
      /could not confirm that your selfie of .+ shows you, so it was deleted\./,
    );
    // Another one may be added.
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toBeEnabled();
  });

  it('falls back to the upload when there is no camera', async () => {
    server.use(http.get('/api/faces/me', () => HttpResponse.json({ data: state({ consent: consented }) })));
    const user = show(<FaceSearchCard />);
    await user.click(await screen.findByRole('button', { name: 'Take a selfie' }));
    expect(
      await screen.findByText('The camera cannot be used here; upload a photo instead.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Capture' })).toBeDisabled();
  });
});

describe('"Is this you?"', () => {
  it('confirms one (the view reloads) and rejects another', async () => {
    const decided: string[] = [];
    server.use(
      http.get('/api/faces/me/suggestions', () => HttpResponse.json({ data: [photo(1), photo(2)] })),
      http.post('/api/faces/me/suggestions/:id/:decision', ({ params }) => {
        decided.push(`${String(params.id)} ${String(params.decision)}`);
        return HttpResponse.json({ data: { id: Number(params.id), status: 'x' } });
      }),
    );
    const onConfirmed = vi.fn();
    const user = show(<FaceSuggestions onConfirmed={onConfirmed} />);
    expect(await screen.findByRole('heading', { name: 'Is this you?' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('button', { name: 'Yes, it is me' });
    expect(second).toBeInTheDocument();
    await user.click(first);
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    // the confirmed photo leaves the list in a render of its own: then one "Not me" is left
    await user.click(await screen.findByRole('button', { name: 'Not me' }));
    await waitFor(() => expect(decided).toEqual(['1 confirm', '2 reject']));
    // Nothing left to decide: the section is gone.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Is this you?' })).not.toBeInTheDocument(),
    );
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });
});

describe("the operator's face-search panel", () => {
  it('shows the switch, opted-in counts, the progress and tags confirmed matches of a group', async () => {
    let tagged = 0;
    server.use(
      http.get('/api/faces/admin/status', () =>
        HttpResponse.json({
          data: {
            perguruan_tinggi: [
              { id: 1, nama: 'Universitas Wajah', face_search: true, opted_in: 1234, enrolled: 1200 },
            ],
            scan: { waiting: 0, active: 0, scanned: 5000, last_scanned_at: null },
          },
        }),
      ),
      http.get('/api/faces/admin/groups', () =>
        HttpResponse.json({
          data: [{ file_group_id: 7, nama: 'Prosesi', suggested: 4, confirmed: 2, untagged: tagged ? 0 : 1 }],
        }),
      ),
      http.post('/api/faces/admin/groups/7/tag-confirmed', () => {
        tagged++;
        return HttpResponse.json({ data: { tagged: 1 } });
      }),
    );
    const onTagged = vi.fn();
    const user = show(<AdminFacePanel onTagged={onTagged} />);
    const row = (await screen.findByText('Universitas Wajah')).closest('tr')!;
    expect(within(row).getByText('On')).toBeInTheDocument();
    expect(within(row).getByText('1,234')).toBeInTheDocument();
    expect(screen.getByTestId('faces-progress')).toHaveTextContent(
      'Photos waiting for the scan: 0 · being scanned: 0 · scanned so far: 5,000',
    );
    // the groups' counts are a request of their own, which may answer after the status
    expect(await screen.findByText('Face search: 4 suggested, 2 confirmed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tag confirmed matches' }));
    await waitFor(() => expect(onTagged).toHaveBeenCalled());
    expect(tagged).toBe(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Tag confirmed matches' })).not.toBeInTheDocument(),
    );
  });
});

describe('staff comparing a waiting selfie with the record', () => {
  afterEach(() => clearSession());

  it('shows the selfie beside the record to those who may edit it, and approves it', async () => {
    saveSession({
      token: 't'.repeat(43),
      user: { id: 1, name: 'Operator', email: 'op@kampus.test', roles: [] },
      roles: [],
      permissions: ['fileGroup.view', 'mahasiswa.update'],
    });
    const decided: string[] = [];
    let waiting = [
      {
        mahasiswa_id: 42,
        submitted_at: '2026-11-26T08:00:00Z',
        image_url: '/api/faces/admin/selfies/42/image?u=1&s=1&exp=1&sig=x',
        nim: '2026000042',
        nama: 'Sari Wajah',
        foto: null,
        foto_terverifikasi: false,
        perguruan_tinggi: 'Universitas Wajah',
        program_studi: 'Informatika',
        acara: 'Wisuda 2026',
      },
    ];
    server.use(
      http.get('/api/faces/admin/status', () =>
        HttpResponse.json({
          data: {
            perguruan_tinggi: [
              { id: 1, nama: 'Universitas Wajah', face_search: true, opted_in: 1, enrolled: 0 },
            ],
            scan: { waiting: 0, active: 0, scanned: 0, last_scanned_at: null },
          },
        }),
      ),
      http.get('/api/faces/admin/groups', () => HttpResponse.json({ data: [] })),
      http.get('/api/faces/admin/selfies', () => HttpResponse.json({ data: waiting })),
      http.post('/api/faces/admin/selfies/:id/:decision', ({ params }) => {
        decided.push(`${String(params.id)} ${String(params.decision)}`);
        waiting = [];
        return HttpResponse.json({ data: { mahasiswa_id: 42, status: 'approved' } });
      }),
    );
    const user = show(<AdminFacePanel onTagged={() => undefined} />);
    const item = await screen.findByTestId('faces-review-item');
    expect(within(item).getByRole('img', { name: 'Selfie of Sari Wajah' })).toHaveAttribute(
      'src',
      waiting[0].image_url,
    );
    expect(within(item).getByText('No profile photo on the record')).toBeInTheDocument();
    expect(within(item).getByText('2026000042')).toBeInTheDocument();
    expect(within(item).getByText('Informatika')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Open the record' })).toHaveAttribute(
      'href',
      '/master/mahasiswa/edit/42',
    );
    await user.click(within(item).getByRole('button', { name: 'It is this student' }));
    await waitFor(() => expect(decided).toEqual(['42 approve']));
    await waitFor(() => expect(screen.queryByTestId('faces-review-item')).not.toBeInTheDocument());
  });

  it('is not shown to an operator who may not edit student records', async () => {
    saveSession({
      token: 't'.repeat(43),
      user: { id: 1, name: 'Operator', email: 'op@kampus.test', roles: [] },
      roles: [],
      permissions: ['fileGroup.view'],
    });
    let asked = 0;
    server.use(
      http.get('/api/faces/admin/status', () =>
        HttpResponse.json({
          data: {
            perguruan_tinggi: [
              { id: 1, nama: 'Universitas Wajah', face_search: true, opted_in: 1, enrolled: 0 },
            ],
            scan: { waiting: 0, active: 0, scanned: 0, last_scanned_at: null },
          },
        }),
      ),
      http.get('/api/faces/admin/groups', () => HttpResponse.json({ data: [] })),
      http.get('/api/faces/admin/selfies', () => {
        asked++;
        return HttpResponse.json({ data: [] });
      }),
    );
    show(<AdminFacePanel onTagged={() => undefined} />);
    expect(await screen.findByText('Universitas Wajah')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Selfies to compare with the record' }),
    ).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });
});

describe("the operator's switch", () => {
  afterEach(() => clearSession());

  it('turns face search off for one perguruan tinggi when the operator may edit it, beside its counts', async () => {
    saveSession({
      token: 't'.repeat(43),
      user: { id: 1, name: 'Operator', email: 'op@kampus.test', roles: [] },
      roles: [],
      permissions: ['fileGroup.view', 'perguruanTinggi.update'],
    });
    const pts = [
      { id: 1, nama: 'Universitas Wajah', face_search: true, opted_in: 12, enrolled: 10 },
      { id: 2, nama: 'Institut Lain', face_search: true, opted_in: 0, enrolled: 0 },
    ];
    const sent: unknown[] = [];
    server.use(
      http.get('/api/faces/admin/status', () =>
        HttpResponse.json({
          data: { perguruan_tinggi: pts, scan: { waiting: 0, active: 0, scanned: 0, last_scanned_at: null } },
        }),
      ),
      http.get('/api/faces/admin/groups', () => HttpResponse.json({ data: [] })),
      http.put('/api/data-induk/pt/pt/:id', async ({ request, params }) => {
        const body = (await request.json()) as { face_search: boolean };
        sent.push({ id: params.id, ...body });
        const pt = pts.find((p) => String(p.id) === params.id)!;
        pt.face_search = body.face_search;
        return HttpResponse.json({ data: { id: pt.id, face_search: pt.face_search } });
      }),
    );
    const user = show(<AdminFacePanel onTagged={() => undefined} />);
    const toggle = await screen.findByRole('switch', { name: 'Face search at Universitas Wajah' });
    expect(toggle).toBeChecked();
    const row = toggle.closest('tr')!;
    expect(within(row).getByText('12')).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ id: '1', face_search: false }]));
    // read again from the server: off, and still listed while face search is on elsewhere
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Face search at Universitas Wajah' })).not.toBeChecked(),
    );
  });

  it('shows the state without a switch to an operator who may not edit the perguruan tinggi', async () => {
    saveSession({
      token: 't'.repeat(43),
      user: { id: 1, name: 'Operator', email: 'op@kampus.test', roles: [] },
      roles: [],
      permissions: ['fileGroup.view'],
    });
    server.use(
      http.get('/api/faces/admin/status', () =>
        HttpResponse.json({
          data: {
            perguruan_tinggi: [
              { id: 1, nama: 'Universitas Wajah', face_search: true, opted_in: 3, enrolled: 3 },
            ],
            scan: { waiting: 0, active: 0, scanned: 0, last_scanned_at: null },
          },
        }),
      ),
      http.get('/api/faces/admin/groups', () => HttpResponse.json({ data: [] })),
    );
    show(<AdminFacePanel onTagged={() => undefined} />);
    expect(await screen.findByText('Universitas Wajah')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
  });
});
