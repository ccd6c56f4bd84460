/**
 * Option lists held in client state (docs/product.md#layout): one per declared resource, built in or
 * configured (role, bentuk PT, perguruan tinggi, fakultas by pt_id, program studi by fakultas_id,
 * acara, mahasiswa, file group, ...). Each list is loaded
 * on demand from its `getoption` endpoint (read from `json.data`), kept per query, and emptied by
 * name with `clearOptions(name)` (after a change to its records) and all at once with
 * `clearAllOptions()` (sign-in, sign-out, a 401), so the next user never sees the previous user's
 * lists. A failed call is only logged to the console (docs/product.md#failures); the list is marked failed, and the
 * next use of it (a screen mounting it, a `loadOptionList` call) loads it again.
 * A tiny external store read with `useSyncExternalStore`: no extra dependency.
 * The store is handed each list's declaration and reads no installation, so a custom page's hooks
 * (`wisuda/pages`) use it without importing wisuda.config.ts; src/providers/options.ts finds the
 * declarations by name for the core's screens.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { ResourceDef } from '../../domain/resource';
import { httpClient } from './httpClient';
import { currentPt, PT_PARAM, useCurrentPt } from './ptScope';
import { onSessionEnd } from './session';

/** An option list is named after its declared resource (built in or configured). */
export type OptionListName = string;

export interface OptionItem {
  id: number | string;
  name: string;
  [extra: string]: unknown;
}

export type OptionParams = Record<string, string | number | null | undefined>;

export interface OptionEntry {
  status: 'loading' | 'loaded' | 'error';
  items: OptionItem[];
}

const EMPTY: OptionEntry = { status: 'loading', items: [] };
const IDLE: OptionEntry = { status: 'loaded', items: [] };

let entries = new Map<string, OptionEntry>();
const inflight = new Map<string, Promise<OptionItem[]>>();
const listeners = new Set<() => void>();

/** Every declared resource that can be viewed has an option list (`getoption`). */
export function isOptionList(def: ResourceDef | undefined): def is ResourceDef {
  return !!def && !def.singleton && (def.actions ?? ['view']).includes('view');
}

function cleanParams(params: OptionParams = {}): [string, string][] {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => [k, String(v)] as [string, string])
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * `params` asking for the university chosen in the header (src/providers/ptScope.ts), unless they
 * name one themselves (`pt: null`: every university). The key of a list includes it, so a list held
 * for one choice is not shown for another.
 */
function withChosenPt(params: OptionParams | undefined, pt: number | undefined): OptionParams | undefined {
  if (!pt || (params && PT_PARAM in params)) return params;
  return { ...params, [PT_PARAM]: pt };
}

export function optionKey(name: OptionListName, params?: OptionParams): string {
  const query = new URLSearchParams(cleanParams(params)).toString();
  return query ? `${name}?${query}` : name;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function setEntry(key: string, entry: OptionEntry): void {
  entries = new Map(entries);
  entries.set(key, entry);
  emit();
}

export function optionUrl(def: ResourceDef, params?: OptionParams): string {
  const query = new URLSearchParams(cleanParams(params)).toString();
  return `/api/${def.apiPath.replace(/^\/+/, '')}/getoption${query ? `?${query}` : ''}`;
}

/**
 * Loads a list unless it is already held or loading; a list whose last load failed is loaded again.
 * Answers the items; [] after a failure.
 */
export function loadOptionList(def: ResourceDef, asked?: OptionParams): Promise<OptionItem[]> {
  const { name } = def;
  const params = withChosenPt(asked, currentPt());
  const key = optionKey(name, params);
  const held = entries.get(key);
  if (held?.status === 'loaded') return Promise.resolve(held.items);
  const running = inflight.get(key);
  if (running) return running;
  setEntry(key, EMPTY);
  const promise = httpClient<OptionItem[]>(optionUrl(def, params))
    .then(({ json }) => {
      const items = Array.isArray(json) ? json : [];
      if (inflight.get(key) === promise) setEntry(key, { status: 'loaded', items });
      return items;
    })
    .catch((error: unknown) => {
      console.error(`Loading the ${name} options failed`, error);
      if (inflight.get(key) === promise) setEntry(key, { status: 'error', items: [] });
      return [];
    })
    .finally(() => {
      if (inflight.get(key) === promise) inflight.delete(key);
    });
  inflight.set(key, promise);
  return promise;
}

/** Empties one option list (every query of it), e.g. after its records changed. */
export function clearOptions(name: OptionListName): void {
  const prefix = `${name}?`;
  const next = new Map<string, OptionEntry>();
  for (const [key, entry] of entries) if (key !== name && !key.startsWith(prefix)) next.set(key, entry);
  for (const key of [...inflight.keys()]) if (key === name || key.startsWith(prefix)) inflight.delete(key);
  entries = next;
  emit();
}

/** Empties every list: on sign-in, and whenever the session ends (logout, a 401). */
export function clearAllOptions(): void {
  entries = new Map();
  inflight.clear();
  emit();
}

onSessionEnd(clearAllOptions);

export function getOptionEntry(name: OptionListName, params?: OptionParams): OptionEntry | undefined {
  return entries.get(optionKey(name, withChosenPt(params, currentPt())));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The items of one option list, loaded on first use, again after `clearOptions`, and again when a
 * component using it mounts after a failed load (not in a loop while the server keeps failing).
 * `enabled: false` (e.g. a cascading child whose parent is not chosen yet) answers an empty, loaded
 * list without calling the server.
 */
export function useOptionList(def: ResourceDef, asked?: OptionParams, enabled = true): OptionEntry {
  const params = withChosenPt(asked, useCurrentPt());
  const key = optionKey(def.name, params);
  const entry = useSyncExternalStore(
    subscribe,
    () => entries.get(key),
    () => entries.get(key),
  );
  const missing = entry === undefined;
  useEffect(() => {
    // first use, a list emptied while shown, or one that failed before this use: (re)load it.
    // `entries` is read here, not a dependency: a failure does not re-run this effect.
    if (enabled && (missing || entries.get(key)?.status === 'error')) void loadOptionList(def, params);
    // `key` covers the list's name and params
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, missing]);
  if (!enabled) return IDLE;
  return entry ?? EMPTY;
}
