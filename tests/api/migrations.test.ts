/**
 * Generated migrations against a real database (PGlite, and PostgreSQL with DATABASE_URL): a new
 * resource's migration written by db:diff into an installation's migrations folder is applied by
 * `migrate(db, { histories })` after the core's, its table takes rows, and the start check passes
 * after it, not before.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../domain/resource';
import { BUILTIN_RESOURCES, RESOURCES, acara } from '../../domain/resources';
import { migrate } from '../../server/db';
import { CORE_MIGRATIONS_FOLDER, coreHistory, recordedName } from '../../server/db/histories';
import { pluginDeclaredHistories } from '../../server/db/plugin-histories';
import type { DeclaredHistory } from '../../server/db/schema/declared';
import { migrationNames } from '../../server/db/schema/folder';
import { generateMigration } from '../../server/db/schema/generate';
import { schemaChangesPending } from '../../server/db/schema/pending';
import { createTestApp, type TestApp } from './helpers';

/** A sponsor-like resource with a field of most stored types. */
const mitra: ResourceDef = {
  ...acara,
  name: 'mitraUji',
  table: 'mitra_uji',
  apiPath: '/acara/mitra-uji',
  route: '/menu/mitra-uji',
  title: 'Mitra Uji',
  permission: 'mitraUji',
  fields: {
    acara_id: { type: 'reference', reference: 'acara', required: true, label: 'Acara' },
    nama: { type: 'text', required: true, maxLength: 120, unique: true, label: 'Nama' },
    website: { type: 'url', label: 'Website' },
    kontribusi: { type: 'money', min: 0, label: 'Kontribusi' },
    level: {
      type: 'enum',
      required: true,
      default: 'silver',
      options: [
        { id: 'gold', name: 'Gold' },
        { id: 'silver', name: 'Silver' },
      ],
      label: 'Level',
    },
    is_active: { type: 'boolean', default: true, label: 'Aktif' },
    mulai: { type: 'date', label: 'Mulai' },
    logo: { type: 'image', label: 'Logo' },
  },
  labelField: 'nama',
  listColumns: ['nama', 'acara_id'],
  searchFields: ['nama'],
  filterFields: ['acara_id', 'level'],
  sortFields: ['nama', 'level', 'mulai'],
  defaultSort: { field: 'nama', order: 'ASC' },
  optionFilters: undefined,
  optionFields: undefined,
  optionsForOthersOnly: undefined,
  order: undefined,
  menu: undefined,
};
const resources = [...RESOURCES, mitra];

let t: TestApp;
let folder: string;
/**
 * The core's history as shipped, the demo installation's plugins' (the ceremony), then an
 * installation whose folder is `folder`.
 */
const plugins = pluginDeclaredHistories();
const histories = (installed: readonly ResourceDef[]): DeclaredHistory[] => [
  { ...coreHistory(), resources: BUILTIN_RESOURCES },
  ...plugins,
  { key: 'installation', folder, resources: installed },
];
const pluginMigrations = async () =>
  (
    await Promise.all(
      plugins.map(async (h) => (await migrationNames(h.folder)).map((n) => recordedName(h, n))),
    )
  ).flat();

