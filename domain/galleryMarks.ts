/**
 * Gallery marks: a boolean field of the gallery groups (`fileGroup`, built in, added by a plugin or
 * by the installation) may declare `galleryMark`, a label. A student's photo of a group whose field
 * is true carries that mark in their gallery when it is tagged to them: the ceremony's stage groups
 * (`panggung`) mark "Stage photo". The server sends the marks' field names (domain/photo.ts
 * `PhotoRow.marks`); the screens show each one's label in the user's language.
 */
import { LANGUAGE_CODES, labelIn } from './config/label';
import type { FieldDef, ResourceDef } from './resource';

/** The resource whose boolean fields may declare a gallery mark. */
export const GALLERY_MARK_RESOURCE = 'fileGroup';

/** The stored boolean fields of the groups' declaration that declare a gallery mark, by name. */
export function galleryMarkFields(groups: ResourceDef): string[] {
  return Object.entries(groups.fields)
    .filter(([, f]) => f.type === 'boolean' && f.galleryMark !== undefined && !f.virtual && !f.writeOnly)
    .map(([name]) => name);
}

/** The text of the mark of field `name` in `language` (undefined when the field declares none). */
export function galleryMarkText(groups: ResourceDef, name: string, language: string): string | undefined {
  return labelIn(groups.fields[name]?.galleryMark, language);
}

/** A label as written: a text, or texts by language code (each a text, at least one). */
function labelProblem(label: unknown): string | undefined {
  if (typeof label === 'string') return label.trim() ? undefined : 'an empty text';
  if (typeof label !== 'object' || label === null || Array.isArray(label)) return 'not a label';
  const entries = Object.entries(label as Record<string, unknown>);
  if (!entries.length) return 'no text';
  const unknown = entries.find(([code]) => !(LANGUAGE_CODES as readonly string[]).includes(code));
  if (unknown) return `an unknown language "${unknown[0]}" (one of ${LANGUAGE_CODES.join(', ')})`;
  const empty = entries.find(([, text]) => typeof text !== 'string' || !text.trim());
  return empty ? `no text for "${empty[0]}"` : undefined;
}

/**
 * What is wrong with the `galleryMark` of field `where` of resource `resource`: only a stored boolean
 * field of the gallery groups marks their photos, and its mark is a label.
 */
export function galleryMarkProblems(where: string, resource: string, field: FieldDef): string[] {
  const mark = field.galleryMark;
  if (mark === undefined) return [];
  const out: string[] = [];
  if (resource !== GALLERY_MARK_RESOURCE)
    out.push(
      `${where}.galleryMark: only a field of the gallery groups (${GALLERY_MARK_RESOURCE}) marks photos`,
    );
  if (field.type !== 'boolean' || field.virtual || field.writeOnly)
    out.push(`${where}.galleryMark: only a stored boolean field marks photos (its value says which groups)`);
  const problem = labelProblem(mark);
  if (problem)
    out.push(
      `${where}.galleryMark: a text, or texts by language code ({ en: 'Stage photo' }); found ${problem}`,
    );
  return out;
}
