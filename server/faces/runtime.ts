import { createFacePool, type FacePool } from './pool';

let shared: { size: number; pool: FacePool } | undefined;

/**
 * The process's face pool (worker threads start on first use, so a process that never detects a face
 * never loads the models). One per process: every app of the process shares it.
 */
export function facePool(size: number): FacePool {
  if (!shared || shared.size !== Math.max(1, size)) {
    void shared?.pool.close();
    shared = { size: Math.max(1, size), pool: createFacePool(Math.max(1, size)) };
  }
  return shared.pool;
}
