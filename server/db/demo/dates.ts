// The demo is planned around PLANNED_ON (some events past, some coming) and moved to today when loaded,
// so a demo started later still has events ahead.
const PLANNED_ON = '2026-11-21';

export const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
export const today = () => new Date().toISOString().slice(0, 10);

/** Days from PLANNED_ON to today: added to every planned date. */
export const daysSincePlanned = () => Math.round((Date.parse(today()) - Date.parse(PLANNED_ON)) / 86_400_000);
