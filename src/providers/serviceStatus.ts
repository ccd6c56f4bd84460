/**
 * A 503 answer means the service as a whole is briefly down (the database out of reach,
 * server/errors.ts): a screen that could not load its data leads to the "service unavailable"
 * page (src/pages/errors) instead of a half-empty screen. Only reads report it: a failed save keeps
 * its form and its notification, so nothing typed is lost.
 */
export const UNAVAILABLE_EVENT = 'wisuda:service-unavailable';

export function reportUnavailable(method: string | undefined): void {
  if (typeof window === 'undefined') return;
  const read = !method || method.toUpperCase() === 'GET';
  if (read) window.dispatchEvent(new Event(UNAVAILABLE_EVENT));
}
