import { availableParallelism } from 'node:os';
import { FACE_MATCH_THRESHOLD } from '../../domain/faces';

/** How face search runs (docs/faces.md); `Config.faces` overrides any of them. */
export interface FaceSettings {
  /** Worker threads detecting faces (FACE_WORKERS; default one per core). 0: this process scans nothing. */
  workers: number;
  /** Largest fingerprint distance taken for the same person (FACE_MATCH_THRESHOLD). */
  threshold: number;
  /** Enrolments (selfie or profile photo) per student per hour. */
  enrolPerHour: number;
  /** Reads of one's suggestions and decisions on them, per student per minute. */
  searchPerMinute: number;
}

export function faceSettings(config: { faces?: Partial<FaceSettings> }): FaceSettings {
  return {
    workers: availableParallelism(),
    threshold: FACE_MATCH_THRESHOLD,
    enrolPerHour: 10,
    searchPerMinute: 120,
    ...config.faces,
  };
}

/** FACE_WORKERS and FACE_MATCH_THRESHOLD, when set. */
export function faceEnv(env: NodeJS.ProcessEnv): Partial<FaceSettings> {
  const out: Partial<FaceSettings> = {};
  const workers = Number(env.FACE_WORKERS);
  if (env.FACE_WORKERS && Number.isInteger(workers) && workers >= 0) out.workers = workers;
  const threshold = Number(env.FACE_MATCH_THRESHOLD);
  if (env.FACE_MATCH_THRESHOLD && threshold > 0 && threshold < 2) out.threshold = threshold;
  return out;
}
