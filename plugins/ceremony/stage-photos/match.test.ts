/**
 * Stage photos matched by time: ordering, the window, offsets per camera, ties, missing times,
 * re-calibration and hand tags.
 */
import { describe, expect, it } from 'vitest';
import {
  calibrate,
  matchPhotos,
  refineOffset,
  REFINE_MIN_PHOTOS,
  sortCalls,
  tally,
  type StageCall,
  type StagePhoto,
} from './match';

const S = 1000;
const T0 = Date.UTC(2026, 10, 28, 2, 0, 0);
const settings = { windowMs: 60 * S, marginMs: 2 * S };
// Graduates 1, 2, 3 called 20 s apart; 4 called out of the line-up's order, listed first.
const calls: StageCall[] = sortCalls([
  { mahasiswaId: 4, calledAt: T0 + 60 * S },
  { mahasiswaId: 1, calledAt: T0 },
  { mahasiswaId: 2, calledAt: T0 + 20 * S },
  { mahasiswaId: 3, calledAt: T0 + 40 * S },
]);
const photo = (id: number, at: number | null, camera = 'A'): StagePhoto => ({ id, takenAt: at, camera });
const exact = new Map([['A', 0]]);
/** Camera A's photos taken at these times, matched with its exact clock. */
const atTimes = (...times: number[]) =>
  matchPhotos(
    times.map((t, i) => photo(i + 1, t)),
    calls,
    exact,
    settings,
  );

