/**
 * What a plan (paket berlangganan) means for a perguruan tinggi (docs/tenancy.md, "Plans and
 * quotas"): which records count against which of its limits, the features it may gate, when a
 * threshold mail goes out, and when an ended subscription makes the PT read-only. Pure: shared by
 * the server (enforcement, meters) and the browser (meters, banner, hidden features).
 */

/** The quotas of a plan, in the order the meters show them. */
export const QUOTA_KEYS = ['mahasiswa', 'acara', 'foto', 'storage'] as const;
export type QuotaKey = (typeof QUOTA_KEYS)[number];

export interface QuotaDef {
  /** The plan's field holding the limit; null there means unlimited. */
  limitField: 'max_mahasiswa' | 'max_acara' | 'max_foto' | 'max_storage_gb';
  /** The resource whose new records count against it. */
  resource: string;
  /** Records counted, or the bytes of their stored files (the limit then in GB). */
  unit: 'count' | 'bytes';
}

/** The one table of which resource grows which quota. */
export const QUOTAS: Readonly<Record<QuotaKey, QuotaDef>> = {
  mahasiswa: { limitField: 'max_mahasiswa', resource: 'mahasiswa', unit: 'count' },
  acara: { limitField: 'max_acara', resource: 'acara', unit: 'count' },
  foto: { limitField: 'max_foto', resource: 'file', unit: 'count' },
  storage: { limitField: 'max_storage_gb', resource: 'file', unit: 'bytes' },
};

export const BYTES_PER_GB = 1024 ** 3;

/** The quotas a new record of `resource` grows. */
export function quotasOf(resource: string): QuotaKey[] {
  return QUOTA_KEYS.filter((k) => QUOTAS[k].resource === resource);
}

/** Usage shares (percent) at which the PT's staff get a mail, once per threshold and subscription period. */
export const QUOTA_THRESHOLDS = [80, 100] as const;
export type QuotaThreshold = (typeof QUOTA_THRESHOLDS)[number];

/**
 * Features a plan may include, by the key written in its `fitur` list. `ptField`: the perguruan
 * tinggi's switch of the feature, which cannot be turned on outside the plan.
 */
export const PLAN_FEATURES = {
  face_search: { ptField: 'face_search' },
} as const satisfies Record<string, { ptField: string }>;
export type FeatureKey = keyof typeof PLAN_FEATURES;
export const FEATURE_KEYS = Object.keys(PLAN_FEATURES) as FeatureKey[];

/**
 * Whether a plan includes a feature. A PT without a plan is not limited by one (no quota, every
 * feature): the company decides by giving it a plan.
 */
export function planHasFeature(
  fitur: readonly string[] | null | undefined,
  hasPlan: boolean,
  key: FeatureKey,
) {
  return !hasPlan || (fitur ?? []).includes(key);
}

/** One meter: what is used of a quota, its limit (null: unlimited) and the share used (null: unlimited). */
export interface QuotaMeter {
  quota: QuotaKey;
  used: number;
  limit: number | null;
  percent: number | null;
}

/** The limit of a quota in its unit (bytes for storage), from the plan's row; null: unlimited. */
export function limitOf(plan: Record<string, unknown> | null | undefined, quota: QuotaKey): number | null {
  const raw = plan?.[QUOTAS[quota].limitField];
  if (raw === null || raw === undefined) return null;
  const n = Number(raw);
  return QUOTAS[quota].unit === 'bytes' ? n * BYTES_PER_GB : n;
}

export function percentOf(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit === 0) return used > 0 ? 100 : 0;
  return Math.round((used / limit) * 1000) / 10;
}

/** A usage in the unit the messages and meters speak: counts as they are, storage in GB (2 decimals). */
export function shownAmount(quota: QuotaKey, amount: number): number {
  return QUOTAS[quota].unit === 'bytes' ? Math.round((amount / BYTES_PER_GB) * 100) / 100 : amount;
}

/** YYYY-MM-DD of a date stored as `date` (a Date at UTC midnight from pg, or its text). */
export function dayOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/** `day` plus `days` calendar days (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The subscription's state on `today`: the last writable day is its end plus the grace days. */
export interface SubscriptionState {
  end: string | null;
  graceEnd: string | null;
  readOnly: boolean;
}

export function subscriptionState(end: unknown, graceDays: number, today: string): SubscriptionState {
  const day = dayOf(end);
  if (!day) return { end: null, graceEnd: null, readOnly: false };
  const graceEnd = addDays(day, graceDays);
  return { end: day, graceEnd, readOnly: today > graceEnd };
}
