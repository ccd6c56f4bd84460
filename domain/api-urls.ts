/**
 * The API's addresses that the start-up builds before the HTTP client has loaded (src/routeData.ts),
 * from a page's declared reads too (domain/pages.ts), and the client itself uses, so all ask for the
 * very same URLs.
 */

/** A list's order, as react-admin gives it. */
export interface ListSort {
  field: string;
  order: string;
}

export const API_BASE = '/api';

/** `/api/<apiPath>` for a declaration's `apiPath` (with or without its slashes). */
export function resourceUrl(apiPath: string): string {
  return `${API_BASE}/${apiPath.replace(/^\/+|\/+$/g, '')}`;
}

/** The URL of rows `range` (inclusive) of a list. */
export function listPageUrl(
  url: string,
  sort: ListSort,
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