describe('stage photo matching', () => {
  it('gives each photo to the graduate called most recently before it, whatever order they were called in', () => {
    const d = atTimes(T0 + 10 * S, T0 + 30 * S, T0 + 70 * S);
    expect(d).toEqual([
      { photoId: 1, kind: 'tag', mahasiswaId: 1, at: T0 + 10 * S },
      { photoId: 2, kind: 'tag', mahasiswaId: 2, at: T0 + 30 * S },
      { photoId: 3, kind: 'tag', mahasiswaId: 4, at: T0 + 70 * S },
    ]);
  });

  it('leaves photos before the first call and past the window alone', () => {
    const d = atTimes(T0 - S, T0 + 121 * S);
    expect(d.map((x) => (x.kind === 'none' ? x.reason : x.kind))).toEqual(['before-first', 'outside-window']);
    const wide = matchPhotos([photo(2, T0 + 121 * S)], calls, exact, { ...settings, windowMs: 70 * S });
    expect(wide[0]).toMatchObject({ kind: 'tag', mahasiswaId: 4 });
  });

  it('sends a photo within the margin of a call to review with the two likely graduates', () => {
    const d = atTimes(T0 + 19 * S, T0 + 21 * S, T0 + 0.5 * S);
    expect(d[0]).toEqual({ photoId: 1, kind: 'review', candidates: [1, 2], at: T0 + 19 * S });
    expect(d[1]).toEqual({ photoId: 2, kind: 'review', candidates: [2, 1], at: T0 + 21 * S });
    // the first graduate has nobody before them: near their own call is still theirs
    expect(d[2]).toMatchObject({ kind: 'tag', mahasiswaId: 1 });
  });

  it('applies each camera its own offset, and never guesses an uncalibrated camera', () => {
    const offsets = new Map([
      ['A', 0],
      ['B', -3600 * S], // an hour fast
      ['C', 25 * S], // 25 s slow
    ]);
    const d = matchPhotos(
      [photo(1, T0 + 3600 * S + 10 * S, 'B'), photo(2, T0 + 5 * S, 'C'), photo(3, T0 + 10 * S, 'D')],
      calls,
      offsets,
      settings,
    );
    expect(d[0]).toMatchObject({ kind: 'tag', mahasiswaId: 1 });
    expect(d[1]).toMatchObject({ kind: 'tag', mahasiswaId: 2 });
    expect(d[2]).toEqual({ photoId: 3, kind: 'none', reason: 'uncalibrated' });
  });

  it('sends two graduates called at the same instant to review, and a graduate called twice keeps both times', () => {
    const tied = sortCalls([...calls, { mahasiswaId: 9, calledAt: T0 + 20 * S }]);
    expect(matchPhotos([photo(1, T0 + 30 * S)], tied, exact, settings)[0]).toEqual({
      photoId: 1,
      kind: 'review',
      candidates: [9, 2],
      at: T0 + 30 * S,
    });
    const twice = sortCalls([...calls, { mahasiswaId: 1, calledAt: T0 + 80 * S }]);
    const d = matchPhotos(
      [photo(1, T0 + 5 * S), photo(2, T0 + 90 * S), photo(3, T0 + 80.5 * S)],
      twice,
      exact,
      settings,
    );
    expect(d[0]).toMatchObject({ kind: 'tag', mahasiswaId: 1 });
    expect(d[1]).toMatchObject({ kind: 'tag', mahasiswaId: 1 });
    expect(d[2]).toMatchObject({ kind: 'review', candidates: [1, 4] });
  });

  it('never guesses a photo without capture time', () => {
    expect(matchPhotos([photo(1, null)], calls, exact, settings)).toEqual([
      { photoId: 1, kind: 'none', reason: 'no-time' },
    ]);
    expect(calibrate(null, 1, calls, settings.windowMs)).toBeNull();
  });

  it('calibrates a camera from one photo, and matching again with the new offset moves its photos', () => {
    // camera B runs 47 s fast: its photo of graduate 2 (on stage T0+20..T0+40) reads T0+77
    const offset = calibrate(T0 + 77 * S, 2, calls, settings.windowMs)!;
    expect(offset).toBe(-47 * S);
    const photos = [photo(1, T0 + 77 * S, 'B'), photo(2, T0 + 52 * S, 'B'), photo(3, T0 + 95 * S, 'B')];
    const wrong = matchPhotos(photos, calls, new Map([['B', 0]]), settings);
    expect(wrong.map((d) => (d.kind === 'tag' ? d.mahasiswaId : d.kind))).toEqual([4, 3, 4]);
    const right = matchPhotos(photos, calls, new Map([['B', offset]]), settings);
    expect(right.map((d) => (d.kind === 'tag' ? d.mahasiswaId : d.kind))).toEqual([2, 1, 3]);
    expect(calibrate(T0, 99, calls, settings.windowMs)).toBeNull();
    // the last graduate's time on stage ends with the window
    expect(calibrate(T0, 4, calls, settings.windowMs)).toBe(90 * S);
  });

  it('keeps photos tagged by hand as they are', () => {
    const d = matchPhotos(
      [photo(1, T0 + 10 * S), photo(2, T0 + 30 * S)],
      calls,
      exact,
      settings,
      new Set([2]),
    );
    expect(d[1]).toEqual({ photoId: 2, kind: 'none', reason: 'hand' });
    expect(tally(d)).toEqual({ tagged: 1, review: 0, none: 1 });
  });

  it('refines a camera’s offset from all its photos, keeping the calibration photo with its graduate', () => {
    // 30 graduates called 8 s apart; camera B (an hour fast) shoots each one 1 to 4 s after the call
    const many = sortCalls(
      Array.from({ length: 30 }, (_, i) => ({ mahasiswaId: 100 + i, calledAt: T0 + i * 8 * S })),
    );
    const real = many.map((c, i) => c.calledAt + S + ((i * 7) % 4) * S);
    const shots = real.map((t, i) => photo(i + 1, t + 3600 * S, 'B'));
    const tight = { windowMs: 30 * S, marginMs: 2 * S };
    // the calibration photo: graduate 105's, taken 1 s after their call
    const anchor = { takenAt: shots[5].takenAt!, mahasiswaId: 105 };
    const base = calibrate(anchor.takenAt, 105, many, tight.windowMs)!;
    const refined = refineOffset(
      anchor,
      shots.map((p) => p.takenAt!),
      many,
      tight,
    )!;
    const before = tally(matchPhotos(shots, many, new Map([['B', base]]), tight));
    const after = matchPhotos(shots, many, new Map([['B', refined]]), tight);
    expect(tally(after).tagged).toBeGreaterThan(before.tagged);
    expect(tally(after)).toEqual({ tagged: 30, review: 0, none: 0 });
    expect(after.every((d) => d.kind === 'tag' && d.mahasiswaId === 100 + d.photoId - 1)).toBe(true);
    // too few photos to say anything: the calibration photo's own offset
    const few = shots.slice(0, REFINE_MIN_PHOTOS - 1).map((p) => p.takenAt!);
    expect(refineOffset(anchor, few, many, tight)).toBe(base);
    expect(refineOffset({ ...anchor, mahasiswaId: 999 }, few, many, tight)).toBeNull();
  });
});
