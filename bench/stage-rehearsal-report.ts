/**
 * The stage rehearsal's closing note (./stage-rehearsal.ts): who each stage photo is tagged to (the
 * galleries' tags, `file_mahasiswa`) and how the matching left it (`stage_match`), against who it
 * really shows; printed as the shares tagged at once and left for review, and what went wrong.
 */
import { sql } from 'kysely';
import type { Db } from '../server/db';
import type { Day, Walk } from './stage-rehearsal-day';

/** Each photo's id and who it shows (null: no capture time). */
export type Truth = Map<number, number | null>;

export interface PhotoOutcome {
  id: number;
  shows: number | null;
  status: string;
  alasan: string | null;
  candidates: number[];
  tags: number[];
}

export async function readBack(db: Db, acara: number, truth: Truth): Promise<PhotoOutcome[]> {
  const { rows } = await sql<{
    id: string;
    status: string;
    alasan: string | null;
    kandidat_1: string | null;
    kandidat_2: string | null;
    tags: string[] | null;
  }>`SELECT m.file_id AS id, m.status, m.alasan, m.kandidat_1, m.kandidat_2,
      (SELECT array_agg(t.mahasiswa_id) FROM file_mahasiswa t WHERE t.file_id = m.file_id) AS tags
    FROM stage_match m WHERE m.acara_id = ${acara}`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    shows: truth.get(Number(r.id)) ?? null,
    status: r.status,
    alasan: r.alasan,
    candidates: [r.kandidat_1, r.kandidat_2].filter((k) => k !== null).map(Number),
    tags: (r.tags ?? []).map(Number),
  }));
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

export interface Rehearsal {
  label: string;
  graduates: number;
  walk: Walk;
  day: Day;
  /** From the last upload until every photo was decided. */
  matchMs: number;
  photos: PhotoOutcome[];
  seconds: number;
}

/** Prints the closing note; true when the rehearsal failed. */
export function report(r: Rehearsal): boolean {
  const timed = r.photos.filter((p) => p.shows !== null);
  const untimed = r.photos.filter((p) => p.shows === null);
  const hand = timed.filter((p) => p.status === 'hand');
  const tagged = timed.filter((p) => p.status === 'tag');
  const review = timed.filter((p) => p.status === 'review');
  const reviewRight = review.filter((p) => p.candidates.includes(p.shows!));
  const wrong = r.photos.filter((p) => p.tags.some((t) => t !== p.shows));
  const untimedLeft = untimed.filter((p) => p.status === 'none' && p.alasan === 'no-time' && !p.tags.length);
  const missed = timed.filter((p) => p.status === 'none');
  const ms = [...r.walk.readerMs].sort((a, b) => a - b);
  const lines = [
    `stage rehearsal (${r.label}): ${r.graduates} graduates called, ${r.photos.length} stage photos from 3 cameras (${timed.length} with capture time), one calibration per camera; ${r.seconds.toFixed(1)} s in all`,
    `  reader: ${r.graduates - r.walk.readerMisses.length} of ${r.graduates} calls on the reader's snapshot at once (name, spelling, next); call to snapshot p50 ${quantile(ms, 0.5).toFixed(1)} ms, max ${ms[ms.length - 1].toFixed(1)} ms`,
    `  tagged at once: ${tagged.length} of ${timed.length} (${pct(tagged.length, timed.length)}); calibration photos tagged by hand: ${hand.length}`,
    `  left for review: ${review.length} (${pct(review.length, timed.length)}), the right graduate among the two in ${reviewRight.length} of ${review.length}`,
    `  tagged to a wrong graduate: ${wrong.length}; timed photos left alone: ${missed.length}`,
    `  photos without time left alone: ${untimedLeft.length} of ${untimed.length}`,
    `  uploads ${r.day.uploadSeconds.toFixed(1)} s; last upload to all matched: ${(r.matchMs / 1000).toFixed(2)} s (the queue polls every 2 s)`,
  ];
  console.log(lines.join('\n'));
  for (const miss of r.walk.readerMisses) console.log(`  reader missed: ${miss}`);
  for (const p of wrong) console.log(`  WRONG: photo ${p.id} shows ${p.shows}, tagged ${p.tags.join(', ')}`);
  return (
    wrong.length > 0 ||
    r.walk.readerMisses.length > 0 ||
    untimedLeft.length !== untimed.length ||
    reviewRight.length !== review.length
  );
}
