/**
 * Generated migrations (docs/migrations.md): the schema derived from the declarations, the diff
 * against the schema recorded by the last migration, and what `npm run db:diff` writes or refuses.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FieldDef, ResourceDef } from '../../domain/resource';
import { BUILTIN_RESOURCES, RESOURCES } from '../../domain/resources';
import { serverFieldType } from '../../server/crud/field-types';
import { diffSchemas } from '../../server/db/schema/diff';
import { CORE_MIGRATIONS_FOLDER as MIGRATIONS_FOLDER } from '../../server/db/histories';
import type { DeclaredHistory } from '../../server/db/schema/declared';
import { migrationNames, recordedSchema } from '../../server/db/schema/folder';
import { generateMigration, slugLabel } from '../../server/db/schema/generate';
import { partOf } from '../../server/db/schema/parts';
import { schemaChangesPending } from '../../server/db/schema/pending';
import { declaredHistories } from '../../server/db/schema/project';
import { recordedPart } from '../../server/db/schema/recorded';
import { schemaOf } from '../../server/db/schema/schema-of';
import { parseSnapshot } from '../../server/db/schema/snapshot';
import { sponsor } from '../fixtures/integrator/sponsor';

/** A built-in declaration as shipped, not as this installation's wisuda.config.ts extends it. */
const shipped = (name: string): ResourceDef => BUILTIN_RESOURCES.find((r) => r.name === name)!;
const bentukPt = shipped('bentukPt');
const mahasiswa = shipped('mahasiswa');

/** A built-in declaration as 011 recorded it, without the fields changed since (each has its migration). */
function at011(r: ResourceDef): ResourceDef {
  // server/db/migrations/20261124030600_registration_modes: registrasi (open | approval | closed) replaced
  // registrasi_dibuka, and users got persetujuan. server/db/migrations/20261126161427_pt_subscription: the grace days.
  if (r.name === 'appSettings') {
    const { registrasi: _mode, masa_tenggang_hari: _grace, ...fields } = r.fields;
    return { ...r, fields: { ...fields, registrasi_dibuka: { type: 'boolean', default: true } } };
  }
  // server/db/migrations/20261124031544_user_language: users got bahasa;
  // server/db/migrations/20261126161713_user_perguruan_tinggi: the universities an account is bound to.
  if (r.name === 'user') {
    const { persetujuan: _approval, bahasa: _language, pt_ids: _universities, ...fields } = r.fields;
    return { ...r, filterFields: r.filterFields.filter((f) => f !== 'pt_ids'), fields };
  }
  // server/db/migrations/20261124030501_pt_face_search: perguruan tinggi got the face search switch;
  // server/db/migrations/20261126161427_pt_subscription: its subscription's start and end.
  if (r.name === 'perguruanTinggi') {
    const {
      face_search: _faceSearch,
      langganan_mulai: _start,
      langganan_selesai: _end,
      ...fields
    } = r.fields;
    return { ...r, fields };
  }
  // server/db/migrations/20261124224913_mahasiswa_foto_terverifikasi: whether the university verified the photo.
  if (r.name === 'mahasiswa') {
    const { foto_terverifikasi: _verified, ...fields } = r.fields;
    return { ...r, fields };
  }
  return r;
}

/**
 * The built-in declarations as 011_declarations recorded them: the base these tests diff from and
 * generate migrations after. mailOutbox was declared later (server/db/migrations/20261124001253_mail_outbox).
 */
const AT_011: readonly ResourceDef[] = BUILTIN_RESOURCES.filter((r) => r.name !== 'mailOutbox').map(at011);

/** A minimal declaration: the other settings of bentukPt, which the schema does not read. */
function resource(
  name: string,
  fields: Record<string, FieldDef>,
  more: Partial<ResourceDef> = {},
): ResourceDef {
  return {
    ...bentukPt,
    name,
    table: name,
    apiPath: `/test/${name}`,
    route: `/menu/${name}`,
    title: name,
    permission: name,
    fields,
    labelField: Object.keys(fields)[0],
    listColumns: [],
    searchFields: [],
    filterFields: [],
    sortFields: [],
    defaultSort: { field: 'id', order: 'ASC' },
    optionFields: undefined,
    menu: undefined,
    ...more,
  };
}

