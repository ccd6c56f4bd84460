/**
 * Face search's matching (docs/faces.md): on the labelled set, the same person matches across
 * photos (real ones of one person, and synthetic second captures of every face) and different people
 * do not, at the configured threshold; fingerprints survive storage;
 * a photo's faces are matched to the nearest enrolled student only, and only under the threshold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_MATCH_THRESHOLD } from '../../domain/faces';
import { labelledDistances, rates, type LabelledDistances } from '../../bench/faces-accuracy';
import { matchFaces, printBytes, printOf } from '../../server/faces/match';
import { createFacePool, type FacePool } from '../../server/faces/pool';
import { samplePhoto } from '../fixtures/faces';

let pool: FacePool;
let d: LabelledDistances;

beforeAll(async () => {
  pool = createFacePool(1);
  d = await labelledDistances((image) => pool.detect(image));
}, 240_000);
afterAll(async () => pool?.close());

describe('face matching on the labelled set', () => {
  it('matches one person across photos taken on different occasions', () => {
    const r = rates(d, FACE_MATCH_THRESHOLD, 'real');
    // docs/faces.md: the portrait and the two group photos of one person, 0.25 to 0.44 apart.
    expect(r.samePairs).toBe(3);
    expect(r.missed).toBe(0);
  });

  it('matches a face with a synthetic second capture of it', () => {
    const r = rates(d, FACE_MATCH_THRESHOLD, 'synthetic');
    expect(r.samePairs).toBe(33);
    // docs/faces.md: 2 of 33 missed at 0.45, two selfies in which the detector finds no face.
    expect(r.missedRate).toBeLessThanOrEqual(0.15);
    expect(d.same.synthetic.filter((p) => p.distance < FACE_MATCH_THRESHOLD).length).toBeGreaterThanOrEqual(
      29,
    );
  });

  it('does not match different people', () => {
    const r = rates(d, FACE_MATCH_THRESHOLD, 'real');
    expect(r.differentPairs).toBeGreaterThan(200);
    expect(r.falseMatches).toBe(0);
  });
});

describe('the worker pool', () => {
  it('fails an image it cannot read and goes on with the next', async () => {
    await expect(pool.detect(new Uint8Array([1, 2, 3, 4]))).rejects.toThrow();
    const next = await pool.detect(samplePhoto(3));
    expect(next.faces.length).toBe(3);
    expect(next.faces.every((f) => f.descriptor.length === 128)).toBe(true);
    // two detections in a worker of the WASM backend: seconds on a busy 2-core machine
  }, 30_000);
});

describe('fingerprints', () => {
  it('are stored as 512 bytes and read back exactly', () => {
    const print = Array.from({ length: 128 }, (_, i) => Math.fround(Math.sin(i) / 7));
    const bytes = printBytes(print);
    expect(bytes.length).toBe(512);
    expect(Array.from(printOf(new Uint8Array(bytes)))).toEqual(print);
  });

  it('match each face to the nearest enrolled student under the threshold only', () => {
    const a = new Float32Array(128).fill(0);
    const b = new Float32Array(128).fill(0.05);
    const enrolled = [
      { mahasiswaId: 1, descriptor: a },
      { mahasiswaId: 2, descriptor: b },
    ];
    const nearA = Array.from(a, (x, i) => x + (i === 0 ? 0.3 : 0));
    const stranger = new Array(128).fill(0.5);
    expect(matchFaces([nearA, stranger], enrolled, 0.45)).toEqual([
      { mahasiswaId: 1, distance: expect.closeTo(0.3, 5) },
    ]);
    expect(matchFaces([stranger], enrolled, 0.45)).toEqual([]);
  });
});
