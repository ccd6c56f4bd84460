/**
 * The API's addresses that the start-up builds before the HTTP client has loaded (src/routeData.ts)
 * and the client itself uses, so both ask for the very same URLs.
 */
import type { SortPayload } from 'react-admin';

export const API_BASE = '/api';

/** `/api/<apiPath>` for a declaration's `apiPath` (with or without its slashes). */
export function resourceUrl(apiPath: string): string {
  return `${API_BASE}/${apiPath.replace(/^\/+|\/+$/g, '')}`;
}

/** The URL of rows `range` (inclusive) of a list. */
export function listPageUrl(
  url: string,
  sort: SortPayload,
  range: readonly [number, number],
  filter: object = {},
): string {
  const query = new URLSearchParams({
    sort: JSON.stringify([sort.field, sort.order]),
    range: JSON.stringify(range),
    filter: JSON.stringify(filter),
  });
  return `${url}?${query.toString()}`;
}
