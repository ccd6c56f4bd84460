import { sql } from 'kysely';
import {
  FACE_DESCRIPTOR_LENGTH,
  FACE_ENROL_MIN_PIXELS,
  FACE_ENROL_MIN_SCORE,
  FACE_MIN_SCORE,
} from '../../domain/faces';
import { msg, type Msg } from '../../domain/messages';
import { writeAudit } from '../crud/queries';
import type { Db } from '../db';
import { unprocessable } from '../errors';
import type { FaceActor, FaceStudent } from './consent';
import type { DetectedFace } from './engine';
import { printBytes } from './match';
import type { FacePool } from './pool';

export type EnrolSource = 'selfie' | 'profile';

/** The one usable face of an enrolment photo, or the 422 saying why there is none. */
export function enrolFace(faces: DetectedFace[], field: string): DetectedFace {
  const refuse = (message: Msg) => unprocessable({ [field]: [message] }, message);
  const found = faces.filter((f) => f.score >= FACE_MIN_SCORE);
  if (!found.length) throw refuse(msg.faces.noFace());
  if (found.length > 1) throw refuse(msg.faces.manyFaces({ count: found.length }));
  const face = found[0];
  if (face.pixels < FACE_ENROL_MIN_PIXELS) throw refuse(msg.faces.tooSmall());
  if (face.score < FACE_ENROL_MIN_SCORE) throw refuse(msg.faces.unclear());
  return face;
}

/**
 * Stores the student's fingerprint from a photo of them (the photo itself is not kept): exactly one
 * face, large and clear enough. Replaces an earlier one. Audited.
 */
export async function enrol(
  db: Db,
  pool: FacePool,
  student: FaceStudent,
  image: Uint8Array,
  source: EnrolSource,
  actor: FaceActor,
): Promise<void> {
  const field = source === 'selfie' ? 'file' : 'source';
  let detection;
  try {
    detection = await pool.detect(image);
  } catch {
    throw unprocessable({ [field]: [msg.files.damaged()] }, msg.files.damaged());
  }
  const face = enrolFace(detection.faces, field);
  if (face.descriptor.length !== FACE_DESCRIPTOR_LENGTH) throw new Error('unexpected fingerprint length');
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO face_print (mahasiswa_id, embedding, source, created_at)
      VALUES (${student.mahasiswaId}, ${printBytes(face.descriptor)}, ${source}, now())
      ON CONFLICT (mahasiswa_id) DO UPDATE SET embedding = EXCLUDED.embedding, source = EXCLUDED.source,
        created_at = EXCLUDED.created_at`.execute(trx);
    await writeAudit(trx, {
      userId: actor.userId,
      action: 'face.enrol',
      resource: 'mahasiswa',
      recordId: student.mahasiswaId,
      after: { source, face_pixels: face.pixels, score: Math.round(face.score * 100) / 100 },
      ip: actor.ip,
    });
  });
}
