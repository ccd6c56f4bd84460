/**
 * wisuda.server.ts hooks (docs/server-hooks.md), given to the app as a test's server config: a
 * configured resource added at run time (hookProbe, typed from its config like wisuda.config.ts) and
 * the built-in mahasiswa, user and photo rows. Every write path runs them: the generic routes, a
 * student's profile edit, the registration, the gallery upload and delete.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineConfig } from 'wisuda/config';
import { defineServerConfig, refuse } from 'wisuda/server';
import installation from 'wisuda-installation/server';
import { resolveConfig } from '../../domain/config/resolve';
import type { ResourceDef } from '../../domain/resource';
import { BUILTIN_RESOURCES, RESOURCES } from '../../domain/resources';
import { resolveServerHooks } from '../../server/extend/runtime';
import { createWorld, makeImage, multipart, upload, type GalleryWorld } from './files-fixtures';
import { createTestApp, type TestApp } from './helpers';

const probeConfig = defineConfig({
  resources: {
    hookProbe: {
      label: { en: 'Hook probes', id: 'Uji Hook' },
      fields: {
        nama: { type: 'text', required: true, maxLength: 60 },
        kode: { type: 'text', maxLength: 10, pattern: '^[A-Z]+$' },
        jumlah: { type: 'int', min: 0 },
      },
    },
  },
});
const probe = resolveConfig(BUILTIN_RESOURCES, probeConfig).resources.find((r) => r.name === 'hookProbe')!;
(RESOURCES as ResourceDef[]).push(probe);

/** What the hooks saw. */
const seen = {
  created: [] as Record<string, unknown>[],
  updated: [] as { before: string; after: string }[],
  deleted: [] as number[],
  mahasiswaUpdates: [] as { data: Record<string, unknown>; userId: number | undefined }[],
  registered: [] as string[],
  photos: [] as string[],
  /** The installation's hooks of the order test, in the order they ran, with what they saw. */
  order: [] as string[],
};

/** The e-mail of the order test's account: the user hooks below act on it only. */
const ORDER_EMAIL = 'order.probe@mail.test';
/** The password its create sends, and the one the installation's beforeCreate puts in its place. */
const SENT_PASSWORD = 'Toga-dan-Ijazah-2026';
const HOOK_PASSWORD = 'Wisuda-Lewat-Hook-2026';

const serverConfig = defineServerConfig<typeof probeConfig>({
  // the installation's plugins keep their server parts: this test's hooks stand in for its own
  plugins: installation.plugins,
  hooks: {
    hookProbe: {
      beforeCreate: async ({ data }) => {
        if (data.nama === 'bad code') return { ...data, kode: 'abc1' };
        if (data.nama === 'sneaky') return { ...data, id: 5 };
        const nama = data.nama.replace(/\s+/g, ' ').trim();
        return { ...data, nama, kode: data.kode ?? nama.slice(0, 3).toUpperCase() };
      },
      afterCreate: async ({ record, db, user }) => {
        seen.created.push({ ...record });
        await db
          .insertInto('hook_probe_log')
          .values({ probe_id: record.id, event: 'created', by_user: user?.id ?? null })
          .execute();
        if (record.nama === 'Rollback') throw new Error('the afterCreate hook failed');
      },
      beforeUpdate: async ({ data }) => {
        if (data.nama === 'Forbidden') refuse({ nama: { en: 'Not this name.', id: 'Bukan nama ini.' } });
        if (data.jumlah === 13) refuse('Unlucky number.');
      },
      afterUpdate: ({ record, before }) => {
        seen.updated.push({ before: before.nama, after: record.nama });
      },
      beforeDelete: async ({ before }) => {
        if (before.kode === 'KEEP') refuse('This probe stays.');
      },
      afterDelete: async ({ id }) => {
        seen.deleted.push(id);
      },
    },
    mahasiswa: {
      beforeUpdate: async ({ data, user }) => {
        seen.mahasiswaUpdates.push({ data: { ...data }, userId: user?.id });
        if (data.no_hp === '+62 811 0000 0000') refuse({ no_hp: 'Nomor ini diblokir.' });
        if (typeof data.no_hp === 'string') return { ...data, no_hp: data.no_hp.replace(/[ -]/g, '') };
      },
      afterCreate: async ({ record, user }) => {
        seen.registered.push(`mahasiswa of user ${String(record.user_id)} by ${String(user)}`);
      },
    },
    permission: {
      afterCreate: async ({ record, data, db, source }) => {
        // The core's afterCreate ran first: the Administrator already holds the new permission.
        const held = await sql<{ n: number }>`SELECT count(*)::int AS n FROM permission_role pr
          JOIN roles r ON r.id = pr.role_id WHERE pr.permission_id = ${record.id} AND r.name = 'Administrator'`.execute(
          db,
        );
        seen.order.push(
          `permission afterCreate ${data.name} ${source}: Administrator holds it ${held.rows[0].n}`,
        );
      },
    },
    user: {
      beforeCreate: async ({ data, user, source }) => {
        if (data.email !== ORDER_EMAIL) return;
        seen.order.push(
          `user beforeCreate ${source} by ${user?.roles[0]} holding user.create ${user?.permissions.includes('user.create')}`,
        );
        // The core's beforeCreate runs after this one: it hashes this password, not the one sent.
        return { ...data, password: HOOK_PASSWORD };
      },
      beforeDelete: async ({ before }) => {
        seen.order.push(`user beforeDelete ${before.email}`);
      },
      afterCreate: async ({ record, user }) => {
        seen.registered.push(
          `user ${String(record.email)} roles ${JSON.stringify(record.roles)} by ${String(user)}`,
        );
      },
    },
    file: {
      afterCreate: async ({ record }) => {
        seen.photos.push(String(record.original_name));
      },
      beforeDelete: async ({ before }) => {
        if (before.original_name === 'keep.jpg') refuse('Keep this photo.');
      },
    },
  },
});

