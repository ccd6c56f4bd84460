/**
 * Face search's screens (real components, the API is msw; docs/faces.md): the profile section asks
 * for consent to the current text version before anything, adds a face by upload and shows the
 * server's reason when a photo is refused, falls back to the upload without a camera, and withdraws
 * after a confirmation; the gallery's "Is this you?" confirms and rejects; the operator's panel shows
 * the counts and tags confirmed matches.
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
    await user.click(screen.getByRole('button', { name: 'Not me' }));
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
    expect(screen.getByText('Face search: 4 suggested, 2 confirmed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tag confirmed matches' }));
    await waitFor(() => expect(onTagged).toHaveBeenCalled());
    expect(tagged).toBe(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Tag confirmed matches' })).not.toBeInTheDocument(),
    );
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
