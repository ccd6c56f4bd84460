/**
 * Setup of every UI test (jsdom): jest-dom matchers, the msw server lifecycle, a clean browser
 * state per test (storage, cookies, DOM), and the browser APIs jsdom lacks (matchMedia,
 * ResizeObserver, IntersectionObserver, scrollTo).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw';
import { renderWhenVisibleEagerly } from '../../src/layout/WhenVisible';

// findBy*/waitFor give up after 1 s by default: too short for a cold first render on a busy machine.
configure({ asyncUtilTimeout: 20_000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: NoopObserver });
if (!('IntersectionObserver' in window)) Object.assign(window, { IntersectionObserver: NoopObserver });
// Nothing scrolls into view in jsdom: widgets kept for later (charts below the fold) render at once.
renderWhenVisibleEagerly();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
});
afterAll(() => server.close());
