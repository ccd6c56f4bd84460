/**
 * Face search, "find my photos" (docs/faces.md): consent, enrolment, background matching of the
 * photos of a student's acara, suggestions to confirm or reject, the operator's counts, staff
 * comparing a selfie with the record when there is no verified profile photo to compare it with.
 */
import type { FastifyInstance } from 'fastify';
import type { FilesCtx } from '../files/context';
import { registerFaceReviewRoutes } from './review';
import { registerFaceAdminRoutes } from './routes-admin';
import { registerFaceStudentRoutes } from './routes-student';

export { queueNewPhoto } from './queue';

export function registerFaceRoutes(api: FastifyInstance, ctx: FilesCtx): void {
  registerFaceStudentRoutes(api, ctx);
  registerFaceAdminRoutes(api, ctx);
  registerFaceReviewRoutes(api, ctx);
}
