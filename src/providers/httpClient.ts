/**
 * The one fetch wrapper of the browser app (common contract):
 * - adds `Authorization: Bearer <token>` from the stored session, `Accept-Language` with the UI's
 *   locale (the server answers its messages in it, docs/i18n.md), and JSON headers for JSON bodies
 *   (a `FormData` body is sent as multipart, untouched);
 * - unwraps the API's success body `{ data }` into `json` (so `ra-data-simple-rest` works on top of it);
 * - throws react-admin's `HttpError(message, status, body)` with `body = { message, code, errors }`, where
 *   `errors` is flattened to `{ field: 'first message' }` so forms show them beside their fields;
 * - on 401 clears the session (the authProvider's checkError then sends the user to the login page);
 * - on 503 of a read reports the service unavailable (./serviceStatus.ts: the 503 page).
 * Network failures (fetch rejecting) are passed on unchanged (docs/product.md#failures).
 *
 * `httpClient` / `fetchJson` answer like react-admin's `fetchUtils.fetchJson`: `{ status, headers, body, json }`.
 * `api<T>()` answers only the unwrapped `data`.
 */
import { HttpError } from 'react-admin';
import { getCurrentLanguage } from './currentLanguage';
import { API_BASE } from '../../domain/api-urls';
import { reportUnavailable } from './serviceStatus';
import { clearSession, getToken } from './session';

export { API_BASE };

export interface HttpOptions extends Omit<RequestInit, 'headers'> {
  headers?: HeadersInit;
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

/** The body carried by every thrown `HttpError`. */
export interface ApiErrorBody {
  /** Already in the UI's language. */
  message: string;
  /** The server's message key (`auth.wrongLogin`, `crud.unique`, ...), when it sent one. */
  code?: string;
  errors: Record<string, string>;
  /** Seconds to wait, from the Retry-After header of a 429 answer. */
  retryAfter?: number;
}

/** `/api/x` → unchanged; `data-induk/pt/pt` or `/data-induk/pt/pt` → `/api/data-induk/pt/pt`; absolute URLs unchanged. */
export function apiUrl(path: string): string {
  if (
    /^https?:\/\//.test(path) ||
    path === API_BASE ||
    path.startsWith(`${API_BASE}/`) ||
    path.startsWith(`${API_BASE}?`)
  ) {
    return path;
  }
  return `${API_BASE}/${path.replace(/^\/+/, '')}`;
}

/** The headers of every API call: JSON answers, the UI's language, the session's bearer token. */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getCurrentLanguage().locale,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** `{ field: ['a', 'b'] }` or `{ field: 'a' }` → `{ field: 'a' }`. */
export function flattenErrors(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return out;
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first !== null) out[field] = String(first);
  }
  return out;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function unwrap(parsed: unknown): unknown {
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'data' in parsed) {
    return (parsed as { data: unknown }).data;
  }
  return parsed;
}

/** How long an answer read ahead waits for the screen's own call before it is dropped. */
const READ_AHEAD_MS = 15_000;
const readsAhead = new Map<string, { at: number; token?: string; answer: Promise<HttpResponse> }>();

/**
 * Starts a GET the first screen is about to make (src/routeData.ts), so its answer travels while the
 * screen's code still loads. The screen's own call of the same URL takes it, once, within
 * READ_AHEAD_MS and for the same session; a failed read is made again by that call.
 */
export function readAhead(url: string): void {
  const key = apiUrl(url);
  if (readsAhead.has(key)) return;
  const answer = httpClient(key);
  readsAhead.set(key, { at: Date.now(), token: getToken(), answer });
  answer.catch(() => readsAhead.delete(key));
}

/** Test hook: forget the answers read ahead and not taken. */
export function forgetReadsAheadForTests(): void {
  readsAhead.clear();
}

function takeReadAhead(key: string, options: HttpOptions): Promise<HttpResponse> | undefined {
  const read = readsAhead.get(key);
  if (!read || (options.method ?? 'GET') !== 'GET' || options.body != null) return undefined;
  readsAhead.delete(key);
  return Date.now() - read.at <= READ_AHEAD_MS && read.token === getToken() ? read.answer : undefined;
}

// `any` default: the same as react-admin's fetchJson, so ra-data-simple-rest can consume it
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function httpClient<T = any>(url: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
  const ahead = takeReadAhead(apiUrl(url), options);
  if (ahead) return ahead as Promise<HttpResponse<T>>;
  const headers = new Headers(options.headers);
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  for (const [name, value] of Object.entries(apiHeaders())) if (!headers.has(name)) headers.set(name, value);
  if (options.body !== undefined && options.body !== null && !isForm && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }

  const response = await fetch(apiUrl(url), { ...options, headers });
  const body = await response.text();
  const parsed = parseBody(body);

  if (response.status < 200 || response.status >= 300) {
    if (response.status === 401) clearSession();
    if (response.status === 503) reportUnavailable(options.method);
    const obj =
      parsed && typeof parsed === 'object'
        ? (parsed as { message?: unknown; code?: unknown; errors?: unknown })
        : {};
    const message =
      typeof obj.message === 'string' && obj.message
        ? obj.message
        : typeof parsed === 'string' && parsed
          ? parsed
          : response.statusText || `HTTP ${response.status}`;
    const errorBody: ApiErrorBody = { message, errors: flattenErrors(obj.errors) };
    if (typeof obj.code === 'string') errorBody.code = obj.code;
    const retryAfter = Number(response.headers.get('Retry-After'));
    if (retryAfter > 0) errorBody.retryAfter = retryAfter;
    throw new HttpError(message, response.status, errorBody);
  }

  return { status: response.status, headers: response.headers, body, json: unwrap(parsed) as T };
}

/** Same as `httpClient`; the name others use when calling the API directly. */
export const fetchJson = httpClient;

/** Calls the API and answers only the unwrapped `data`. */
export async function api<T>(url: string, options: HttpOptions = {}): Promise<T> {
  const { json } = await httpClient<T>(url, options);
  return json;
}
