import { sql } from 'kysely';
import sharp from 'sharp';
import {
  FACE_DESCRIPTOR_LENGTH,
  FACE_ENROL_MIN_PIXELS,
  FACE_ENROL_MIN_SCORE,
  FACE_MIN_SCORE,
} from '../../domain/faces';
import { msg, type Msg } from '../../domain/messages';
import { writeAudit, type Exec } from '../crud/queries';
import type { Db } from '../db';
import { HttpError, unprocessable } from '../errors';
import type { FaceActor, FaceStudent } from './consent';
import type { DetectedFace } from './engine';
import { distance, printBytes } from './match';
import type { FacePool } from './pool';

export type EnrolSource = 'selfie' | 'profile';

/** What became of a selfie: its fingerprint is used, or it waits for staff to compare it with the record. */
export type SelfieOutcome = 'enrolled' | 'waiting';

/** The longer side of the copy of a selfie kept for staff to look at while it waits. */
const REVIEW_MAX_SIDE = 640;

/** The one usable face of an enrolment photo, or the 422 saying why there is none. */
export function enrolFace(faces: DetectedFace[], field: string): DetectedFace {
  const refuse = (message: Msg) => unprocessable({ [field]: [message] }, message);
  const found = faces.filter((f) => f.score >= FACE_MIN_SCORE);
  if (!found.length) throw refuse(msg.faces.noFace());
  if (found.length > 1) throw refuse(msg.faces.manyFaces({ count: found.length }));
  const face = found[0];
  if (face.pixels < FACE_ENROL_MIN_PIXELS) throw refuse(msg.faces.tooSmall());
  if (face.score < FACE_ENROL_MIN_SCORE) throw refuse(msg.faces.unclear());
  if (face.descriptor.length !== FACE_DESCRIPTOR_LENGTH) throw new Error('unexpected fingerprint length');
  return face;
}

async function usableFace(pool: FacePool, image: Uint8Array, field: string): Promise<DetectedFace> {
  let detection;
  try {
    detection = await pool.detect(image);
  } catch {
    throw unprocessable({ [field]: [msg.files.damaged()] }, msg.files.damaged());
  }
  return enrolFace(detection.faces, field);
}

const rounded = (n: number) => Math.round(n * 100) / 100;

const printOfFace = (face: DetectedFace) => ({
  embedding: printBytes(face.descriptor),
  pixels: face.pixels,
  score: face.score,
});

/**
 * Stores the fingerprint the scan compares with (replacing an earlier one), in the caller's
 * transaction; a selfie waiting for review or refused is superseded by it. Audited.
 */
export async function keepPrint(
  trx: Exec,
  mahasiswaId: number,
  print: { embedding: Uint8Array; pixels: number; score: number },
  source: EnrolSource,
  actor: FaceActor,
  audit: { action: string; after?: Record<string, unknown> } = { action: 'face.enrol' },
): Promise<void> {
  await sql`INSERT INTO face_print (mahasiswa_id, embedding, source, created_at)
    VALUES (${mahasiswaId}, ${print.embedding}, ${source}, now())
    ON CONFLICT (mahasiswa_id) DO UPDATE SET embedding = EXCLUDED.embedding, source = EXCLUDED.source,
      created_at = EXCLUDED.created_at`.execute(trx);
  await sql`DELETE FROM face_selfie WHERE mahasiswa_id = ${mahasiswaId}`.execute(trx);
  await writeAudit(trx, {
    userId: actor.userId,
    action: audit.action,
    resource: 'mahasiswa',
    recordId: mahasiswaId,
    after: { source, face_pixels: print.pixels, score: rounded(print.score), ...audit.after },
    ip: actor.ip,
  });
}

/** Enrols from the profile photo on the record (the caller checked that the university verified it). */
export async function enrolProfile(
  db: Db,
  pool: FacePool,
  student: FaceStudent,
  image: Uint8Array,
  actor: FaceActor,
): Promise<void> {
  const face = await usableFace(pool, image, 'source');
  await db
    .transaction()
    .execute((trx) => keepPrint(trx, student.mahasiswaId, printOfFace(face), 'profile', actor));
}

/** The face of the verified profile photo a selfie is compared with; null when it has no single clear one. */
async function referenceFace(pool: FacePool, image: Uint8Array): Promise<DetectedFace | null> {
  try {
    return await usableFace(pool, image, 'source');
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
}

/**
 * A selfie (camera or upload) could show anybody, so its fingerprint is kept only when it matches the
 * profile photo the university verified (same engine and threshold as the scan); a mismatch is a 422
 * on `file`, audited with the distance. Without a verified photo with one clear face, the selfie
 * waits for staff to compare it with the record (server/faces/review.ts): a small copy of it and its
 * fingerprint are held apart from face_print, which the scan reads.
 */
export async function enrolSelfie(
  db: Db,
  pool: FacePool,
  student: FaceStudent,
  selfie: Uint8Array,
  verifiedPhoto: Uint8Array | null,
  threshold: number,
  actor: FaceActor,
): Promise<SelfieOutcome> {
  const face = await usableFace(pool, selfie, 'file');
  const reference = verifiedPhoto ? await referenceFace(pool, verifiedPhoto) : null;
  if (!reference) {
    await holdForReview(db, student.mahasiswaId, selfie, face, actor);
    return 'waiting';
  }
  const apart = distance(face.descriptor, reference.descriptor);
  if (apart >= threshold) {
    await writeAudit(db, {
      userId: actor.userId,
      action: 'face.enrol-refused',
      resource: 'mahasiswa',
      recordId: student.mahasiswaId,
      after: {
        source: 'selfie',
        reason: 'mismatch',
        distance: Math.round(apart * 1000) / 1000,
        threshold,
      },
      ip: actor.ip,
    });
    const message = msg.faces.selfieMismatch();
    throw unprocessable({ file: [message] }, message);
  }
  await db.transaction().execute((trx) =>
    keepPrint(trx, student.mahasiswaId, printOfFace(face), 'selfie', actor, {
      action: 'face.enrol',
      after: { distance: Math.round(apart * 1000) / 1000 },
    }),
  );
  return 'enrolled';
}

async function holdForReview(
  db: Db,
  mahasiswaId: number,
  selfie: Uint8Array,
  face: DetectedFace,
  actor: FaceActor,
): Promise<void> {
  let image: Buffer;
  try {
    // Upright, small, re-encoded: no metadata of the upload is kept.
    image = await sharp(selfie, { failOn: 'error' })
      .rotate()
      .resize({ width: REVIEW_MAX_SIDE, height: REVIEW_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    throw unprocessable({ file: [msg.files.damaged()] }, msg.files.damaged());
  }
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO face_selfie (mahasiswa_id, status, image, embedding, face_pixels, score, created_at, decided_at)
      VALUES (${mahasiswaId}, 'waiting', ${image}, ${printBytes(face.descriptor)}, ${face.pixels}, ${face.score}, now(), NULL)
      ON CONFLICT (mahasiswa_id) DO UPDATE SET status = 'waiting', image = EXCLUDED.image,
        embedding = EXCLUDED.embedding, face_pixels = EXCLUDED.face_pixels, score = EXCLUDED.score,
        created_at = EXCLUDED.created_at, decided_at = NULL`.execute(trx);
    await writeAudit(trx, {
      userId: actor.userId,
      action: 'face.enrol-waiting',
      resource: 'mahasiswa',
      recordId: mahasiswaId,
      after: { source: 'selfie', face_pixels: face.pixels, score: rounded(face.score) },
      ip: actor.ip,
    });
  });
}
