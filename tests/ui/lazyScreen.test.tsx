import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { CHUNK_TIMEOUT_MS, isChunkError, lazyScreen, withTimeout } from '../../src/layout/lazyScreen';
import { loaded, preload } from '../../src/layout/preload';

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

  it('renders a screen whose code arrived ahead at once, without a loading state or a second load', async () => {
    let calls = 0;
    const loader = async () => {
      calls += 1;
      return { Hello };
    };
    await preload(loader);
    expect(loaded(loader)).toEqual({ Hello });
    const Screen = lazyScreen(loader, 'Hello');
    renderIn(<Screen who="Eka" />);
    // in the first commit already: no progress bar in between
    expect(screen.getByText('Hello Eka')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows the loading state while code that was not started ahead arrives', async () => {
    const Screen = lazyScreen(async () => ({ Hello }), 'Hello');
    renderIn(<Screen who="Fajar" />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('Hello Fajar')).toBeInTheDocument();
  });

  it("picks the component from the module with a function (a declaration's screens module)", async () => {
    const Fallback = () => <p>generated</p>;
    const loader = async (): Promise<{ list?: typeof Hello }> => ({});
    const Screen = lazyScreen(loader, (module) => module.list ?? Fallback);
    renderIn(<Screen who="Gita" />);
    expect(await screen.findByText('generated')).toBeInTheDocument();
  });

  it('forgets a failed preload so that the next one fetches again', async () => {
    let calls = 0;
    const loader = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { Hello };
    };
    await expect(preload(loader)).rejects.toThrow('Failed to fetch');
    expect(loaded(loader)).toBeUndefined();
    await expect(preload(loader)).resolves.toEqual({ Hello });
    expect(calls).toBe(2);
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
