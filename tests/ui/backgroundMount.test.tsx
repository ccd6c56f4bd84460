import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { BackgroundMount } from '../../src/layout/BackgroundMount';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

describe('BackgroundMount', () => {
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
