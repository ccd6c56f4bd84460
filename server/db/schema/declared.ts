/**
 * Each history's declarations against what it recorded (docs/migrations.md): the core's built-in
 * resources against the core's last snapshot, the installation's resources and `extend` fields (on
 * top of whatever the histories before it declare) against the installation's own last snapshot.
 */
import type { ResourceDef } from '../../../domain/resource';
import type { HistoryKey, MigrationHistory } from '../histories';
import { diffSchemas, type SchemaDiff } from './diff';
import type { RecordedSchema } from './folder';
import { overlay, partOf } from './parts';
import { recordedPart } from './recorded';
import { schemaOf } from './schema-of';
import { emptySnapshot, type SchemaSnapshot } from './snapshot';

export interface DeclaredHistory extends MigrationHistory {
  /** Every resource once this history's declarations are added to those of the histories before it. */
  resources: readonly ResourceDef[];
}

export interface HistoryComparison {
  recorded: RecordedSchema;
  /** The whole schema the declarations describe. */
  declared: SchemaSnapshot;
  /** What the history records after a migration for them: whole for the first, else its part. */
  record: SchemaSnapshot;
  /** From the recorded schema (on top of the earlier histories' declarations) to the declared one. */
  diff: SchemaDiff;
}

/** The index of the history with that key; throws naming the keys there are. */
export function historyIndex(histories: readonly MigrationHistory[], key: HistoryKey): number {
  const i = histories.findIndex((h) => h.key === key);
  if (i < 0) throw new Error(`No migration history "${key}" (${histories.map((h) => h.key).join(', ')})`);
  return i;
}

export async function compareHistory(
  histories: readonly DeclaredHistory[],
  i: number,
): Promise<HistoryComparison> {
  const recorded = await recordedPart(histories, i);
  const declared = schemaOf(histories[i].resources);
  const earlier = i ? schemaOf(histories[i - 1].resources) : emptySnapshot();
  const record = i ? partOf(declared, earlier) : declared;
  const diff = diffSchemas(overlay(earlier, recorded.snapshot), declared);
  return { recorded, declared, record, diff };
}

/** The command that writes a migration into the history. */
export function diffCommand(history: MigrationHistory, options = ''): string {
  const which =
    history.key === 'installation'
      ? ''
      : history.key === 'core'
        ? '--core '
        : `--plugin ${history.key.slice('plugin:'.length)} `;
  return `npm run db:diff -- ${which}${options}`;
}
