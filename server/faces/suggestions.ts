import { sql } from 'kysely';
import type { Caller } from '../context';
import { visibleTo, type Viewer } from '../files/access';
import type { FaceStudent } from './consent';

/** The student as a viewer of photos (the same rule the gallery applies to them). */
export function suggestionViewer(student: FaceStudent, caller: Caller): Viewer {
  return {
    userId: caller.id,
    sessionId: caller.sessionId,
    admin: false,
    mahasiswaId: student.mahasiswaId,
    acaraId: student.acaraId,
    scope: null,
  };
}

/**
 * The suggestions a student may see, as the FROM and WHERE of a query over `fm` (face_match), `f`
 * (file) and `g` (file_group): theirs, undecided, of photos they may see (published groups of their
 * acara, or tagged to them), and none while the switch is off or the consent withdrawn. The list and
 * the count both read this, so the count never promises a suggestion the list does not show.
 */
export function visibleSuggestions(student: FaceStudent, viewer: Viewer) {
  const shown = student.enabled && student.consent !== null;
  return sql`face_match fm JOIN file f ON f.id = fm.file_id JOIN file_group g ON g.id = f.file_group_id
    WHERE fm.mahasiswa_id = ${student.mahasiswaId} AND fm.status = 'suggested' AND ${visibleTo(viewer)}
      AND ${sql.lit(shown)}`;
}
