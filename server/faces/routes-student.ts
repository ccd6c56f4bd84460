import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { FACE_CONSENT_VERSION } from '../../domain/faces';
import { msg } from '../../domain/messages';
import { requirePermission } from '../auth/guard';
import { hit } from '../auth/throttle';
import type { Caller } from '../context';
import { writeAudit } from '../crud/queries';
import { parseId } from '../crud/params';
import { notFound, unprocessable } from '../errors';
import { PERM_SELF, visibleTo } from '../files/access';
import type { FilesCtx } from '../files/context';
import { readSingleFile } from '../files/multipart';
import { listPhotos } from '../files/photos';
import { faceStudent, optIn, requireConsent, withdraw, type FaceStudent } from './consent';
import { enrolProfile, enrolSelfie } from './enrol';
import { queueAcara } from './queue';
import { facePool } from './runtime';
import { readStored } from './scan';
import { faceSettings } from './settings';
import { suggestionViewer, visibleSuggestions } from './suggestions';

/** At most this many suggestions are listed at once (the oldest decided first frees room). */
const MAX_SUGGESTIONS = 200;

/** What every face route of the student shares: the caller's record, the limits and the answer of a change. */
function studentFace(api: FastifyInstance) {
  const tags = { tags: ['faces'] };
  const settings = faceSettings(api.config);
  /** The caller, their face search record, and who the audit log names for what they do. */
  const me = async (request: FastifyRequest) => {
    const caller = requirePermission(request, PERM_SELF);
    const actor = { userId: caller.id, ip: request.ip };
    return { caller, actor, student: await faceStudent(api.db, caller.id) };
  };
  const searchLimit = (userId: number) =>
    hit(api.db, [{ key: `face:search:${userId}`, limit: settings.searchPerMinute, windowSeconds: 60 }]);
  const state = async (student: FaceStudent, caller: Caller) => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM ${visibleSuggestions(student, suggestionViewer(student, caller))}`.execute(
      api.db,
    );
    return {
      enabled: student.enabled,
      text_version: FACE_CONSENT_VERSION,
      consent: student.consent && {
        version: student.consent.version,
        consented_at: student.consent.consentedAt,
      },
      enrolled: student.enrolled && {
        source: student.enrolled.source,
        created_at: student.enrolled.createdAt,
      },
      profile_photo: student.profilePhoto
        ? student.profilePhoto.verified
          ? 'verified'
          : 'unverified'
        : 'none',
      selfie_review: student.selfieReview && {
        status: student.selfieReview.status,
        submitted_at: student.selfieReview.submittedAt,
        decided_at: student.selfieReview.decidedAt,
      },
      has_acara: student.acaraId !== null,
      suggestions: Number(rows[0]?.n ?? 0),
    };
  };

  /** The answer of a change: the student's face search as it now stands. */
  const stateAfter = async (caller: Caller) => ({
    data: await state(await faceStudent(api.db, caller.id), caller),
  });
  return { tags, settings, me, searchLimit, state, stateAfter };
}

type StudentFace = ReturnType<typeof studentFace>;

/** The student's own face search: consent, enrolment, suggestions. Nobody's fingerprint is ever answered. */
export function registerFaceStudentRoutes(api: FastifyInstance, ctx: FilesCtx): void {
  const face = studentFace(api);
  registerConsentRoutes(api, face);
  registerEnrolRoutes(api, ctx, face);
  registerSuggestionRoutes(api, ctx, face);
}

/** GET /faces/me, and opting in to or withdrawing from face search. */
function registerConsentRoutes(api: FastifyInstance, face: StudentFace): void {
  const { tags, me, state, stateAfter } = face;
  api.get(
    '/faces/me',
    { schema: { ...tags, summary: 'My face search: consent, enrolment, suggestions waiting' } },
    async (request) => {
      const { caller, student } = await me(request);
      return { data: await state(student, caller) };
    },
  );

  api.post(
    '/faces/me/consent',
    { schema: { ...tags, summary: 'Opt in to face search: {version} of the explanation read' } },
    async (request) => {
      const { caller, actor, student } = await me(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      await optIn(api.db, student, body.version, actor);
      return stateAfter(caller);
    },
  );

  api.delete(
    '/faces/me/consent',
    { schema: { ...tags, summary: 'Withdraw: deletes my fingerprint and every match I did not confirm' } },
    async (request) => {
      const { caller, actor, student } = await me(request);
      await withdraw(api.db, student.mahasiswaId, actor);
      return stateAfter(caller);
    },
  );
}

/** Enrolment with a selfie (matched to the verified profile photo) or with the verified profile photo. */
function registerEnrolRoutes(api: FastifyInstance, ctx: FilesCtx, face: StudentFace): void {
  const { tags, settings, me, stateAfter } = face;
  const enrolFrom = async (request: FastifyRequest, source: 'selfie' | 'profile') => {
    const { caller, actor, student } = await me(request);
    requireConsent(student);
    if (student.acaraId === null) throw unprocessable({ source: [msg.faces.noAcara()] }, msg.faces.noAcara());
    await hit(api.db, [
      { key: `face:enrol:${student.mahasiswaId}`, limit: settings.enrolPerHour, windowSeconds: 3600 },
    ]);
    const pool = facePool(settings.workers);
    // Only a photo the university vouches for: a student's own upload could show anybody.
    const verifiedPhoto = () =>
      student.profilePhoto?.verified ? readStored(ctx.storage, student.profilePhoto.key) : null;
    if (source === 'selfie') {
      const selfie = (await readSingleFile(request, ctx.config.uploadMaxBytes)).buffer;
      const verified = await verifiedPhoto();
      const outcome = await enrolSelfie(api.db, pool, student, selfie, verified, settings.threshold, actor);
      if (outcome === 'waiting') return stateAfter(caller);
    } else {
      if (student.profilePhoto && !student.profilePhoto.verified)
        throw unprocessable(
          { source: [msg.faces.profilePhotoUnverified()] },
          msg.faces.profilePhotoUnverified(),
        );
      const verified = await verifiedPhoto();
      if (!verified)
        throw unprocessable({ source: [msg.faces.noProfilePhoto()] }, msg.faces.noProfilePhoto());
      await enrolProfile(api.db, pool, student, verified, actor);
    }
    // Every photo of the acara is looked at again, for this student among the others.
    await queueAcara(api.db, api.jobs.boss, student.acaraId);
    return stateAfter(caller);
  };

  api.post(
    '/faces/me/enrol',
    {
      schema: {
        ...tags,
        summary:
          'Enrol with a selfie (multipart: file): kept when it matches my verified profile photo, else it waits for staff',
      },
    },
    (request) => enrolFrom(request, 'selfie'),
  );
  api.post(
    '/faces/me/enrol-profile',
    { schema: { ...tags, summary: 'Enrol with my verified profile photo' } },
    (request) => enrolFrom(request, 'profile'),
  );
}

/** "Is this you?": the suggestions, and confirming or rejecting one. */
function registerSuggestionRoutes(api: FastifyInstance, ctx: FilesCtx, face: StudentFace): void {
  const { tags, me, searchLimit } = face;
  api.get(
    '/faces/me/suggestions',
    {
      schema: {
        ...tags,
        summary: '"Is this you?": photos my face was found in, not yet confirmed or rejected',
      },
    },
    async (request) => {
      const { caller, student } = await me(request);
      await searchLimit(caller.id);
      const viewer = suggestionViewer(student, caller);
      const { rows } = await sql<{ file_id: number }>`
        SELECT fm.file_id FROM ${visibleSuggestions(student, viewer)}
        ORDER BY fm.distance, fm.file_id LIMIT ${MAX_SUGGESTIONS}`.execute(api.db);
      if (!rows.length) return { data: [] };
      const ids = rows.map((r) => Number(r.file_id));
      const page = await listPhotos(ctx, viewer, {
        sort: { field: 'taken_at', order: 'DESC' },
        offset: 0,
        limit: MAX_SUGGESTIONS,
        filter: { id: ids },
      });
      return { data: page.rows };
    },
  );

  const decide = async (request: FastifyRequest, status: 'confirmed' | 'rejected') => {
    const { caller, student } = await me(request);
    requireConsent(student);
    await searchLimit(caller.id);
    const fileId = parseId((request.params as { id?: string }).id);
    const viewer = suggestionViewer(student, caller);
    await api.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ file_id: number }>`
        UPDATE face_match fm SET status = ${status}, decided_at = now()
        FROM file f JOIN file_group g ON g.id = f.file_group_id
        WHERE fm.file_id = f.id AND fm.mahasiswa_id = ${student.mahasiswaId} AND fm.file_id = ${fileId}
          AND fm.status = 'suggested' AND ${visibleTo(viewer)}
        RETURNING fm.file_id`.execute(trx);
      if (!rows.length) throw notFound(msg.faces.suggestionNotFound());
      if (status === 'confirmed')
        await sql`INSERT INTO file_mahasiswa (file_id, mahasiswa_id) VALUES (${fileId}, ${student.mahasiswaId})
          ON CONFLICT DO NOTHING`.execute(trx);
      await writeAudit(trx, {
        userId: caller.id,
        action: status === 'confirmed' ? 'face.confirm' : 'face.reject',
        resource: 'file',
        recordId: fileId,
        after: { mahasiswa_id: student.mahasiswaId },
        ip: request.ip,
      });
    });
    return { data: { id: fileId, status } };
  };

  api.post(
    '/faces/me/suggestions/:id/confirm',
    { schema: { ...tags, summary: 'It is me: the photo is tagged to me' } },
    (request) => decide(request, 'confirmed'),
  );
  api.post(
    '/faces/me/suggestions/:id/reject',
    { schema: { ...tags, summary: 'Not me: never suggested again' } },
    (request) => decide(request, 'rejected'),
  );
}