beforeAll(async () => {
  t = await createTestApp();
  // inside the project, so the copied migrations resolve `kysely` from its node_modules
  folder = path.join(__dirname, '../.tmp', `migrations-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(folder, { recursive: true });
});
afterAll(async () => {
  await t?.close();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

describe('a generated migration', () => {
  it('is pending for the start check until db:diff writes it, then applies and takes rows', async () => {
    const before = await schemaChangesPending(histories(resources));
    expect(before).toContain('  - new table mitra_uji\n');
    expect(before).toContain('npm run db:diff -- <label>');

    const result = await generateMigration({ histories: histories(resources), label: 'mitra uji' });
    if (result.kind !== 'written') throw new Error(JSON.stringify(result));
    expect(await schemaChangesPending(histories(resources))).toBeUndefined();

    await migrate(t.db, { histories: histories(resources) });
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(
      t.db,
    );
    expect(applied.rows.map((r) => r.name)).toEqual(
      [
        ...(await migrationNames(CORE_MIGRATIONS_FOLDER)),
        ...(await pluginMigrations()),
        ...(await migrationNames(folder)),
      ].sort(),
    );

    const pt = await sql<{
      id: number;
    }>`INSERT INTO perguruan_tinggi (kode_pt, nama) VALUES ('919191', 'Universitas Mitra') RETURNING id`.execute(
      t.db,
    );
    const ev = await sql<{ id: number }>`INSERT INTO acara (pt_id, nama, tanggal)
      VALUES (${pt.rows[0].id}, 'Wisuda Mitra', '2026-12-01') RETURNING id`.execute(t.db);
    const acaraId = Number(ev.rows[0].id);
    await sql`INSERT INTO mitra_uji (acara_id, nama, website, kontribusi, mulai, logo)
      VALUES (${acaraId}, 'Bank Nusantara', 'https://bank.example', 2500000.5, '2026-11-01', 'logo/bank.png')`.execute(
      t.db,
    );
    const row = (
      await sql<Record<string, unknown>>`SELECT * FROM mitra_uji WHERE nama = 'Bank Nusantara'`.execute(t.db)
    ).rows[0];
    expect(row).toMatchObject({
      acara_id: acaraId,
      nama: 'Bank Nusantara',
      website: 'https://bank.example',
      kontribusi: 2500000.5,
      level: 'silver',
      is_active: true,
      logo: 'logo/bank.png',
    });
    expect(row.mulai).toBe('2026-11-01');
    expect(row.created_at).toBeTruthy();

    // the declared keys hold: the reference, the unique name, the required level
    const refused = async (statement: Promise<unknown>) => {
      try {
        await statement;
      } catch (err) {
        return (err as { code?: string }).code;
      }
      return 'accepted';
    };
    expect(
      await refused(sql`INSERT INTO mitra_uji (acara_id, nama) VALUES (999999, 'X')`.execute(t.db)),
    ).toBe('23503');
    expect(
      await refused(
        sql`INSERT INTO mitra_uji (acara_id, nama) VALUES (${acaraId}, 'Bank Nusantara')`.execute(t.db),
      ),
    ).toBe('23505');
    expect(
      await refused(
        sql`INSERT INTO mitra_uji (acara_id, nama, level) VALUES (${acaraId}, 'Y', NULL)`.execute(t.db),
      ),
    ).toBe('23502');
    expect(await refused(sql`DELETE FROM acara WHERE id = ${acaraId}`.execute(t.db))).toBe('23503');

    const indexes = await sql<{
      indexname: string;
    }>`SELECT indexname FROM pg_indexes WHERE tablename = 'mitra_uji' ORDER BY indexname`.execute(t.db);
    expect(indexes.rows.map((r) => r.indexname)).toEqual([
      'mitra_uji_acara_id_idx',
      'mitra_uji_level_idx',
      'mitra_uji_mulai_idx',
      'mitra_uji_nama_key',
      'mitra_uji_pkey',
    ]);
  });

  it('adds a field to an existing table, and the next diff is empty', async () => {
    const extended = resources.map((r) =>
      r === mitra
        ? { ...mitra, fields: { ...mitra.fields, catatan: { type: 'longtext' as const } }, sortFields: [] }
        : r,
    );
    const result = await generateMigration({ histories: histories(extended), label: 'mitra catatan' });
    expect(result).toMatchObject({ kind: 'written' });
    await migrate(t.db, { histories: histories(extended) });
    await sql`UPDATE mitra_uji SET catatan = 'Sponsor utama'`.execute(t.db);
    const dropped = await sql<{
      indexname: string;
    }>`SELECT indexname FROM pg_indexes WHERE tablename = 'mitra_uji' AND indexname = 'mitra_uji_mulai_idx'`.execute(
      t.db,
    );
    expect(dropped.rows).toEqual([]);
    expect(await generateMigration({ histories: histories(extended), label: 'again' })).toMatchObject({
      kind: 'unchanged',
    });
  });

  it('runs a migration named before ones already applied, and ignores files that are no migration', async () => {
    await fs.writeFile(
      path.join(folder, '010a_unordered.ts'),
      "import { sql, type Kysely } from 'kysely';\n" +
        'export async function up(db: Kysely<unknown>): Promise<void> {\n' +
        '  await sql`CREATE TABLE unordered_probe (id int)`.execute(db);\n}\n',
    );
    await fs.writeFile(path.join(folder, 'README.md'), 'not a migration\n');
    await migrate(t.db, { histories: histories(resources) });
    const probe = await sql<{ n: number }>`SELECT count(*)::int AS n FROM unordered_probe`.execute(t.db);
    expect(probe.rows[0].n).toBe(0);
  });
});
