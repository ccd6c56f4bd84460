/**
 * The start check: declarations ahead of the migrations (a field or resource added without running
 * `npm run db:diff`) stop the server before it serves a column that does not exist. Each history is
 * compared with its own recorded schema (docs/migrations.md).
 */
import path from 'node:path';
import { historyTitle } from '../histories';
import { compareHistory, diffCommand, type DeclaredHistory } from './declared';

/**
 * Undefined when every history's declarations are the schema its last migration recorded; else one
 * message naming each difference and what to run.
 */
export async function schemaChangesPending(
  histories: readonly DeclaredHistory[],
): Promise<string | undefined> {
  const lines: string[] = [];
  for (let i = 0; i < histories.length; i++) {
    const h = histories[i];
    const { recorded, diff } = await compareHistory(histories, i);
    if (!diff.changes.length) continue;
    const folder = path.relative(process.cwd(), h.folder) || '.';
    const where = recorded.migration
      ? `the schema recorded by its last migration (${folder}/${recorded.migration})`
      : `its migrations folder (${folder}), which records no schema yet`;
    lines.push(
      `The ${historyTitle(h)} resource declarations differ from ${where}:`,
      ...diff.changes.map((c) => `  - ${c}`),
      `Write the migration with \`${diffCommand(h)}<label>\` (e.g. \`${diffCommand(h)}add_sponsor\`), ` +
        'then start again (docs/migrations.md).',
    );
  }
  return lines.length ? lines.join('\n') : undefined;
}
