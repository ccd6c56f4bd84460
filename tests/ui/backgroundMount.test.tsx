/**
 * Work drawn in React's background passes instead of the update that asks for it
 * (src/layout/BackgroundMount.tsx, src/layout/drawnInBackground.tsx): each test runs the passes as
 * the browser does, not flushed together by act(), and fails when the work is done at once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider, notifyManager, useQuery } from '@tanstack/react-query';
import { AfterFirstCommit, BackgroundMount } from '../../src/layout/BackgroundMount';
import { drawnInBackground, type Answer } from '../../src/layout/drawnInBackground';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let root: Root;
let container: HTMLDivElement;
let actEnvironment: boolean | undefined;

beforeEach(() => {
  // the passes as the browser runs them, not flushed together by act()
  actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('BackgroundMount', () => {
  it('commits the fallback in the update that shows it and mounts the children in a later pass', async () => {
    let renders = 0;
    function Heavy() {
      renders += 1;
      return <p>screen</p>;
    }
    flushSync(() =>
      root.render(
        <BackgroundMount fallback={<p>wait</p>}>
          <Heavy />
        </BackgroundMount>,
      ),
    );
    // the urgent update did not render the children at all
    expect(container.textContent).toBe('wait');
    expect(renders).toBe(0);
    await waitFor(() => expect(container.textContent).toBe('screen'));
  });

  it('keeps mounted children on later urgent updates', async () => {
    const tree = (label: string) => (
      <BackgroundMount fallback={<p>wait</p>}>
        <p>{label}</p>
      </BackgroundMount>
    );
    flushSync(() => root.render(tree('first')));
    await waitFor(() => expect(container.textContent).toBe('first'));
    flushSync(() => root.render(tree('second')));
    expect(container.textContent).toBe('second');
  });
});

describe('AfterFirstCommit', () => {
  it('puts the frame around it on the screen before it draws its children', async () => {
    let headingSeen: string | null | undefined;
    function Screen() {
      headingSeen ??= container.querySelector('h1')?.textContent ?? null;
      return <p>screen</p>;
    }
    root.render(
      <>
        <h1>Students</h1>
        <AfterFirstCommit fallback={<p>wait</p>}>
          <Screen />
        </AfterFirstCommit>
      </>,
    );
    await waitFor(() => expect(container.textContent).toBe('Studentsscreen'));
    expect(headingSeen).toBe('Students');
  });

  it('draws later children at once, once it has', async () => {
    const tree = (label: string) => (
      <AfterFirstCommit fallback={<p>wait</p>}>
        <p>{label}</p>
      </AfterFirstCommit>
    );
    root.render(tree('first'));
    await waitFor(() => expect(container.textContent).toBe('first'));
    flushSync(() => root.render(tree('second')));
    expect(container.textContent).toBe('second');
  });
});

describe('drawnInBackground', () => {
  it("redraws the view with a query's new answer after, not inside, the update that hands it over", async () => {
    // answers handed over at once, in the update that sets them (react-query waits a tick by default)
    notifyManager.setScheduler((callback) => callback());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const shown: (string | undefined)[] = [];
    const useFigures = () =>
      useQuery({ queryKey: ['figures'], queryFn: () => new Promise<string>(() => undefined) });
    const Figures = drawnInBackground(useFigures, function Figures({ data }: Answer<string>) {
      shown.push(data);
      return <p>{data ?? 'loading'}</p>;
    });
    try {
      flushSync(() =>
        root.render(
          <QueryClientProvider client={client}>
            <Figures />
          </QueryClientProvider>,
        ),
      );
      expect(container.textContent).toBe('loading');
      flushSync(() => client.setQueryData(['figures'], '42 students'));
      // the update that handed the answer over left the view as it was
      expect(container.textContent).toBe('loading');
      expect(shown).toEqual([undefined]);
      await waitFor(() => expect(container.textContent).toBe('42 students'));
      expect(shown).toEqual([undefined, '42 students']);
    } finally {
      notifyManager.setScheduler((callback) => setTimeout(callback, 0));
      client.clear();
    }
  });
});
