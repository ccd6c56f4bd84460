/**
 * `npm run bench:faces` (docs/faces.md):
 *  1. photos per second per core: the labelled set's group photos as the scan sees them (1600 px
 *     WebP previews), through the worker pool with one thread, then with FACE_WORKERS (default: one per core);
 *  2. matching one new photo against 2,000 enrolled fingerprints: reading them from the database
 *     (PGlite, the face_print table as migrated) and the exact search in the server, for 5 faces;
 *  3. the false-match and missed-match rates on the labelled set at the configured threshold and
 *     around it, missed matches counted apart for real second photos and synthetic ones.
 * BENCH_ROUNDS (default 3): passes over the group photos per measurement.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { FACE_MATCH_THRESHOLD } from '../domain/faces';
import { matchFaces, printBytes, printOf, type Enrolled } from '../server/faces/match';
import { createFacePool } from '../server/faces/pool';
import { FACES, PHOTOS, samplePhoto } from '../tests/fixtures/faces';
import { asScanned, labelledDistances, rates } from './faces-accuracy';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const workers = Number(process.env.FACE_WORKERS ?? availableParallelism());

const groupPhotos = PHOTOS.filter((p) => FACES.filter((f) => f.photo === p).length > 1);
const previews = await Promise.all(groupPhotos.map((p) => asScanned(samplePhoto(p))));

async function throughput(threads: number): Promise<number> {
  const pool = createFacePool(threads);
  await Promise.all(Array.from({ length: threads }, () => pool.detect(previews[0]))); // models loaded, warm
  const started = performance.now();
  const work: Promise<unknown>[] = [];
  for (let r = 0; r < rounds; r++) for (const p of previews) work.push(pool.detect(p));
  await Promise.all(work);
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return work.length / seconds;
}

const one = await throughput(1);
console.log(
  `detect + fingerprint, 1 thread: ${one.toFixed(2)} photos/s (${(1000 / one).toFixed(0)} ms per photo)`,
);
if (workers > 1) {
  const many = await throughput(workers);
  console.log(
    `${workers} threads: ${many.toFixed(2)} photos/s (${(many / workers).toFixed(2)} per thread; ${availableParallelism()} cores)`,
  );
}

// 2,000 enrolled students in the database, one photo of 5 faces to match.
const random = (n: number) => Array.from({ length: n }, () => Math.random() * 0.2 - 0.1);
const pg = new PGlite();
await pg.exec(`CREATE TABLE face_print (mahasiswa_id bigint PRIMARY KEY, embedding bytea NOT NULL)`);
for (let i = 1; i <= 2000; i++)
  await pg.query('INSERT INTO face_print VALUES ($1, $2)', [i, printBytes(random(128))]);
const faces = Array.from({ length: 5 }, () => random(128));
const times: number[] = [];
for (let r = 0; r < 20; r++) {
  const started = performance.now();
  const { rows } = await pg.query<{ mahasiswa_id: number; embedding: Uint8Array }>(
    'SELECT mahasiswa_id, embedding FROM face_print',
  );
  const enrolled: Enrolled[] = rows.map((row) => ({
    mahasiswaId: Number(row.mahasiswa_id),
    descriptor: printOf(row.embedding),
  }));
  const loaded = performance.now();
  matchFaces(faces, enrolled, FACE_MATCH_THRESHOLD);
  times.push(loaded - started, performance.now() - loaded);
}
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const reads = times.filter((_, i) => i % 2 === 0);
const compares = times.filter((_, i) => i % 2 === 1);
console.log(
  `one photo (5 faces) against 2,000 fingerprints: read ${median(reads).toFixed(1)} ms + compare ${median(compares).toFixed(2)} ms (median of 20)`,
);
await pg.close();

// Accuracy on the labelled set.
const pool = createFacePool(Math.min(workers, 2));
const distances = await labelledDistances((image) => pool.detect(image));
await pool.close();
for (const t of [0.4, FACE_MATCH_THRESHOLD, 0.5, 0.55, 0.6]) {
  const [real, synthetic] = [rates(distances, t, 'real'), rates(distances, t, 'synthetic')];
  const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(
    `threshold ${t.toFixed(2)}: missed ${real.missed}/${real.samePairs} real (${percent(real.missedRate)}), ${synthetic.missed}/${synthetic.samePairs} synthetic (${percent(synthetic.missedRate)}); false matches ${real.falseMatches}/${real.differentPairs} (${percent(real.falseMatchRate)})`,
  );
}
