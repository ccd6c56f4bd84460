/**
 * The demo graduates' answers (../demo.ts), made from their place in the list so every load gives
 * the same: most attend, with zero to two guests; a few ask for a stage name (some approved) or
 * give a pronunciation.
 */
import type { Answer, Graduate } from './setup';

const FAMILY_NAMES = ['Siregar', 'Nasution', 'Wijaya', 'Hutapea', 'Kusumawardhani', 'Pratama'];

/** Consonant pairs read as one sound (`nga`, `nya`, `sya`, `kha`), never split. */
const PAIRS = new Set(['ng', 'ny', 'sy', 'kh']);

/** A rough spelling by syllables, as staff write it for the reader: `rah-ma-wa-ti`. */
export const spelling = (nama: string) =>
  nama
    .toLowerCase()
    .split(/\s+/)
    .map((w) =>
      w
        .replace(/([aeiou])(?=[^aeiou][aeiou])/g, '$1-')
        .replace(/([aeiou])([^aeiou-])(?=([^aeiou-])[aeiou])/g, (all, v, c, next) =>
          PAIRS.has(`${c}${next}`) ? `${v}-${c}` : `${v}${c}-`,
        ),
    )
    .join(' ');

const guestsOf = (i: number) => [2, 1, 2, 0, 2][i % 5];

/** The i-th graduate's answer, confirmed at `at`; `always` attends (the demo student). */
export function answerOf(graduate: Graduate, i: number, at: Date, always = false): Answer {
  const hadir = always || i % 8 !== 3;
  const stageName = i % 7 === 2;
  const namaPanggung = stageName ? `${graduate.nama} ${FAMILY_NAMES[i % FAMILY_NAMES.length]}` : null;
  return {
    graduate,
    hadir,
    tamu: hadir ? (always ? 2 : guestsOf(i)) : 0,
    namaPanggung,
    disetujui: stageName && i % 14 === 2,
    ejaan: stageName || i % 5 === 0 ? spelling(namaPanggung ?? graduate.nama) : null,
    at,
  };
}

/**
 * The answers of those who answered (all but every sixth of a coming acara), each some hours apart,
 * the last `last`.
 */
export function answersOf(graduates: readonly Graduate[], last: Date, coming: boolean, student?: number) {
  const answered = graduates.filter((g, i) => !coming || i % 6 !== 5 || g.mahasiswaId === student);
  return answered.map((g, i) =>
    answerOf(
      g,
      i,
      new Date(last.getTime() - (answered.length - i) * 3 * 3_600_000),
      g.mahasiswaId === student,
    ),
  );
}