let t: TestApp;
let world: GalleryWorld;
const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = t.auth(t.admin.token),
) => t.app.inject({ method, url: `/api${url}`, payload: payload as Record<string, unknown>, headers });
const probeRows = async () =>
  (
    await sql<{
      id: number;
      nama: string;
      kode: string | null;
    }>`SELECT id, nama, kode FROM hook_probe ORDER BY id`.execute(t.db)
  ).rows;
const auditOf = (resource: string, recordId: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'user_id', 'before', 'after'])
    .where('resource', '=', resource)
    .where('record_id', '=', String(recordId))
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp({ serverConfig });
  await sql`CREATE TABLE IF NOT EXISTS hook_probe (
    id bigserial PRIMARY KEY, nama varchar(60) NOT NULL, kode varchar(10), jumlah integer,
    created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`.execute(
    t.db,
  );
  await sql`CREATE TABLE hook_probe_log (id bigserial PRIMARY KEY, probe_id bigint, event varchar(40), by_user bigint)`.execute(
    t.db,
  );
  world = await createWorld(t);
});
afterAll(async () => {
  await t?.close();
});

describe('hooks of a configured resource', () => {
  it('beforeCreate changes the data; afterCreate sees the stored record and writes in the same transaction', async () => {
    const res = await api('POST', '/hookProbe', { nama: '  Bank   Nusantara ' });
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json().data;
    expect(record).toMatchObject({ nama: 'Bank Nusantara', kode: 'BAN' });
    expect(seen.created.at(-1)).toMatchObject({ id: record.id, nama: 'Bank Nusantara', kode: 'BAN' });
    const log = await sql<{
      by_user: number;
    }>`SELECT by_user FROM hook_probe_log WHERE probe_id = ${record.id}`.execute(t.db);
    expect(log.rows.map((r) => Number(r.by_user))).toEqual([
      (
        await t.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', t.admin.email)
          .executeTakeFirstOrThrow()
      ).id,
    ]);
    const audit = await auditOf('hookProbe', record.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'create',
      after: expect.objectContaining({ nama: 'Bank Nusantara' }),
    });
  });

  it('validates what a before hook returns: an invalid value is a 422 on its field, an undeclared field a 500; nothing is written', async () => {
    const before = await probeRows();
    const bad = await api('POST', '/hookProbe', { nama: 'bad code' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['kode']);
    const sneaky = await api('POST', '/hookProbe', { nama: 'sneaky' });
    expect(sneaky.statusCode).toBe(500);
    expect(await probeRows()).toEqual(before);
  });

  it("beforeUpdate refuses with a field error in the caller's language, or with a message", async () => {
    const id = (await api('POST', '/hookProbe', { nama: 'Toko Buku' })).json().data.id;
    const field = await api(
      'PUT',
      `/hookProbe/${id}`,
      { nama: 'Forbidden' },
      { ...t.auth(t.admin.token), 'accept-language': 'id' },
    );
    expect(field.statusCode).toBe(422);
    expect(field.json().errors).toEqual({ nama: ['Bukan nama ini.'] });
    const en = await api('PUT', `/hookProbe/${id}`, { nama: 'Forbidden' });
    expect(en.json()).toMatchObject({
      message: 'The data is not valid.',
      errors: { nama: ['Not this name.'] },
    });
    const message = await api('PUT', `/hookProbe/${id}`, { jumlah: 13 });
    expect(message.statusCode).toBe(422);
    expect(message.json()).toMatchObject({ message: 'Unlucky number.', code: 'hooks.refused' });
    expect((await probeRows()).find((r) => Number(r.id) === id)?.nama).toBe('Toko Buku');
    const ok = await api('PUT', `/hookProbe/${id}`, { nama: 'Toko Buku Ilmu', jumlah: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(seen.updated.at(-1)).toEqual({ before: 'Toko Buku', after: 'Toko Buku Ilmu' });
  });

  it('beforeDelete refuses (nothing deleted, also in a bulk delete); afterDelete runs', async () => {
    const keep = (await api('POST', '/hookProbe', { nama: 'Keeper', kode: 'KEEP' })).json().data.id;
    const gone = (await api('POST', '/hookProbe', { nama: 'Gone' })).json().data.id;
    const refused = await api('DELETE', `/hookProbe/${keep}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This probe stays.');
    const bulk = await api(
      'DELETE',
      `/hookProbe?filter=${encodeURIComponent(JSON.stringify({ id: [gone, keep] }))}`,
    );
    expect(bulk.statusCode).toBe(422);
    expect((await probeRows()).map((r) => Number(r.id))).toEqual(expect.arrayContaining([keep, gone]));
    expect((await api('DELETE', `/hookProbe/${gone}`)).statusCode).toBe(200);
    expect(seen.deleted).toEqual([gone]);
  });

  it("an error in a hook rolls the whole write back: row, the hook's own writes, audit entry", async () => {
    const before = await probeRows();
    const res = await api('POST', '/hookProbe', { nama: 'Rollback' });
    expect(res.statusCode).toBe(500);
    expect(seen.created.at(-1)).toMatchObject({ nama: 'Rollback' });
    const id = Number(seen.created.at(-1)!.id);
    expect(await probeRows()).toEqual(before);
    expect((await sql`SELECT 1 FROM hook_probe_log WHERE probe_id = ${id}`.execute(t.db)).rows).toEqual([]);
    expect(await auditOf('hookProbe', id)).toEqual([]);
  });
});

describe('hooks of built-in resources on every write path', () => {
  it("a student's profile edit runs the mahasiswa beforeUpdate hook: its change is stored, its refusal answered", async () => {
    const student = await t.createMahasiswaUser({ pt_id: world.ptId });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: t.auth(student.token!),
      payload: { no_hp: '+62 812-3456-7890', ukuran_toga: 'L' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(seen.mahasiswaUpdates.at(-1)).toEqual({
      data: { no_hp: '+62 812-3456-7890', ukuran_toga: 'L' },
      userId: student.id,
    });
    expect(res.json().data.mahasiswa).toMatchObject({ no_hp: '+6281234567890', ukuran_toga: 'L' });
    const user = await t.db
      .selectFrom('users')
      .select('no_hp')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(user.no_hp).toBe('+6281234567890');
    const audit = await auditOf('mahasiswa', student.mahasiswaId);
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      user_id: student.id,
      before: expect.objectContaining({ no_hp: null }),
      after: expect.objectContaining({ no_hp: '+6281234567890' }),
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: t.auth(student.token!),
      payload: { no_hp: '+62 811 0000 0000' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ no_hp: ['Nomor ini diblokir.'] });
    const row = await t.db
      .selectFrom('mahasiswa')
      .select('no_hp')
      .where('id', '=', student.mahasiswaId)
      .executeTakeFirstOrThrow();
    expect(row.no_hp).toBe('+6281234567890');
  });

  it('registration runs the afterCreate hooks of the user and the student record', async () => {
    const email = 'hook.register@mail.test';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Rina Hook',
        email,
        nim: '2019123456',
        pt_id: world.ptId,
        password: 'Toga-dan-Ijazah-2026',
        password_confirmation: 'Toga-dan-Ijazah-2026',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'email_verified_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeNull();
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Mahasiswa')
      .executeTakeFirstOrThrow();
    expect(seen.registered).toEqual([
      `user ${email} roles [${role.id}] by null`,
      `mahasiswa of user ${user.id} by null`,
    ]);
    expect((await auditOf('user', user.id)).map((a) => [a.action, a.user_id])).toEqual([['create', null]]);
    expect(await t.outbox(email)).toHaveLength(1);
  });

  it('an import preview runs before hooks but no after hook; its commit runs both', async () => {
    const M = '/api/mahasiswa/mahasiswa';
    const pt = await t.db
      .selectFrom('perguruan_tinggi')
      .select('kode_pt')
      .where('id', '=', world.ptId)
      .executeTakeFirstOrThrow();
    const csv = ['nim,nama,kode_pt', `2020777001,Impor Hook,${pt.kode_pt}`].join('\n');
    const importCsv = (mode: string) => {
      const body = multipart({}, { name: 'mahasiswa.csv', type: 'text/csv', data: Buffer.from(csv) });
      return t.app.inject({
        method: 'POST',
        url: `${M}/import?mode=${mode}`,
        payload: body.payload,
        headers: { ...t.auth(t.admin.token), ...body.headers },
      });
    };
    const afterHooksBefore = seen.registered.length;
    const preview = await importCsv('preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.rows[0].errors).toEqual({});
    expect(seen.registered).toHaveLength(afterHooksBefore);
    const commit = await importCsv('commit');
    expect(commit.statusCode, commit.body).toBe(200);
    expect(seen.registered.slice(afterHooksBefore)).toEqual([
      expect.stringMatching(/^mahasiswa of user null by /),
    ]);
  });

  it('gallery photos: afterCreate sees the row, beforeDelete may refuse', async () => {
    const kept = await upload(t, world.published, await makeImage('jpeg'), 'keep.jpg');
    expect(kept.status).toBe(201);
    const other = await upload(t, world.published, await makeImage('jpeg'), 'other.jpg');
    expect(seen.photos).toEqual(['keep.jpg', 'other.jpg']);
    const keptId = Number(kept.body.data!.id);
    const audit = await auditOf('file', keptId);
    expect(audit).toMatchObject([{ action: 'upload', after: { original_name: 'keep.jpg' } }]);
    const refused = await api('DELETE', `/file/file/${keptId}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Keep this photo.');
    expect(
      await t.db.selectFrom('file').select('id').where('id', '=', keptId).executeTakeFirst(),
    ).toBeDefined();
    expect((await api('DELETE', `/file/file/${Number(other.body.data!.id)}`)).statusCode).toBe(200);
  });
});

describe("one hook system: the core's hooks, then the installation's", () => {
  it("before create: the installation's hook first, the core's on what it returned; after create: the core's first", async () => {
    const res = await api('POST', '/setting/users/user', {
      name: 'Order Probe',
      email: ORDER_EMAIL,
      password: SENT_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(seen.order).toEqual(['user beforeCreate api by Administrator holding user.create true']);
    // The core hashed the password the installation's hook returned, and gave the default role.
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: ORDER_EMAIL, password } });
    expect((await login(SENT_PASSWORD)).statusCode).toBe(401);
    const signedIn = await login(HOOK_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.roles.map((r: { name: string }) => r.name)).toEqual(['Mahasiswa']);

    const perm = await api('POST', '/setting/users/permission', { name: 'orderProbe.view' });
    expect(perm.statusCode, perm.body).toBe(200);
    expect(seen.order.at(-1)).toBe('permission afterCreate orderProbe.view api: Administrator holds it 1');
  });

  it("before delete: the core's hook first, its refusal answers before the installation's runs", async () => {
    const own = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', t.admin.email)
      .executeTakeFirstOrThrow();
    seen.order.length = 0;
    const self = await api('DELETE', `/setting/users/user/${own.id}`);
    expect(self.statusCode, self.body).toBe(409);
    expect(seen.order).toEqual([]);
    const probe = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ORDER_EMAIL)
      .executeTakeFirstOrThrow();
    expect((await api('DELETE', `/setting/users/user/${probe.id}`)).statusCode).toBe(200);
    expect(seen.order).toEqual([`user beforeDelete ${ORDER_EMAIL}`]);
  });
});

describe('checks', () => {
  it('hooks for an unknown resource or an unknown hook stop the app at start', () => {
    const names = RESOURCES.map((r) => r.name);
    expect(() => resolveServerHooks({ hooks: { nope: {} } }, names)).toThrow(
      "wisuda.server.ts: hooks for unknown resource 'nope'",
    );
    expect(() =>
      resolveServerHooks({ hooks: { mahasiswa: { beforeCreat: () => undefined } as object } }, names),
    ).toThrow(/hooks\.mahasiswa\.beforeCreat is not a hook/);
    expect(() => resolveServerHooks({ hooks: { file: { beforeUpdate: () => undefined } } }, names)).toThrow(
      /hooks\.file\.beforeUpdate is not a hook/,
    );
    expect(resolveServerHooks(serverConfig, names).get('hookProbe')).toBe(serverConfig.hooks!.hookProbe);
  });

  it('no browser code imports wisuda.server.ts or the server', () => {
    const root = path.join(__dirname, '../..');
    const files = (dir: string): string[] =>
      fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory()
            ? files(path.join(dir, e.name))
            : /\.tsx?$/.test(e.name)
              ? [path.join(dir, e.name)]
              : [],
        );
    const offending = [...files('src'), ...files('domain'), 'wisuda.config.ts'].filter((f) =>
      /from '[^']*(\/server\/|wisuda\.server|wisuda\/server)[^']*'/.test(
        fs.readFileSync(path.join(root, f), 'utf8'),
      ),
    );
    expect(offending).toEqual([]);
  });
});
