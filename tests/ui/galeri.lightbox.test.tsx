import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { localeFormat } from '../../src/layout/useLocaleFormat';
import { Lightbox } from '../../src/pages/galeri/Lightbox';
import type { Photo } from '../../src/pages/galeri/types';
import { polyfillPointerEvent, testPhoto } from './photo-fixtures';

polyfillPointerEvent();

const photo = (id: number, download = true): Photo =>
  testPhoto(id, {
    created_at: '2026-11-20T10:00:00Z',
    allow_download: download,
    download_url: download ? `/api/file/file/${id}/original?sig=x` : null,
  });

const TAKEN = '2026-11-20T02:15:00.000Z';
const PHOTOS = [
  photo(1),
  { ...photo(2, false), taken_at: TAKEN, tags: [{ id: 7, nim: '2026001', nama: 'Rina' }] },
  photo(3),
];

function Harness({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState<number | null>(0);
  return (
    <Lightbox
      photos={PHOTOS}
      index={index}
      onIndex={setIndex}
      onClose={() => {
        setIndex(null);
        onClose();
      }}
    />
  );
}

function renderLightbox(direction: 'ltr' | 'rtl' = 'ltr') {
  const onClose = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ThemeProvider theme={createTheme({ direction })}>
        <Harness onClose={onClose} />
      </ThemeProvider>
    </AdminContext>,
  );
  return { onClose, user: userEvent.setup() };
}

const counter = () => screen.getByTestId('lightbox-counter').textContent;
const image = () => screen.getByTestId('lightbox-image');

describe('lightbox', () => {
  it('moves with the arrow keys (wrapping), jumps with Home/End and closes with Escape', async () => {
    const { onClose, user } = renderLightbox();
    expect(counter()).toMatch(/^1 of 3/);
    expect(image()).toHaveAttribute('src', PHOTOS[0].preview_url);
    await user.keyboard('{ArrowRight}');
    expect(counter()).toMatch(/^2 of 3/);
    expect(image()).toHaveAttribute('src', PHOTOS[1].preview_url);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter()).toMatch(/^3 of 3/); // wrapped around
    await user.keyboard('{Home}');
    expect(counter()).toMatch(/^1 of 3/);
    await user.keyboard('{End}');
    expect(counter()).toMatch(/^3 of 3/);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('mirrors the arrows in right-to-left: ArrowLeft is the next photo', async () => {
    const { user } = renderLightbox('rtl');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toMatch(/^2 of 3/);
    await user.keyboard('{ArrowRight}');
    expect(counter()).toMatch(/^1 of 3/);
  });

  it('offers the original only where downloads are allowed, and the buttons move too', async () => {
    const { user } = renderLightbox();
    expect(screen.getByRole('link', { name: 'Download the original' })).toHaveAttribute(
      'href',
      PHOTOS[0].download_url,
    );
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.queryByRole('link', { name: 'Download the original' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toMatch(/^1 of 3/);
  });

  it('follows a swipe: to the left shows the next photo, to the right the previous one', () => {
    renderLightbox();
    const area = image().parentElement!;
    fireEvent.pointerDown(area, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(area, { clientX: 120, clientY: 210 });
    expect(counter()).toMatch(/^2 of 3/);
    fireEvent.pointerDown(area, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(area, { clientX: 300, clientY: 190 });
    expect(counter()).toMatch(/^1 of 3/);
    // A short or mostly vertical move is not a swipe.
    fireEvent.pointerDown(area, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(area, { clientX: 130, clientY: 400 });
    expect(counter()).toMatch(/^1 of 3/);
  });

  it('captions a photo with its capture time in the language format, next to the tagged names', async () => {
    const { user } = renderLightbox();
    expect(screen.queryByTestId('lightbox-taken')).not.toBeInTheDocument(); // no capture time known
    await user.keyboard('{ArrowRight}');
    const taken = screen.getByTestId('lightbox-taken');
    expect(taken).toHaveAttribute('datetime', TAKEN);
    expect(taken).toHaveTextContent(`Taken ${localeFormat('en').dateTime(TAKEN)}`);
    expect(taken.parentElement).toHaveTextContent(/· Rina$/);
  });
});

describe('lightbox tagging', () => {
  it('tags the photo on view from its bar, where the page offers tagging (and not elsewhere)', async () => {
    const onTag = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <Lightbox
          photos={PHOTOS}
          index={1}
          onIndex={() => undefined}
          onClose={() => undefined}
          onTag={onTag}
        />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Tag students on this photo' }));
    expect(onTag).toHaveBeenCalledWith(PHOTOS[1]);
    rerender(
      <AdminContext i18nProvider={i18nProvider}>
        <Lightbox photos={PHOTOS} index={1} onIndex={() => undefined} onClose={() => undefined} />
      </AdminContext>,
    );
    expect(screen.queryByRole('button', { name: 'Tag students on this photo' })).toBeNull();
  });
});
