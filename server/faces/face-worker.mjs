/**
 * A worker thread of the face pool (./pool.ts): loads the models once, then detects faces in the
 * images it is sent, one at a time. JavaScript that registers tsx for the TypeScript engine it
 * imports (a worker does not inherit the process's loader).
 * Receives `{ id, bytes }` (an image); posts `{ id, result }` (./engine.ts Detection) or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { detectFaces, loadEngine } = await import('./engine.ts');
await loadEngine();
parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, bytes }) => {
  detectFaces(new Uint8Array(bytes)).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: String((error && error.message) || error) }),
  );
});