/** mahasiswa with extra fields (and sortFields), in place of the built-in one. */
function withMahasiswa(fields: Record<string, FieldDef>, sortFields: string[] = []): ResourceDef[] {
  const base = at011(mahasiswa);
  const extended: ResourceDef = {
    ...base,
    fields: { ...base.fields, ...fields },
    sortFields: [...base.sortFields, ...sortFields],
  };
  return AT_011.map((r) => (r.name === mahasiswa.name ? extended : r));
}

const builtins = () => schemaOf(AT_011);
const upSql = (resources: readonly ResourceDef[]) => diffSchemas(builtins(), schemaOf(resources));

describe('schemaOf', () => {
  it('of the built-in declarations of that time is the baseline recorded by 011_declarations', async () => {
    const file = path.join(MIGRATIONS_FOLDER, '011_declarations.schema.json');
    const baseline = parseSnapshot(await fs.readFile(file, 'utf8'), file);
    expect(builtins()).toEqual(baseline);
  });

  it('of this installation is the schema recorded by each history: no pending changes', async () => {
    const histories = declaredHistories();
    expect(await schemaChangesPending(histories)).toBeUndefined();
    // the core records the built-in declarations whole; the installation only what it adds to them
    expect((await recordedSchema(MIGRATIONS_FOLDER)).snapshot).toEqual(schemaOf(BUILTIN_RESOURCES));
    expect((await recordedPart(histories, 1)).snapshot).toEqual(
      partOf(schemaOf(RESOURCES), schemaOf(BUILTIN_RESOURCES)),
    );
  });

  it('derives columns from the field-type registry, keys and indexes from the declaration', () => {
    const s = builtins();
    expect(s.tables.program_studi.columns).toMatchObject({
      id: { type: 'bigserial', nullable: false },
      pt_id: { type: 'bigint', nullable: false },
      nama: { type: 'varchar(150)', nullable: false },
      jenjang: { type: 'varchar(20)', nullable: false },
      gelar: { type: 'varchar(50)', nullable: true },
      created_at: { type: 'timestamptz', nullable: false, default: 'now()' },
    });
    expect(s.tables.program_studi.foreignKeys.program_studi_fakultas_id_fkey).toEqual({
      column: 'fakultas_id',
      table: 'fakultas',
      onDelete: 'RESTRICT',
    });
    expect(s.tables.program_studi.uniques).toEqual({
      program_studi_fakultas_id_jenjang_nama_key: ['fakultas_id', 'jenjang', 'nama'],
    });
    expect(s.tables.acara.columns.status).toEqual({
      type: 'varchar(20)',
      nullable: false,
      default: "'draft'",
    });
    expect(s.tables.plan.columns.harga).toEqual({ type: 'numeric(14,2)', nullable: false, default: '0' });
    expect(s.tables.mahasiswa.indexes).toMatchObject({
      mahasiswa_ipk_idx: ['ipk', 'id'],
      mahasiswa_acara_id_idx: ['acara_id'],
    });
    // unique alone serves as the index of a sortable column
    expect(s.tables.bentuk_pt.indexes).toEqual({ bentuk_pt_nama_idx: ['nama', 'id'] });
    // virtual fields are no columns; references are link tables
    expect(s.tables.users.columns).not.toHaveProperty('password');
    expect(s.tables.users.columns).not.toHaveProperty('roles');
    expect(s.tables.role_user).toEqual({
      columns: {
        user_id: { type: 'bigint', nullable: false },
        role_id: { type: 'bigint', nullable: false },
        position: { type: 'integer', nullable: false, default: '0' },
      },
      primaryKey: ['user_id', 'role_id'],
      foreignKeys: {
        role_user_user_id_fkey: { column: 'user_id', table: 'users', onDelete: 'CASCADE' },
        role_user_role_id_fkey: { column: 'role_id', table: 'roles', onDelete: 'RESTRICT' },
      },
      uniques: {},
      indexes: { role_user_role_id_idx: ['role_id'] },
    });
    expect(s.tables.app_settings.singleton).toBe(true);
  });

  it('has a column type for every stored field type, from one registry', () => {
    const column = (f: FieldDef) => serverFieldType(f).column(f);
    expect(column({ type: 'text' })).toBe('varchar(255)');
    expect(column({ type: 'text', maxLength: 40 })).toBe('varchar(40)');
    expect(column({ type: 'decimal', scale: 3 })).toBe('numeric(12,3)');
    expect(column({ type: 'enum', options: [{ id: 'x'.repeat(25), name: 'X' }] })).toBe('varchar(25)');
    expect(column({ type: 'references', reference: 'role' })).toBeNull();
    expect(() => schemaOf([resource('pw', { secret: { type: 'password' } })])).toThrow(/declare it virtual/);
    expect(() => schemaOf([resource('bad', { x: { type: 'reference', reference: 'nope' } })])).toThrow(
      /no declared resource/,
    );
    expect(() => schemaOf([resource('Bad-Name', { x: { type: 'text' } })])).toThrow(/not a plain SQL name/);
  });

  it('quotes string defaults safely', () => {
    const s = schemaOf([resource('quoted', { note: { type: 'text', default: "it's `${x}`" } })]);
    expect(s.tables.quoted.columns.note.default).toBe("'it''s `${x}`'");
  });
});

