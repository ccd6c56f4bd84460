/**
 * Widgets below the fold (the dashboard's charts) render only once their place nears the viewport,
 * after the first paint; until then a placeholder keeps their height.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { WhenVisible, renderWhenVisibleEagerly } from '../../src/layout/WhenVisible';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; observed: Element[] }[] = [];

class FakeObserver {
  private entry: { callback: Callback; observed: Element[] };
  constructor(callback: Callback) {
    this.entry = { callback, observed: [] };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.observed.push(element);
  }
  disconnect() {}
}

const original = window.IntersectionObserver;
afterEach(() => {
  window.IntersectionObserver = original;
  renderWhenVisibleEagerly();
  observers.length = 0;
});

describe('WhenVisible', () => {
  it('shows a placeholder of the given height, then the children once scrolled near', async () => {
    renderWhenVisibleEagerly(false);
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const { container } = render(
      <WhenVisible height={320}>
        <p>the charts</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('the charts')).not.toBeInTheDocument();
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder).toHaveAttribute('aria-hidden');
    expect(getComputedStyle(placeholder).height).toBe('320px');
    expect(observers[0].observed).toEqual([placeholder]);

    observers[0].callback([{ isIntersecting: false }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('the charts')).not.toBeInTheDocument();

    observers[0].callback([{ isIntersecting: true }]);
    expect(await screen.findByText('the charts')).toBeInTheDocument();
  });
});
