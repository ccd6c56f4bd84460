/**
 * Migration histories (docs/migrations.md): each owner of tables keeps its own folder of migrations,
 * with the schema it recorded beside them. The core's ships with Wisuda (`server/db/migrations/`),
 * the installation's is `migrations/` at the project root, and a plugin may bring one of its own.
 * Start applies them in that order: the core, the plugins, the installation.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `core`, `installation`, or `plugin:<name>`. */
export type HistoryKey = 'core' | 'installation' | `plugin:${string}`;

export interface MigrationHistory {
  key: HistoryKey;
  /** Its migrations: every `*.ts` file, with `<name>.schema.json` beside those that record the schema. */
  folder: string;
}

/** Wisuda's own migrations, shipped with the core. */
export const CORE_MIGRATIONS_FOLDER = path.resolve(fileURLToPath(new URL('./migrations', import.meta.url)));

/**
 * The installation's migrations: `migrations/` in its folder (`WISUDA_ROOT`, which the `wisuda`
 * command sets; this repository's root otherwise), written by db:diff.
 */
export const INSTALLATION_MIGRATIONS_FOLDER = process.env.WISUDA_ROOT
  ? path.join(process.env.WISUDA_ROOT, 'migrations')
  : path.resolve(fileURLToPath(new URL('../../migrations', import.meta.url)));

export function coreHistory(folder: string = CORE_MIGRATIONS_FOLDER): MigrationHistory {
  return { key: 'core', folder };
}

export function installationHistory(folder: string = INSTALLATION_MIGRATIONS_FOLDER): MigrationHistory {
  return { key: 'installation', folder };
}

/** A plugin's own history: its migrations are recorded as `plugin:<name>/<migration>`. */
export function pluginHistory(name: string, folder: string): MigrationHistory {
  if (!/^[a-z][a-zA-Z0-9_-]*$/.test(name))
    throw new Error(`Plugin name "${name}": letters, digits, - and _, starting with a lower case letter`);
  return { key: `plugin:${name}`, folder };
}

/**
 * The histories in the order start applies them: the core, then each plugin's (in the order given),
 * then the installation's.
 */
export function projectHistories(plugins: readonly MigrationHistory[] = []): MigrationHistory[] {
  return [coreHistory(), ...plugins, installationHistory()];
}

/**
 * The name a migration is recorded under in `kysely_migration`. The core's and the installation's
 * keep their file names (so databases migrated when both shared one folder see them as applied);
 * a plugin's are prefixed with its key, so two plugins may both have a `001_init`.
 */
export function recordedName(history: MigrationHistory, migration: string): string {
  return history.key === 'core' || history.key === 'installation' ? migration : `${history.key}/${migration}`;
}

/** How a message names a history: `core`, `installation`, `plugin foo`. */
export function historyTitle(history: MigrationHistory): string {
  return history.key.startsWith('plugin:') ? `plugin ${history.key.slice('plugin:'.length)}` : history.key;
}

/** A migration as messages name it: its history and its path relative to the working folder. */
export function migrationTitle(history: MigrationHistory, migration: string): string {
  const where = path.relative(process.cwd(), path.join(history.folder, migration)) || migration;
  return `${historyTitle(history)} migration ${where}`;
}
