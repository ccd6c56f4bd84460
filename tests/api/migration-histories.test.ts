/**
 * Two histories of schema (docs/migrations.md, docs/upgrading.md), on a real database (PGlite, and
 * PostgreSQL with DATABASE_URL): the core's migrations and an installation's own, each with its
 * recorded schema. An installation's table survives a core release that adds a migration after it;
 * a core release that creates what the installation already made stops start with one line naming
 * both migrations; and a database migrated when both shared one folder upgrades without a change.
 * A plugin's own history applies between them: db:diff writes its tables into the plugin's folder
 * only, and a plugin creating a table the installation made stops start with one line naming both.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { defineConfig, definePlugin } from '../../domain/config';
import type { ConfigWithPlugins } from '../../domain/config/plugin';
import { resolveConfig } from '../../domain/config/resolve';
import type { FieldDef, ResourceDef } from '../../domain/resource';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import { migrate, openDb, type Db } from '../../server/db';
import { CORE_MIGRATIONS_FOLDER } from '../../server/db/histories';
import type { DeclaredHistory } from '../../server/db/schema/declared';
import { byName, migrationNames } from '../../server/db/schema/folder';
import { generateMigration } from '../../server/db/schema/generate';
import { schemaChangesPending } from '../../server/db/schema/pending';
import { declaredHistories } from '../../server/db/schema/project';
import { HistoryCollisionError } from '../../server/db/schema/recorded';
import { definePluginServer } from '../../server/extend/plugins';
import { createDatabase, createTestApp } from './helpers';

/** The integrator's wisuda.config.ts: a resource of its own and a field on mahasiswa. */
const config = defineConfig({
  resources: {
    pesananToga: {
      label: { en: 'Gown orders', id: 'Pesanan Toga' },
      fields: {
        nama: { type: 'text', required: true, maxLength: 120, label: 'Nama' },
        ukuran: { type: 'text', maxLength: 5, label: 'Ukuran' },
      },
    },
  },
  extend: { mahasiswa: { fields: { nama_wali: { type: 'text', maxLength: 120, label: 'Nama Wali' } } } },
});

/** The built-in resources with one field added to one of them, as a core release declares it. */
function coreWith(resource: string, fields: Record<string, FieldDef>): ResourceDef[] {
  return BUILTIN_RESOURCES.map((r) =>
    r.name === resource ? { ...r, fields: { ...r.fields, ...fields } } : r,
  );
}

/** A core release declaring a new resource whose table is `table`. */
function coreWithTable(table: string): ResourceDef[] {
  const bentukPt = BUILTIN_RESOURCES.find((r) => r.name === 'bentukPt')!;
  const added: ResourceDef = {
    ...bentukPt,
    name: 'togaResmi',
    table,
    apiPath: '/toga-resmi',
    route: '/toga',
  };
  return [...BUILTIN_RESOURCES, added];
}

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

/** A new empty database: a fresh PGlite, or a new PostgreSQL database with DATABASE_URL. */
async function freshDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  const created = url ? await createDatabase(url) : undefined;
  const db = await openDb({ databaseUrl: created?.url });
  cleanup.push(async () => {
    await db.destroy();
    await created?.drop();
  });
  return db;
}

