import { Worker } from 'node:worker_threads';
import type { Detection } from './engine';

const WORKER = new URL('./face-worker.mjs', import.meta.url);

export interface FacePool {
  /** Faces of one image, detected in one of the pool's worker threads. */
  detect(image: Uint8Array): Promise<Detection>;
  /** Images being worked on or waiting. */
  readonly pending: number;
  close(): Promise<void>;
}

interface Task {
  id: number;
  bytes: ArrayBuffer;
  resolve(d: Detection): void;
  reject(e: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task?: Task;
}

/**
 * `size` worker threads (one per core by default: FACE_WORKERS), started on first use, each with its
 * own copy of the models (~100 MB). A worker that dies fails its image and is replaced when images
 * wait.
 */
export function createFacePool(size: number): FacePool {
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  const pump = () => {
    for (const slot of slots) {
      if (!slot.ready || slot.task || !queue.length) continue;
      const task = queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage({ id: task.id, bytes: task.bytes }, [task.bytes]);
    }
  };

  const start = (): Slot => {
    const slot: Slot = { worker: new Worker(WORKER), ready: false };
    slot.worker.unref();
    slot.worker.on('message', (m: { ready?: boolean; id?: number; result?: Detection; error?: string }) => {
      if (m.ready) slot.ready = true;
      else if (slot.task && m.id === slot.task.id) {
        const task = slot.task;
        slot.task = undefined;
        slot.worker.unref();
        if (m.error !== undefined) task.reject(new Error(m.error));
        else task.resolve(m.result!);
      }
      pump();
    });
    const lost = (err: Error) => {
      slots.splice(slots.indexOf(slot), 1);
      slot.task?.reject(err);
      if (closed) return;
      // A worker that never got ready (models or WASM missing) would fail again at once: the waiting
      // images fail with its error instead of a restart loop; the next image tries a new worker.
      if (!slot.ready) {
        if (!slots.length) for (const t of queue.splice(0)) t.reject(err);
        return;
      }
      if (queue.length) slots.push(start());
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => {
      if (slots.includes(slot)) lost(new Error(`face worker stopped (${code})`));
    });
    return slot;
  };

  return {
    detect(image) {
      if (closed) return Promise.reject(new Error('face pool closed'));
      while (slots.length < Math.min(size, queue.length + 1 + slots.filter((s) => s.task).length))
        slots.push(start());
      // A copy is handed over: a Buffer's slice() is a view, and transferring its memory would empty
      // the caller's image (enrolment keeps using it).
      const bytes = new Uint8Array(image).buffer;
      return new Promise<Detection>((resolve, reject) => {
        queue.push({ id: nextId++, bytes, resolve, reject });
        pump();
      });
    },
    get pending() {
      return queue.length + slots.filter((s) => s.task).length;
    },
    async close() {
      closed = true;
      for (const t of queue.splice(0)) t.reject(new Error('face pool closed'));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
