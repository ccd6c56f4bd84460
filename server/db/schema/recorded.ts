/**
 * What each migration history recorded (docs/migrations.md), read from the snapshots of its folder:
 * the core's whole schema, and the part each later history (plugins, the installation) adds to it.
 * And the collision start refuses: a later history's table or column that an earlier history now
 * creates too.
 */
import { historyTitle, migrationTitle, type MigrationHistory } from '../histories';
import { recordedSchema, recordedSnapshots, type RecordedSchema } from './folder';
import { collisions, emptyPart, overlay, partOf, records, type Collision } from './parts';
import { emptySnapshot, type SchemaSnapshot } from './snapshot';

/**
 * The schema recorded by `histories[i]`'s last migration (named before `before`, if given): whole for
 * the first history, the core's; a part for the others. A whole schema in a later history was
 * recorded when its migrations shared one folder with the core's: its part is what it adds to the
 * schema the earlier histories had recorded by then (by name, as that folder's order was).
 */
export async function recordedPart(
  histories: readonly MigrationHistory[],
  i: number,
  before?: string,
): Promise<RecordedSchema> {
  const recorded = await recordedSchema(histories[i].folder, before);
  if (i === 0 || recorded.snapshot.part) return recorded;
  if (!recorded.migration) return { snapshot: emptyPart() };
  const then = await recordedBefore(histories, i, recorded.migration);
  return { migration: recorded.migration, snapshot: partOf(recorded.snapshot, then) };
}

/** The schema the histories before `histories[i]` recorded (by migrations named before `before`). */
export async function recordedBefore(
  histories: readonly MigrationHistory[],
  i: number,
  before?: string,
): Promise<SchemaSnapshot> {
  let schema = emptySnapshot();
  for (let j = 0; j < i; j++) schema = overlay(schema, (await recordedPart(histories, j, before)).snapshot);
  return schema;
}

/** The first migration of the history whose snapshot records the table or column. */
async function recordedFirstBy(history: MigrationHistory, c: Collision): Promise<string | undefined> {
  return (await recordedSnapshots(history.folder)).find((r) => records(r.snapshot, c))?.migration;
}

async function collisionLine(
  histories: readonly MigrationHistory[],
  i: number,
  c: Collision,
): Promise<string> {
  const thing = c.column === undefined ? `table ${c.table}` : `column ${c.table}.${c.column}`;
  let earlier = `an earlier history`;
  let by: MigrationHistory | undefined;
  for (const h of histories.slice(0, i)) {
    const m = await recordedFirstBy(h, c);
    if (m) {
      earlier = migrationTitle(h, m);
      by = h;
      break;
    }
  }
  const own = await recordedFirstBy(histories[i], c);
  const ownTitle = own ? migrationTitle(histories[i], own) : `the ${historyTitle(histories[i])} history`;
  const capital = (s: string) => s[0].toUpperCase() + s.slice(1);
  if (c.gone)
    return (
      `${capital(ownTitle)} adds to table ${c.table}, which no earlier history creates any more: nothing was ` +
      `applied; move your columns into a table of your own on the previous release (docs/upgrading.md).`
    );
  const verb = c.column === undefined ? 'creates' : 'adds';
  // a plugin's history is not upgraded with the core: take the plugin out, not the release back
  const todo = by?.key.startsWith('plugin:')
    ? `without ${historyTitle(by)} in wisuda.config.ts and wisuda.server.ts rename yours, start once, then list it again (docs/migrations.md).`
    : `on the previous release rename yours, start once, then upgrade again (docs/upgrading.md).`;
  return (
    `${capital(earlier)} ${verb} ${thing}, which ${ownTitle} already ${verb === 'creates' ? 'created' : 'added'}: ` +
    `nothing was applied; ${todo}`
  );
}

/**
 * One line per table or column that a later history (the installation, a plugin) recorded and an
 * earlier one (the core) now records too, naming both migrations and what to do; none: no collision.
 */
export async function historyCollisions(histories: readonly MigrationHistory[]): Promise<string[]> {
  const lines: string[] = [];
  for (let i = 1; i < histories.length; i++) {
    const part = (await recordedPart(histories, i)).snapshot;
    const base = await recordedBefore(histories, i);
    for (const c of collisions(base, part)) lines.push(await collisionLine(histories, i, c));
  }
  return lines;
}

/** Start refuses to apply migrations that would re-create what another history already made. */
export class HistoryCollisionError extends Error {
  constructor(lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'HistoryCollisionError';
  }
}