/** A folder inside the project (its migrations resolve `kysely` from its node_modules), removed after. */
async function tmpFolder(name: string, copyOf?: string): Promise<string> {
  const folder = path.join(__dirname, '../.tmp', `${name}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(folder, { recursive: true });
  if (copyOf) await fs.cp(copyOf, folder, { recursive: true });
  cleanup.push(() => fs.rm(folder, { recursive: true, force: true }));
  return folder;
}

/** The core's history in `coreFolder` declaring `core`, then the installation's with wisuda.config.ts. */
function histories(
  coreFolder: string,
  core: readonly ResourceDef[],
  installFolder: string,
): DeclaredHistory[] {
  return [
    { key: 'core', folder: coreFolder, resources: core },
    { key: 'installation', folder: installFolder, resources: resolveConfig(core, config).resources },
  ];
}

const applied = async (db: Db) =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db)).rows
    .map((r) => r.name)
    .sort(byName);

const columnsOf = async (db: Db, table: string) =>
  (
    await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY column_name`.execute(db)
  ).rows.map((r) => r.column_name);

const day = (d: string) => new Date(`${d}T00:00:00Z`);

/**
 * A new database, a copy of the core's history, and an installation whose db:diff wrote its
 * migration for wisuda.config.ts, applied as start applies it.
 */
async function installedToga() {
  const db = await freshDb();
  const core = await tmpFolder('core', CORE_MIGRATIONS_FOLDER);
  const own = await tmpFolder('installation');
  const before = histories(core, BUILTIN_RESOURCES, own);
  const written = await generateMigration({ histories: before, label: 'toga', now: day('2027-01-10') });
  if (written.kind !== 'written') throw new Error(JSON.stringify(written));
  await migrate(db, { histories: before });
  return { db, core, own, before, written };
}

describe('an installation table and a later core migration', () => {
  it('start applies the core migration first, the table and its rows stay, and db:diff finds nothing to do', async () => {
    // the integrator runs db:diff, then starts
    const { db, core, own, written } = await installedToga();
    expect(written.changes).toEqual(['new table pesanan_toga', 'new column mahasiswa.nama_wali']);
    expect(await fs.readFile(written.file, 'utf8')).toMatch(/CREATE TABLE pesanan_toga/);
    await sql`INSERT INTO pesanan_toga (nama, ukuran) VALUES ('Sari', 'M'), ('Budi', 'XL')`.execute(db);

    // a core release adds a migration, named after the installation's
    const release = coreWith('acara', { kode_toga: { type: 'text', maxLength: 20, label: 'Kode Toga' } });
    const after = histories(core, release, own);
    const unrecorded = await schemaChangesPending(after);
    expect(unrecorded).toMatch(/^The core resource declarations differ/);
    expect(unrecorded).not.toMatch(/installation|pesanan_toga/);
    const coreMigration = await generateMigration({
      histories: [{ key: 'core', folder: core, resources: release }],
      history: 'core',
      label: 'acara kode toga',
      now: day('2027-02-01'),
    });
    expect(coreMigration).toMatchObject({ kind: 'written', name: '20270201000000_acara_kode_toga' });
    // the core's snapshot, now the last by name, is not the installation's: nothing pending for it
    expect(await schemaChangesPending(after)).toBeUndefined();

    await migrate(db, { histories: after });
    expect(await applied(db)).toContain('20270201000000_acara_kode_toga');
    expect(await columnsOf(db, 'acara')).toContain('kode_toga');
    expect(await schemaChangesPending(after)).toBeUndefined();
    expect(await generateMigration({ histories: after, label: 'again' })).toEqual({
      kind: 'unchanged',
      recordedBy: written.name,
    });
    expect(await migrationNames(own)).toEqual([written.name]);
    const rows = await sql<{
      nama: string;
      ukuran: string;
    }>`SELECT nama, ukuran FROM pesanan_toga ORDER BY id`.execute(db);
    expect(rows.rows).toEqual([
      { nama: 'Sari', ukuran: 'M' },
      { nama: 'Budi', ukuran: 'XL' },
    ]);
  }, 120_000);
});

describe('a core migration creating what the installation already made', () => {
  it('stops start with one line per collision naming both migrations, and applies nothing', async () => {
    const { db, core, own, before, written } = await installedToga();
    const appliedBefore = await applied(db);

    // the core release adds mahasiswa.nama_wali and a table pesanan_toga of its own
    const release = coreWithTable('pesanan_toga').map((r) =>
      r.name === 'mahasiswa' ? { ...r, fields: { ...r.fields, nama_wali: { type: 'text' as const } } } : r,
    );
    const coreMigration = await generateMigration({
      histories: [{ key: 'core', folder: core, resources: release }],
      history: 'core',
      label: 'wali dan toga',
      now: day('2027-02-01'),
    });
    expect(coreMigration).toMatchObject({ kind: 'written' });
    // the installation's declarations as they were (its config would now name a field twice)
    const after: DeclaredHistory[] = [{ key: 'core', folder: core, resources: release }, before[1]];

    const refused = await migrate(db, { histories: after }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(HistoryCollisionError);
    const lines = (refused as Error).message.split('\n');
    const coreFile = path.relative(process.cwd(), path.join(core, '20270201000000_wali_dan_toga'));
    const ownFile = path.relative(process.cwd(), path.join(own, written.name));
    expect(lines).toEqual([
      `Core migration ${coreFile} adds column mahasiswa.nama_wali, which installation migration ${ownFile} already added: ` +
        'nothing was applied; on the previous release rename yours, start once, then upgrade again (docs/upgrading.md).',
      `Core migration ${coreFile} creates table pesanan_toga, which installation migration ${ownFile} already created: ` +
        'nothing was applied; on the previous release rename yours, start once, then upgrade again (docs/upgrading.md).',
    ]);
    // nothing applied, nothing re-created; db:diff says the same instead of writing a migration
    expect(await applied(db)).toEqual(appliedBefore);
    const diff = await generateMigration({ histories: after, label: 'again' });
    expect(diff).toMatchObject({ kind: 'refused', message: (refused as Error).message });
    expect(await migrationNames(own)).toEqual([written.name]);
  }, 120_000);
});

/** Today's single folder applied as Kysely's Migrator did: every `*.ts` of it, unordered ones too. */
async function migrateOneFolder(db: Db, folder: string): Promise<void> {
  const migrations: Record<string, Migration> = {};
  for (const name of await migrationNames(folder))
    migrations[name] = (await import(path.join(folder, `${name}.ts`))) as Migration;
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>, // migrations take an untyped database
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
    nameComparator: byName,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

describe('a database migrated when the core and the installation shared one folder', () => {
  it('upgrades without applying anything again; the installation keeps its table, its rows and no pending change', async () => {
    const db = await freshDb();
    // the old layout: the core's migrations and the integrator's db:diff one (whole schema recorded) together
    const old = await tmpFolder('one-folder', CORE_MIGRATIONS_FOLDER);
    const installed = resolveConfig(BUILTIN_RESOURCES, config).resources;
    const legacy = await generateMigration({
      histories: [{ key: 'core', folder: old, resources: installed }],
      history: 'core',
      label: 'toga',
      now: day('2027-01-10'),
    });
    if (legacy.kind !== 'written') throw new Error(JSON.stringify(legacy));
    await migrateOneFolder(db, old);
    await sql`INSERT INTO pesanan_toga (nama) VALUES ('Sari')`.execute(db);
    const appliedBefore = await applied(db);
    expect(appliedBefore).toContain(legacy.name);

    // the upgrade: the core's files go with the core; the integrator's stay in migrations/
    const own = await tmpFolder('installation');
    for (const file of [`${legacy.name}.ts`, `${legacy.name}.schema.json`])
      await fs.rename(path.join(old, file), path.join(own, file));
    const upgraded = histories(CORE_MIGRATIONS_FOLDER, BUILTIN_RESOURCES, own);
    await migrate(db, { histories: upgraded });
    expect(await applied(db)).toEqual(appliedBefore);
    expect(await schemaChangesPending(upgraded)).toBeUndefined();
    expect(await generateMigration({ histories: upgraded, label: 'again' })).toEqual({
      kind: 'unchanged',
      recordedBy: legacy.name,
    });
    expect((await sql<{ nama: string }>`SELECT nama FROM pesanan_toga`.execute(db)).rows).toEqual([
      { nama: 'Sari' },
    ]);
    expect(await columnsOf(db, 'mahasiswa')).toContain('nama_wali');

    // and a core migration after the upgrade does not disturb it either
    const core = await tmpFolder('core', CORE_MIGRATIONS_FOLDER);
    const release = coreWith('acara', { kode_toga: { type: 'text', maxLength: 20, label: 'Kode Toga' } });
    await generateMigration({
      histories: [{ key: 'core', folder: core, resources: release }],
      history: 'core',
      label: 'acara kode toga',
      now: day('2027-02-01'),
    });
    const later = histories(core, release, own);
    await migrate(db, { histories: later });
    expect(await schemaChangesPending(later)).toBeUndefined();
    expect(await generateMigration({ histories: later, label: 'again' })).toMatchObject({
      kind: 'unchanged',
    });
  }, 180_000);
});

/** A plugin with a migration history of its own: a gown order table. */
const pesananToga = {
  label: { en: 'Gown orders', id: 'Pesanan Toga' },
  fields: { ukuran: { type: 'text', required: true, maxLength: 5, label: 'Ukuran' } },
} as const;
const toga = definePlugin({ name: 'toga', server: true, resources: { pesananToga } });

/** Its next release: a field more. */
const togaV2 = definePlugin({
  name: 'toga',
  server: true,
  resources: {
    pesananToga: {
      ...pesananToga,
      fields: { ...pesananToga.fields, warna: { type: 'text', maxLength: 20, label: 'Warna' } },
    },
  },
});

/** An installation listing the plugin, with a table of its own referencing the plugin's. */
const withToga = (plugin: typeof toga | typeof togaV2) =>
  defineConfig({
    plugins: [plugin],
    resources: {
      catatanToga: {
        label: { en: 'Gown notes', id: 'Catatan Toga' },
        fields: {
          pesanan_toga_id: { type: 'reference', reference: 'pesananToga', required: true, label: 'Pesanan' },
          catatan: { type: 'text', maxLength: 200, label: 'Catatan' },
        },
      },
    },
  });

/** The project's histories for `installation`, the plugin's migrations in `pluginFolder`. */
function pluginProject(installation: ConfigWithPlugins, pluginFolder: string, installFolder: string) {
  const server = { plugins: [definePluginServer(toga, { migrations: pluginFolder })] };
  return declaredHistories(installation, server, { installation: installFolder });
}

describe('a plugin with its own migration history', () => {
  it('start applies the core’s, the plugin’s, then the installation’s; db:diff keeps each history to its own tables', async () => {
    const pluginFolder = await tmpFolder('plugin-toga');
    const own = await tmpFolder('installation');
    const project = pluginProject(withToga(toga), pluginFolder, own);
    expect(project.map((h) => h.key)).toEqual(['core', 'plugin:toga', 'installation']);

    // the installation's db:diff: its own table only, never the plugin's
    const mine = await generateMigration({ histories: project, label: 'catatan', now: day('2027-01-10') });
    expect(mine).toMatchObject({ kind: 'written', changes: ['new table catatan_toga'] });
    // the plugin's db:diff (--plugin toga), named after the installation's: the order is the histories'
    const theirs = await generateMigration({
      histories: project,
      history: 'plugin:toga',
      label: 'toga',
      now: day('2027-03-01'),
    });
    expect(theirs).toMatchObject({ kind: 'written', changes: ['new table pesanan_toga'] });
    if (theirs.kind !== 'written' || mine.kind !== 'written') throw new Error('not written');
    expect(path.dirname(theirs.file)).toBe(pluginFolder);
    expect(await schemaChangesPending(project)).toBeUndefined();

    // a real server started on them: catatan_toga's reference needs pesanan_toga made first
    const t = await createTestApp({ migrationHistories: project });
    cleanup.push(() => t.close());
    const names = await applied(t.db);
    expect(names).toContain(`plugin:toga/${theirs.name}`);
    expect(names).toContain(mine.name);
    expect(await columnsOf(t.db, 'pesanan_toga')).toContain('ukuran');
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data.migrations).toBe((await migrationNames(CORE_MIGRATIONS_FOLDER)).length + 2);
    await sql`INSERT INTO pesanan_toga (ukuran) VALUES ('M')`.execute(t.db);

    // the plugin's next release adds a field: pending for the plugin alone, written into its folder
    const upgraded = pluginProject(withToga(togaV2), pluginFolder, own);
    const pending = await schemaChangesPending(upgraded);
    expect(pending).toMatch(/^The plugin toga resource declarations differ/);
    expect(pending).toContain('npm run db:diff -- --plugin toga ');
    expect(pending).not.toMatch(/installation/);
    expect(await generateMigration({ histories: upgraded, label: 'again' })).toEqual({
      kind: 'unchanged',
      recordedBy: mine.name,
    });
    const warna = await generateMigration({
      histories: upgraded,
      history: 'plugin:toga',
      label: 'warna',
      now: day('2027-04-01'),
    });
    expect(warna).toMatchObject({
      kind: 'written',
      changes: ['new column pesanan_toga.warna', 'new index pesanan_toga (warna, id)'],
    });
    expect(await migrationNames(pluginFolder)).toEqual([theirs.name, '20270401000000_warna']);
    await migrate(t.db, { histories: upgraded });
    expect(await columnsOf(t.db, 'pesanan_toga')).toContain('warna');
    expect(await schemaChangesPending(upgraded)).toBeUndefined();
    expect((await sql<{ ukuran: string }>`SELECT ukuran FROM pesanan_toga`.execute(t.db)).rows).toEqual([
      { ukuran: 'M' },
    ]);
  }, 180_000);

  it('creating a table the installation already made stops start with one line naming both', async () => {
    const db = await freshDb();
    // the installation made pesanan_toga itself, then adopts the plugin that brings it
    const own = await tmpFolder('installation');
    const alone = defineConfig({ resources: { pesananToga } });
    const before = declaredHistories(alone, {}, { installation: own });
    const mine = await generateMigration({ histories: before, label: 'toga', now: day('2027-01-10') });
    if (mine.kind !== 'written') throw new Error(JSON.stringify(mine));
    await migrate(db, { histories: before });
    const appliedBefore = await applied(db);

    const pluginFolder = await tmpFolder('plugin-toga');
    const after = pluginProject({ plugins: [toga] }, pluginFolder, own);
    const theirs = await generateMigration({
      histories: after,
      history: 'plugin:toga',
      label: 'toga',
      now: day('2027-03-01'),
    });
    if (theirs.kind !== 'written') throw new Error(JSON.stringify(theirs));

    const refused = await migrate(db, { histories: after }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(HistoryCollisionError);
    const rel = (f: string) => path.relative(process.cwd(), f.replace(/\.ts$/, ''));
    expect((refused as Error).message).toBe(
      `Plugin toga migration ${rel(theirs.file)} creates table pesanan_toga, which installation migration ` +
        `${rel(mine.file)} already created: nothing was applied; without plugin toga in wisuda.config.ts and ` +
        'wisuda.server.ts rename yours, start once, then list it again (docs/migrations.md).',
    );
    expect(await applied(db)).toEqual(appliedBefore);
  }, 120_000);
});