describe('diffSchemas', () => {
  it('creates a new resource table with its foreign keys, unique keys and indexes', () => {
    const d = upSql([...AT_011, sponsor]);
    expect(d.refused).toEqual([]);
    expect(d.changes).toEqual(['new table sponsor']);
    const create = d.steps[0].up;
    expect(create).toMatch(/^CREATE TABLE sponsor \(\n {2}id bigserial PRIMARY KEY,\n/);
    expect(create).toContain('acara_id bigint NOT NULL,');
    expect(create).toContain("level varchar(20) NOT NULL DEFAULT 'silver',");
    expect(create).toContain('website varchar(300),');
    expect(create).toContain('kontribusi numeric(14,2),');
    expect(create).toContain('created_at timestamptz NOT NULL DEFAULT now()');
    expect(create).toContain(
      'CONSTRAINT sponsor_acara_id_fkey FOREIGN KEY (acara_id) REFERENCES acara (id) ON DELETE RESTRICT',
    );
    expect(d.steps.slice(1).map((s) => s.up)).toEqual([
      'CREATE INDEX sponsor_acara_id_idx ON sponsor (acara_id)',
      'CREATE INDEX sponsor_nama_idx ON sponsor (nama, id)',
      'CREATE INDEX sponsor_level_idx ON sponsor (level, id)',
      'CREATE INDEX sponsor_kontribusi_idx ON sponsor (kontribusi, id)',
    ]);
  });

  it('adds a field of mahasiswa as a column, with an index when sortable', () => {
    const d = upSql(
      withMahasiswa({ nomor_kursi: { type: 'int', min: 1, max: 100000, label: 'Nomor Kursi' } }, [
        'nomor_kursi',
      ]),
    );
    expect(d.refused).toEqual([]);
    expect(d.steps.map((s) => s.up)).toEqual([
      'ALTER TABLE mahasiswa ADD COLUMN nomor_kursi integer',
      'CREATE INDEX mahasiswa_nomor_kursi_idx ON mahasiswa (nomor_kursi, id)',
    ]);
    expect(d.changes).toEqual(['new column mahasiswa.nomor_kursi', 'new index mahasiswa (nomor_kursi, id)']);
    // not sortable, not a reference: no index
    expect(upSql(withMahasiswa({ catatan: { type: 'longtext' } })).steps.map((s) => s.up)).toEqual([
      'ALTER TABLE mahasiswa ADD COLUMN catatan text',
    ]);
  });

  it('adds a required column NOT NULL only with a default for the existing rows', () => {
    const withDefault = upSql(
      withMahasiswa({ toga_diambil: { type: 'boolean', required: true, default: false } }),
    );
    expect(withDefault.steps[0]).toMatchObject({
      up: 'ALTER TABLE mahasiswa ADD COLUMN toga_diambil boolean NOT NULL DEFAULT false',
      comment: undefined,
    });
    const without = upSql(withMahasiswa({ wali: { type: 'text', required: true, maxLength: 120 } }));
    expect(without.steps[0].up).toBe('ALTER TABLE mahasiswa ADD COLUMN wali varchar(120)');
    expect(without.steps[0].comment).toMatch(/wali is required, but added nullable/);
  });

  it('adds a reference field with its foreign key and index', () => {
    const d = upSql(withMahasiswa({ wisuda_id: { type: 'reference', reference: 'acara' } }));
    expect(d.steps.map((s) => s.up)).toEqual([
      'ALTER TABLE mahasiswa ADD COLUMN wisuda_id bigint',
      'ALTER TABLE mahasiswa ADD CONSTRAINT mahasiswa_wisuda_id_fkey FOREIGN KEY (wisuda_id) REFERENCES acara (id) ON DELETE RESTRICT',
      'CREATE INDEX mahasiswa_wisuda_id_idx ON mahasiswa (wisuda_id)',
    ]);
  });

  it('creates the link table of a new references field', () => {
    const d = upSql(
      withMahasiswa({
        acara_lain: {
          type: 'references',
          reference: 'acara',
          virtual: true,
          through: {
            table: 'acara_mahasiswa',
            ownKey: 'mahasiswa_id',
            targetKey: 'acara_id',
            orderColumn: 'urutan',
          },
        },
      }),
    );
    expect(d.steps.map((s) => s.up)).toEqual([
      [
        'CREATE TABLE acara_mahasiswa (',
        '  mahasiswa_id bigint NOT NULL,',
        '  acara_id bigint NOT NULL,',
        '  urutan integer NOT NULL DEFAULT 0,',
        '  PRIMARY KEY (mahasiswa_id, acara_id),',
        '  CONSTRAINT acara_mahasiswa_mahasiswa_id_fkey FOREIGN KEY (mahasiswa_id) REFERENCES mahasiswa (id) ON DELETE CASCADE,',
        '  CONSTRAINT acara_mahasiswa_acara_id_fkey FOREIGN KEY (acara_id) REFERENCES acara (id) ON DELETE RESTRICT',
        ')',
      ].join('\n'),
      'CREATE INDEX acara_mahasiswa_acara_id_idx ON acara_mahasiswa (acara_id)',
    ]);
  });

  it('creates new tables after the tables their foreign keys point to', () => {
    // alphabetical order would create aa_tiket first
    const tiket = resource('aa_tiket', {
      kategori_id: { type: 'reference', reference: 'zz_kategori', required: true },
      kode: { type: 'text', unique: true },
    });
    const kategori = resource('zz_kategori', {
      nama: { type: 'text', required: true },
      grup_id: { type: 'reference', reference: 'mm_grup' },
    });
    const grup = resource('mm_grup', { nama: { type: 'text' } });
    const d = upSql([...AT_011, tiket, kategori, grup]);
    const creates = d.steps.filter((s) => s.up.startsWith('CREATE TABLE')).map((s) => s.up.split(' ')[2]);
    expect(creates).toEqual(['mm_grup', 'zz_kategori', 'aa_tiket']);
    expect(d.steps.find((s) => s.up.startsWith('CREATE TABLE aa_tiket'))?.up).toContain(
      'CONSTRAINT aa_tiket_kode_key UNIQUE (kode)',
    );
  });

  it('breaks a cycle of new tables with a foreign key added after both exist', () => {
    const a = resource('siklus_a', { b_id: { type: 'reference', reference: 'siklus_b' } });
    const b = resource('siklus_b', { a_id: { type: 'reference', reference: 'siklus_a' } });
    const d = upSql([...AT_011, a, b]);
    const ups = d.steps.map((s) => s.up);
    expect(ups[0]).not.toContain('FOREIGN KEY');
    expect(ups.at(-1)).toBe(
      'ALTER TABLE siklus_a ADD CONSTRAINT siklus_a_b_id_fkey FOREIGN KEY (b_id) REFERENCES siklus_b (id) ON DELETE RESTRICT',
    );
  });

  it('writes changes that lose nothing: wider text, NOT NULL dropped, new default, index dropped', () => {
    const before = schemaOf([
      resource('tamu', { nama: { type: 'text', required: true, maxLength: 50 } }, { sortFields: ['nama'] }),
    ]);
    const after = schemaOf([
      resource('tamu', { nama: { type: 'text', maxLength: 80, default: 'Tamu' } }, { sortFields: [] }),
    ]);
    const d = diffSchemas(before, after);
    expect(d.refused).toEqual([]);
    expect(d.steps.map((s) => s.up)).toEqual([
      'ALTER TABLE tamu ALTER COLUMN nama TYPE varchar(80)',
      'ALTER TABLE tamu ALTER COLUMN nama DROP NOT NULL',
      "ALTER TABLE tamu ALTER COLUMN nama SET DEFAULT 'Tamu'",
      'DROP INDEX IF EXISTS tamu_nama_idx',
    ]);
  });

  it('refuses what could lose data, each change with SQL to start from', () => {
    const before = schemaOf([
      resource('tamu', {
        nama: { type: 'text', maxLength: 50 },
        umur: { type: 'int' },
        kota: { type: 'text' },
        catatan: { type: 'longtext' },
      }),
      resource('lama', { x: { type: 'text' } }),
    ]);
    const after = schemaOf([
      resource('tamu', {
        nama: { type: 'text', maxLength: 50, required: true },
        umur: { type: 'text' },
        asal_kota: { type: 'text' },
      }),
    ]);
    const d = diffSchemas(before, after);
    expect(d.refused.map((r) => r.change)).toEqual([
      'table lama is gone',
      'column tamu.kota is gone and tamu.asal_kota is new: renamed?',
      'column tamu.catatan is gone',
      'column tamu.nama becomes NOT NULL',
      'column tamu.umur changes type from integer to varchar(255)',
    ]);
    expect(d.refused.map((r) => r.hint)).toEqual([
      'DROP TABLE lama',
      'ALTER TABLE tamu RENAME COLUMN kota TO asal_kota',
      'ALTER TABLE tamu DROP COLUMN catatan',
      'UPDATE tamu SET nama = <value> WHERE nama IS NULL; ALTER TABLE tamu ALTER COLUMN nama SET NOT NULL',
      'ALTER TABLE tamu ALTER COLUMN umur TYPE varchar(255) USING umur::varchar(255)',
    ]);
  });
});

describe('generateMigration (npm run db:diff)', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'wisuda-migrations-'));
    for (const f of ['011_declarations.ts', '011_declarations.schema.json'])
      await fs.copyFile(path.join(MIGRATIONS_FOLDER, f), path.join(folder, f));
  });
  afterEach(async () => {
    await fs.rm(folder, { recursive: true, force: true });
  });
  const files = async () => (await fs.readdir(folder)).sort();
  /** The core's history in the temporary folder, declaring `resources`. */
  const core = (resources: readonly ResourceDef[]): DeclaredHistory[] => [{ key: 'core', folder, resources }];
  const now = new Date('2026-05-04T03:02:01Z');

  it('writes the migration and its snapshot once; a second run finds no changes', async () => {
    const resources = [...AT_011, sponsor];
    const first = await generateMigration({ histories: core(resources), label: 'Add Sponsor!', now });
    expect(first).toMatchObject({
      kind: 'written',
      name: '20260504030201_add_sponsor',
      changes: ['new table sponsor'],
    });
    expect(await files()).toEqual([
      '011_declarations.schema.json',
      '011_declarations.ts',
      '20260504030201_add_sponsor.schema.json',
      '20260504030201_add_sponsor.ts',
    ]);
    const recorded = await recordedSchema(folder);
    expect(recorded.migration).toBe('20260504030201_add_sponsor');
    expect(recorded.snapshot).toEqual(schemaOf(resources));
    expect(await generateMigration({ histories: core(resources), label: 'again', now })).toEqual({
      kind: 'unchanged',
      recordedBy: '20260504030201_add_sponsor',
    });
    expect((await files()).length).toBe(4);
    expect(await schemaChangesPending(core(resources))).toBeUndefined();
  });

  it('writes exactly the sponsor migration shown in docs/resources.md', async () => {
    const result = await generateMigration({ histories: core([...AT_011, sponsor]), label: 'sponsor', now });
    if (result.kind !== 'written') throw new Error(result.kind);
    const fixture = path.join(__dirname, '../fixtures/integrator/sponsor-migration.ts');
    expect(await fs.readFile(result.file, 'utf8')).toBe(await fs.readFile(fixture, 'utf8'));
  });

  it('names a migration after the last one even when the clock is behind', async () => {
    await fs.writeFile(path.join(folder, '20300101000000_future.ts'), 'export async function up() {}\n');
    const result = await generateMigration({ histories: core([...AT_011, sponsor]), label: 'x', now });
    expect(result).toMatchObject({ name: '20300101000001_x' });
    expect(await migrationNames(folder)).toEqual([
      '011_declarations',
      '20300101000000_future',
      '20300101000001_x',
    ]);
  });

  it('refuses a destructive change with one message, writing nothing; --record-only records it after a hand-written one', async () => {
    const withKursi = withMahasiswa({ nomor_kursi: { type: 'int' } });
    await generateMigration({ histories: core(withKursi), label: 'kursi', now });
    const before = await files();
    // the field is removed again, and a new one added
    const changed = withMahasiswa({ catatan: { type: 'longtext' } });
    const refused = await generateMigration({ histories: core(changed), label: 'drop kursi', now });
    if (refused.kind !== 'refused') throw new Error(refused.kind);
    expect(refused.message).toContain('  - column mahasiswa.nomor_kursi is gone\n');
    expect(refused.message).toContain('      ALTER TABLE mahasiswa DROP COLUMN nomor_kursi\n');
    expect(refused.message).toContain('      ALTER TABLE mahasiswa ADD COLUMN catatan text\n');
    expect(refused.message).toContain(
      `${path.relative(process.cwd(), folder)}/<YYYYMMDDHHmmss>_drop_kursi.ts`,
    );
    expect(refused.message).toContain('npm run db:diff -- --core --record-only drop_kursi');
    expect(await files()).toEqual(before);
    expect(await schemaChangesPending(core(changed))).toMatch(/column mahasiswa\.nomor_kursi is gone/);

    // the hand-written migration, then the record
    await fs.writeFile(path.join(folder, '20260504040000_drop_kursi.ts'), 'export async function up() {}\n');
    const recorded = await generateMigration({
      histories: core(changed),
      label: 'drop kursi',
      recordOnly: true,
      now: new Date('2026-05-04T04:00:30Z'),
    });
    expect(recorded).toMatchObject({ kind: 'written', name: '20260504040030_drop_kursi' });
    const source = await fs.readFile(path.join(folder, '20260504040030_drop_kursi.ts'), 'utf8');
    expect(source).not.toContain('sql`');
    expect(await schemaChangesPending(core(changed))).toBeUndefined();
  });

  it('tells the start what is pending in the installation and what to run', async () => {
    const installed = [...withMahasiswa({ nomor_kursi: { type: 'int' } }), sponsor];
    const message = await schemaChangesPending([
      ...core(AT_011),
      { key: 'installation', folder: path.join(folder, 'installation'), resources: installed },
    ]);
    expect(message).toContain('The installation resource declarations differ');
    expect(message).toContain('  - new table sponsor\n');
    expect(message).toContain('  - new column mahasiswa.nomor_kursi\n');
    expect(message).toContain('npm run db:diff -- <label>');
    expect(message).not.toContain('The core');
  });

  it('needs a label', async () => {
    expect(slugLabel('  Tambah Kolom: Wali ')).toBe('tambah_kolom_wali');
    expect(() => slugLabel('—')).toThrow(/label is required/);
  });
});
