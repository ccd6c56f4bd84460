/**
 * The start check: declarations ahead of the migrations (a field or resource added without running
 * `npm run db:diff`) stop the server before it serves a column that does not exist.
 */
import path from 'node:path';
import type { ResourceDef } from '../../../domain/resource';
import { diffSchemas } from './diff';
import { MIGRATIONS_FOLDER, recordedSchema } from './folder';
import { schemaOf } from './schema-of';

/**
 * Undefined when `schemaOf(resources)` is the schema recorded by the last migration of `folder`;
 * else one message naming each difference and what to run.
 */
export async function schemaChangesPending(
  resources: readonly ResourceDef[],
  folder: string = MIGRATIONS_FOLDER,
): Promise<string | undefined> {
  const recorded = await recordedSchema(folder);
  const { changes } = diffSchemas(recorded.snapshot, schemaOf(resources));
  if (!changes.length) return undefined;
  const where = recorded.migration
    ? `the schema recorded by the last migration (${path.relative(process.cwd(), folder) || '.'}/${recorded.migration})`
    : `the migrations folder (${folder}), which records no schema`;
  return [
    `The resource declarations differ from ${where}:`,
    ...changes.map((c) => `  - ${c}`),
    'Write the migration with `npm run db:diff -- <label>` (e.g. `npm run db:diff -- add_sponsor`), ' +
      'then start again (docs/migrations.md).',
  ].join('\n');
}
