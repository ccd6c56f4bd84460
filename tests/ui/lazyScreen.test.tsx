import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { CHUNK_TIMEOUT_MS, isChunkError, lazyScreen, withTimeout } from '../../src/layout/lazyScreen';

function Hello({ who }: { who: string }) {
  return <p>Hello {who}</p>;
}

function renderIn(node: React.ReactNode) {
  return render(<AdminContext i18nProvider={i18nProvider}>{node}</AdminContext>);
}

describe('lazyScreen', () => {
  it('waits 120 000 ms by default before calling a chunk failed', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('loads a default export and passes the props on', async () => {
    const Screen = lazyScreen(async () => ({ default: Hello }));
    renderIn(<Screen who="Ani" />);
    expect(await screen.findByText('Hello Ani')).toBeInTheDocument();
  });

  it('loads a named export', async () => {
    const Screen = lazyScreen(async () => ({ Hello }), 'Hello');
    renderIn(<Screen who="Budi" />);
    expect(await screen.findByText('Hello Budi')).toBeInTheDocument();
  });

  it('shows a clear error with a retry button when the chunk fails, and retry loads it again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const Screen = lazyScreen(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module: /panel/assets/x.js');
      return { default: Hello };
    });
    renderIn(<Screen who="Citra" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Citra')).toBeInTheDocument();
    expect(calls).toBe(2);
    error.mockRestore();
  });

  it('turns a chunk that never arrives into a timeout error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen(() => new Promise<{ default: typeof Hello }>(() => undefined), {
      timeoutMs: 50,
    });
    renderIn(<Screen who="Dewi" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading took longer than 2 minutes');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('withTimeout rejects with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), CHUNK_TIMEOUT_MS);
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError' });
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    await assertion;
    vi.useRealTimers();
    expect(isChunkError(new Error('Unable to preload CSS for /panel/assets/a.css'))).toBe(true);
    expect(isChunkError(new Error('x is undefined'))).toBe(false);
  });
});
