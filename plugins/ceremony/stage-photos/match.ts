/**
 * Stage photos by time: which graduate a photo shows, from when it was taken and when each graduate
 * was called on stage. Pure (no database): the server's matching job (../server/stage-photos-match.ts)
 * and the benchmark use it alike.
 *
 * A camera's clock is never right: each camera (its EXIF serial, else its model) has an offset the
 * staff calibrate by pointing at one photo and saying who it shows. The photo's corrected time is its
 * capture time plus that offset; it goes to the graduate called most recently before it, within the
 * acara's window. A photo close to a call (within the margin, either side) could be either graduate:
 * it waits for a person with the two likely ones. A photo without capture time, or from a camera not
 * calibrated yet, is never guessed; one tagged by hand is never touched.
 */

/** One call of a graduate at the stage (a scan that was not superseded). */
export interface StageCall {
  mahasiswaId: number;
  /** Epoch milliseconds. */
  calledAt: number;
}

export interface StagePhoto {
  id: number;
  /** The capture time from EXIF (epoch ms, already in PHOTO_TIMEZONE), or null. */
  takenAt: number | null;
  /** The camera's key (serial, else model); '' when the photo names none. */
  camera: string;
}

export interface MatchSettings {
  /** How long after a call a photo may still show that graduate (ms). */
  windowMs: number;
  /** How close to a call a photo is too close to decide alone (ms). */
  marginMs: number;
}

/** Why a photo was left alone. */
export type Unmatched = 'no-time' | 'uncalibrated' | 'before-first' | 'outside-window' | 'hand';

export type Decision =
  | { photoId: number; kind: 'tag'; mahasiswaId: number; at: number }
  | { photoId: number; kind: 'review'; candidates: [number, number]; at: number }
  | { photoId: number; kind: 'none'; reason: Unmatched };

/** The calls ordered by time (mahasiswa id as tie-break), as `matchPhotos` reads them. */
export function sortCalls(calls: readonly StageCall[]): StageCall[] {
  return [...calls].sort((a, b) => a.calledAt - b.calledAt || a.mahasiswaId - b.mahasiswaId);
}

