/**
 * The gallery marks of a group (domain/galleryMarks.ts) as the database answers them: the group's
 * marking fields and their values as one JSON object, read back as the names of those that are true.
 */
import { sql } from 'kysely';

/** The values of the group's (`g`) marking fields `names` as one JSON object (`'{}'` for none). */
export function groupMarks(names: readonly string[]) {
  if (!names.length) return sql`'{}'::json`;
  return sql`json_build_object(${sql.join(names.map((n) => sql`${n}::text, ${sql.ref(`g.${n}`)}`))})`;
}

/** The names of the group's marking fields that are true (JSON, text on some drivers). */
export function setMarks(values: Record<string, boolean> | string | null): string[] {
  const parsed = typeof values === 'string' ? (JSON.parse(values) as Record<string, boolean>) : values;
  return Object.entries(parsed ?? {})
    .filter(([, on]) => on === true)
    .map(([name]) => name);
}
