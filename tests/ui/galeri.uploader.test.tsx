import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { delay, http, HttpResponse } from 'msw';
import { server } from './msw';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { Uploader } from '../../src/pages/galeri/Uploader';
import { useUploadQueue } from '../../src/pages/galeri/useUploadQueue';
import type { Photo } from '../../src/pages/galeri/types';

/** The real uploader with the real XHR transport; the server is msw. */
function Harness() {
  const [uploaded, setUploaded] = useState<number[]>([]);
  const queue = useUploadQueue((p: Photo) => setUploaded((u) => [...u, p.id]));
  return (
    <>
      <Uploader queue={queue} groupId={7} />
      <output data-testid="uploaded">{uploaded.join(',')}</output>
    </>
  );
}

const file = (name: string, size = 2048) =>
  new File([new Uint8Array(size).fill(1)], name, { type: 'image/jpeg' });
const rowOf = (name: string) =>
  screen.getAllByTestId('upload-item').find((el) => el.textContent?.includes(name))!;

function renderUploader() {
  const user = userEvent.setup();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Harness />
    </AdminContext>,
  );
  return user;
}

describe('photo uploader', () => {
  it('uploads many files, shows the server message per refused file, and retries a failed one', async () => {
    let flaky = 0;
    const groups: string[] = [];
    server.use(
      http.post('/api/file/file', async ({ request }) => {
        const form = await request.formData();
        groups.push(String(form.get('file_group_id')));
        // jsdom's XHR does not carry the file name through; the sizes tell the files apart.
        const name = { 1000: 'a.jpg', 2000: 'notes.jpg', 3000: 'flaky.jpg' }[(form.get('file') as File).size];
        if (name === 'notes.jpg') {
          return HttpResponse.json(
            {
              message: 'Only JPEG, PNG and WebP images are accepted; this file is not one of them.',
              errors: {
                file: ['Only JPEG, PNG and WebP images are accepted; this file is not one of them.'],
              },
            },
            { status: 415 },
          );
        }
        if (name === 'flaky.jpg' && flaky++ === 0)
          return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
        return HttpResponse.json({ data: { id: name === 'flaky.jpg' ? 3 : 1 } }, { status: 201 });
      }),
    );
    const user = renderUploader();
    await user.upload(screen.getByTestId('file-input'), [
      file('a.jpg', 1000),
      file('notes.jpg', 2000),
      file('flaky.jpg', 3000),
    ]);

    await waitFor(() => expect(rowOf('a.jpg')).toHaveAttribute('data-status', 'done'));
    await waitFor(() => expect(rowOf('notes.jpg')).toHaveAttribute('data-status', 'error'));
    await waitFor(() => expect(rowOf('flaky.jpg')).toHaveAttribute('data-status', 'error'));
    expect(within(rowOf('notes.jpg')).getByRole('alert')).toHaveTextContent(
      'Only JPEG, PNG and WebP images are accepted',
    );
    expect(screen.getByTestId('upload-summary')).toHaveTextContent('1 of 3 uploaded, 2 failed');
    expect(groups).toEqual(['7', '7', '7']);

    // A type refusal will not change on retry: no retry button. A server error may: retry it.
    expect(within(rowOf('notes.jpg')).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    await user.click(within(rowOf('flaky.jpg')).getByRole('button', { name: 'Retry: flaky.jpg' }));
    await waitFor(() => expect(rowOf('flaky.jpg')).toHaveAttribute('data-status', 'done'));
    expect(screen.getByTestId('upload-summary')).toHaveTextContent('2 of 3 uploaded, 1 failed');
    expect(screen.getByTestId('uploaded')).toHaveTextContent('1,3');
    // Overall progress counts finished files (done or refused) as complete.
    expect(screen.getByTestId('overall-progress')).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows progress while a file is on its way and can cancel it', async () => {
    server.use(
      http.post('/api/file/file', async () => {
        await delay(10_000);
        return HttpResponse.json({ data: { id: 9 } }, { status: 201 });
      }),
    );
    const user = renderUploader();
    await user.upload(screen.getByTestId('file-input'), [file('slow.jpg', 64 * 1024)]);
    await waitFor(() => expect(rowOf('slow.jpg')).toHaveAttribute('data-status', 'uploading'));
    expect(within(rowOf('slow.jpg')).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByTestId('overall-progress')).toBeInTheDocument();
    await user.click(within(rowOf('slow.jpg')).getByRole('button', { name: 'Cancel: slow.jpg' }));
    await waitFor(() => expect(rowOf('slow.jpg')).toHaveAttribute('data-status', 'cancelled'));
    expect(screen.getByTestId('uploaded')).toHaveTextContent('');
  });

  it('asks for a group before anything can be uploaded', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <NoGroup />
      </AdminContext>,
    );
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
    expect(screen.getByText('Pick a group first')).toBeInTheDocument();
  });
});

function NoGroup() {
  const queue = useUploadQueue(() => undefined);
  return <Uploader queue={queue} groupId="" disabledReason="Pick a group first" />;
}