/** Index of the last call at or before `t` in sorted `calls`, -1 when none. */
function lastCallAtOrBefore(calls: readonly StageCall[], t: number): number {
  let lo = 0;
  let hi = calls.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (calls[mid].calledAt <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The nearest call before index `i` of another graduate (-1: none). */
function previousOther(calls: readonly StageCall[], i: number): number {
  for (let j = i - 1; j >= 0; j--) if (calls[j].mahasiswaId !== calls[i].mahasiswaId) return j;
  return -1;
}

/** The nearest call after index `i` of another graduate (-1: none). */
function nextOther(calls: readonly StageCall[], i: number): number {
  for (let j = i + 1; j < calls.length; j++) if (calls[j].mahasiswaId !== calls[i].mahasiswaId) return j;
  return -1;
}

/** One photo's decision against sorted calls, at its corrected time `t`. */
function decideAt(photoId: number, t: number, calls: readonly StageCall[], s: MatchSettings): Decision {
  const i = lastCallAtOrBefore(calls, t);
  if (i < 0) return { photoId, kind: 'none', reason: 'before-first' };
  const call = calls[i];
  if (t - call.calledAt > s.windowMs) return { photoId, kind: 'none', reason: 'outside-window' };
  const before = previousOther(calls, i);
  const after = nextOther(calls, i);
  // Two graduates called at the same instant: nothing tells them apart.
  if (before >= 0 && calls[before].calledAt === call.calledAt)
    return { photoId, kind: 'review', candidates: [call.mahasiswaId, calls[before].mahasiswaId], at: t };
  const sinceCall = t - call.calledAt;
  const untilNext = after >= 0 ? calls[after].calledAt - t : Infinity;
  const nearPrevious = before >= 0 && sinceCall < s.marginMs;
  const nearNext = untilNext < s.marginMs;
  if (!nearPrevious && !nearNext) return { photoId, kind: 'tag', mahasiswaId: call.mahasiswaId, at: t };
  // The other likely graduate: the one whose call is nearer to the photo.
  const other = nearNext && (!nearPrevious || untilNext <= sinceCall) ? after : before;
  return { photoId, kind: 'review', candidates: [call.mahasiswaId, calls[other].mahasiswaId], at: t };
}

/**
 * Decides every photo: `offsets` by camera key (ms added to the capture time; a camera missing
 * from it is not calibrated), `handTagged` the photos a person tagged (left alone), `calls` sorted
 * by `sortCalls`.
 */
export function matchPhotos(
  photos: readonly StagePhoto[],
  calls: readonly StageCall[],
  offsets: ReadonlyMap<string, number>,
  settings: MatchSettings,
  handTagged: ReadonlySet<number> = new Set(),
): Decision[] {
  return photos.map((p): Decision => {
    if (handTagged.has(p.id)) return { photoId: p.id, kind: 'none', reason: 'hand' };
    if (p.takenAt === null) return { photoId: p.id, kind: 'none', reason: 'no-time' };
    const offset = offsets.get(p.camera);
    if (offset === undefined) return { photoId: p.id, kind: 'none', reason: 'uncalibrated' };
    return decideAt(p.id, p.takenAt + offset, calls, settings);
  });
}

/**
 * The offset of a camera from one photo a person says shows `mahasiswaId`: the one that puts the
 * photo in the middle of that graduate's time on stage (from their latest call to the next
 * graduate's call, at most the window), the place furthest from both neighbours. Null when the
 * photo has no capture time or the graduate was never called.
 */
export function calibrate(
  takenAt: number | null,
  mahasiswaId: number,
  calls: readonly StageCall[],
  windowMs: number,
): number | null {
  if (takenAt === null) return null;
  let i = -1;
  for (let j = calls.length - 1; j >= 0; j--)
    if (calls[j].mahasiswaId === mahasiswaId) {
      i = j;
      break;
    }
  if (i < 0) return null;
  const after = nextOther(calls, i);
  const slot = Math.min(windowMs, after >= 0 ? calls[after].calledAt - calls[i].calledAt : windowMs);
  return Math.round(calls[i].calledAt + slot / 2 - takenAt);
}

/** Refining tries the offsets this far apart. */
const REFINE_STEP_MS = 250;
/** Fewer timed photos than this say too little about where a camera's shots fall: no refining. */
export const REFINE_MIN_PHOTOS = 20;

/**
 * A camera's offset refined from all its photos: any offset that keeps the calibration photo with
 * the graduate it was said to show (clear of the margin) is as true as the one `calibrate` chose, and
 * photographers shoot while a graduate stands on stage, not as the next name is read; so among
 * those, the one that leaves the fewest photos near a call (most tagged at once), nearest to
 * `calibrate`'s on a tie. `calibrate`'s own with fewer than REFINE_MIN_PHOTOS photos.
 */
export function refineOffset(
  anchor: { takenAt: number; mahasiswaId: number },
  takenTimes: readonly number[],
  calls: readonly StageCall[],
  settings: MatchSettings,
): number | null {
  const base = calibrate(anchor.takenAt, anchor.mahasiswaId, calls, settings.windowMs);
  if (base === null || takenTimes.length < REFINE_MIN_PHOTOS) return base;
  const mid = anchor.takenAt + base;
  let best = base;
  let bestScore = -1;
  const span = settings.windowMs;
  for (let target = mid - span; target <= mid + span; target += REFINE_STEP_MS) {
    const offset = target - anchor.takenAt;
    const own = decideAt(0, target, calls, settings);
    if (own.kind !== 'tag' || own.mahasiswaId !== anchor.mahasiswaId) continue;
    let score = 0;
    for (const t of takenTimes) if (decideAt(0, t + offset, calls, settings).kind === 'tag') score++;
    if (score > bestScore || (score === bestScore && Math.abs(offset - base) < Math.abs(best - base))) {
      best = offset;
      bestScore = score;
    }
  }
  return Math.round(best);
}

/** How many photos each decision kind holds (the closing figures). */
export function tally(decisions: readonly Decision[]): { tagged: number; review: number; none: number } {
  const out = { tagged: 0, review: 0, none: 0 };
  for (const d of decisions) out[d.kind === 'tag' ? 'tagged' : d.kind]++;
  return out;
}
