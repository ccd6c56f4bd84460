import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { FACE_CONSENT_VERSION } from '../../domain/faces';
import { msg } from '../../domain/messages';
import { requirePermission } from '../auth/guard';
import { hit } from '../auth/throttle';
import { writeAudit } from '../crud/queries';
import { parseId } from '../crud/params';
import { notFound, unprocessable } from '../errors';
import { PERM_SELF, visibleTo } from '../files/access';
import type { FilesCtx } from '../files/context';
import { readSingleFile } from '../files/multipart';
import { listPhotos } from '../files/photos';
import { studentViewer } from '../files/routes-student';
import { faceStudent, optIn, requireConsent, withdraw, type FaceStudent } from './consent';
import { enrol } from './enrol';
import { queueAcara } from './queue';
import { facePool } from './runtime';
import { readStored } from './scan';
import { faceSettings } from './settings';

/** At most this many suggestions are listed at once (the oldest decided first frees room). */
const MAX_SUGGESTIONS = 200;

/** The student's own face search: consent, enrolment, suggestions. Nobody's fingerprint is ever answered. */
export function registerFaceStudentRoutes(api: FastifyInstance, ctx: FilesCtx): void {
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
  const state = async (student: FaceStudent) => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM face_match WHERE mahasiswa_id = ${student.mahasiswaId} AND status = 'suggested'`.execute(
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
      has_acara: student.acaraId !== null,
      suggestions: Number(rows[0]?.n ?? 0),
    };
  };

  /** The answer of a change: the student's face search as it now stands. */
  const stateAfter = async (userId: number) => ({ data: await state(await faceStudent(api.db, userId)) });

  api.get(
    '/faces/me',
    { schema: { ...tags, summary: 'My face search: consent, enrolment, suggestions waiting' } },
    async (request) => {
      const { student } = await me(request);
      return { data: await state(student) };
    },
  );

  api.post(
    '/faces/me/consent',
    { schema: { ...tags, summary: 'Opt in to face search: {version} of the explanation read' } },
    async (request) => {
      const { caller, actor, student } = await me(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      await optIn(api.db, student, body.version, actor);
      return stateAfter(caller.id);
    },
  );

  api.delete(
    '/faces/me/consent',
    { schema: { ...tags, summary: 'Withdraw: deletes my fingerprint and every match I did not confirm' } },
    async (request) => {
      const { caller, actor, student } = await me(request);
      await withdraw(api.db, student.mahasiswaId, actor);
      return stateAfter(caller.id);
    },
  );

  const enrolFrom = async (request: FastifyRequest, source: 'selfie' | 'profile') => {
    const { caller, actor, student } = await me(request);
    requireConsent(student);
    if (student.acaraId === null) throw unprocessable({ source: [msg.faces.noAcara()] }, msg.faces.noAcara());
    await hit(api.db, [
      { key: `face:enrol:${student.mahasiswaId}`, limit: settings.enrolPerHour, windowSeconds: 3600 },
    ]);
    let image: Uint8Array;
    if (source === 'selfie') {
      image = (await readSingleFile(request, ctx.config.uploadMaxBytes)).buffer;
    } else {
      // Only a photo the university vouches for: a student's own upload could show anybody.
      if (student.profilePhoto && !student.profilePhoto.verified)
        throw unprocessable(
          { source: [msg.faces.profilePhotoUnverified()] },
          msg.faces.profilePhotoUnverified(),
        );
      const photo = student.profilePhoto ? await readStored(ctx.storage, student.profilePhoto.key) : null;
      if (!photo) throw unprocessable({ source: [msg.faces.noProfilePhoto()] }, msg.faces.noProfilePhoto());
      image = photo;
    }
    await enrol(api.db, facePool(settings.workers), student, image, source, actor);
    // Every photo of the acara is looked at again, for this student among the others.
    await queueAcara(api.db, api.jobs.boss, student.acaraId);
    return stateAfter(caller.id);
  };

  api.post(
    '/faces/me/enrol',
    { schema: { ...tags, summary: 'Enrol with a selfie (multipart: file); only its fingerprint is kept' } },
    (request) => enrolFrom(request, 'selfie'),
  );
  api.post(
    '/faces/me/enrol-profile',
    { schema: { ...tags, summary: 'Enrol with my verified profile photo' } },
    (request) => enrolFrom(request, 'profile'),
  );

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
      const viewer = await studentViewer(ctx, caller);
      const { rows } = await sql<{ file_id: number }>`
        SELECT fm.file_id FROM face_match fm WHERE fm.mahasiswa_id = ${student.mahasiswaId} AND fm.status = 'suggested'
        ORDER BY fm.distance, fm.file_id LIMIT ${MAX_SUGGESTIONS}`.execute(api.db);
      // The switch turned off (or consent withdrawn) hides what was found.
      if (!rows.length || !student.consent || !student.enabled) return { data: [] };
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
    const viewer = await studentViewer(ctx, caller);
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
