/**
 * The university the company's staff narrowed the screens to (the header's switcher): `?pt=12` in
 * the URL, remembered for the tab so that a link or a list's own URL change that leaves the
 * parameter out keeps it (the switcher puts it back). The server narrows lists and option lists to
 * it, within the caller's own universities (server/crud/tenancy.ts).
 */
import { useSyncExternalStore } from 'react';
import { onSessionEnd } from './session';

export const PT_PARAM = 'pt';
const KEY = 'wisuda.pt';

function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const asPt = (raw: string | null | undefined): number | undefined => {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The university a URL's query string names, if any. */
export const ptOf = (search: string): number | undefined => asPt(new URLSearchParams(search).get(PT_PARAM));

export const rememberedPt = (): number | undefined => asPt(tabStorage()?.getItem(KEY));

const listeners = new Set<() => void>();

export function rememberPt(pt: number | undefined): void {
  if (pt) tabStorage()?.setItem(KEY, String(pt));
  else tabStorage()?.removeItem(KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen university now: the URL's, else the tab's last choice. */
export function currentPt(search = typeof window === 'undefined' ? '' : window.location.search) {
  return ptOf(search) ?? rememberedPt();
}

/**
 * The chosen university, re-rendering when the switcher changes it: for reads outside the data
 * provider (option lists, the dashboard), whose cache keys must name it.
 */
export const useCurrentPt = (): number | undefined =>
  useSyncExternalStore(
    subscribe,
    () => currentPt(),
    () => undefined,
  );

/** `search` with the university set (or removed for every university). */
export function searchWithPt(search: string, pt: number | undefined): string {
  const params = new URLSearchParams(search);
  if (pt) params.set(PT_PARAM, String(pt));
  else params.delete(PT_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** An API URL asking only for university `pt`'s records (none: as it is). */
export const withPtQuery = (url: string, pt: number | undefined): string =>
  pt ? `${url}${url.includes('?') ? '&' : '?'}${PT_PARAM}=${pt}` : url;

// The next user of the tab starts with every university.
onSessionEnd(() => rememberPt(undefined));
