/**
 * A resource, a field and a role declared the way wisuda.config.ts declares them (defineConfig, then
 * the same resolveConfig the app runs at start), with the migration db:diff generates for them, on
 * PGlite and PostgreSQL: CRUD, 422 field errors, reference checks, import and export, OpenAPI and
 * the permissions of the configured role.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineConfig } from '../../domain/config';
import { resolveConfig } from '../../domain/config/resolve';
import type { ResourceDef } from '../../domain/resource';
import { BUILTIN_RESOURCES, CONFIG_ROLES, RESOURCES } from '../../domain/resources';
import { migrate } from '../../server/db';
import { coreHistory } from '../../server/db/histories';
import { pluginHistories } from '../../server/db/plugin-histories';
import type { DeclaredHistory } from '../../server/db/schema/declared';
import { generateMigration } from '../../server/db/schema/generate';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers';
import { makeImage, multipart } from './files-fixtures';

const config = defineConfig({
  resources: {
    mitraWisuda: {
      label: { en: 'Partners', id: 'Mitra' },
      menu: { group: 'menu', icon: 'Handshake' },
      fields: {
        nama: { type: 'text', required: true, maxLength: 120, label: { en: 'Name', id: 'Nama' } },
        situs: { type: 'url', label: { en: 'Website', id: 'Situs' } },
        acara_id: {
          type: 'reference',
          reference: 'acara',
          required: true,
          label: { en: 'Event', id: 'Acara' },
        },
        nilai: { type: 'money', min: 0, label: { en: 'Amount', id: 'Nilai' } },
        tingkat: {
          type: 'enum',
          options: [
            { id: 'gold', name: 'Gold' },
            { id: 'silver', name: 'Silver' },
          ],
          label: 'Tingkat',
        },
        aktif: { type: 'boolean', default: true, label: { en: 'Active', id: 'Aktif' } },
        mulai: { type: 'date', label: { en: 'From', id: 'Mulai' } },
        logo: { type: 'image', label: 'Logo' },
      },
      importable: true,
    },
  },
  extend: {
    mahasiswa: {
      fields: { nama_wali: { type: 'text', maxLength: 120, label: { en: 'Guardian', id: 'Nama Wali' } } },
    },
  },
  roles: {
    panitiaUji: {
      label: 'Panitia',
      permissions: ['dashboard.view', 'mitraWisuda.view', 'mitraWisuda.create', 'mahasiswa.view'],
    },
  },
});

// What the app does at start with wisuda.config.ts, applied to the shared declaration lists.
const resolved = resolveConfig(BUILTIN_RESOURCES, config);
const installed = RESOURCES as ResourceDef[];
installed.splice(0, installed.length, ...resolved.resources);
(CONFIG_ROLES as typeof resolved.roles).push(...resolved.roles);

let t: TestApp;
let folder: string;
let acaraId: number;
let ptId: number;
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = t.admin.token,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    headers: t.auth(token),
  });

beforeAll(async () => {
  t = await createTestApp();
  folder = path.join(__dirname, '../.tmp', `config-migrations-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(folder, { recursive: true });
  // the core's history as shipped, then this installation's own, in its own folder
  const histories: DeclaredHistory[] = [
    { ...coreHistory(), resources: BUILTIN_RESOURCES },
    { key: 'installation', folder, resources: installed },
  ];
  const generated = await generateMigration({ histories, label: 'mitra wisuda' });
  if (generated.kind !== 'written') throw new Error(JSON.stringify(generated));
  // the demo installation's plugins' histories (the ceremony), which the database has applied, between them
  await migrate(t.db, { histories: [histories[0], ...pluginHistories(), histories[1]] });

  const pt = await api('POST', '/data-induk/pt/pt', { kode_pt: '919292', nama: 'Universitas Konfigurasi' });
  ptId = pt.json().data.id;
  acaraId = (
    await api('POST', '/acara/acara', { pt_id: ptId, nama: 'Wisuda Konfigurasi', tanggal: '2027-02-01' })
  ).json().data.id;
});
afterAll(async () => {
  await t?.close();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
  installed.splice(0, installed.length, ...BUILTIN_RESOURCES);
});

describe('a configured resource', () => {
  let id: number;

  it('is created, read, listed, updated and deleted at /api/<name>', async () => {
    const created = await api('POST', '/mitraWisuda', {
      nama: 'Bank Nusantara',
      situs: 'https://bank.example',
      acara_id: acaraId,
      nilai: 15000000,
      tingkat: 'gold',
      mulai: '2027-01-10',
    });
    expect(created.statusCode).toBe(200);
    id = created.json().data.id;
    expect(created.json().data).toMatchObject({ nama: 'Bank Nusantara', aktif: true, nilai: 15000000 });

    const list = await api(
      'GET',
      `/mitraWisuda?filter=${enc({ q: 'nusantara', tingkat: 'gold' })}&sort=${enc(['nilai', 'DESC'])}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/\/1$/);
    expect(list.json().data[0]).toMatchObject({ id, acara_nama: 'Wisuda Konfigurasi' });

    const options = await api('GET', `/mitraWisuda/getoption?acara_id=${acaraId}`);
    expect(options.json().data).toEqual([expect.objectContaining({ id, name: 'Bank Nusantara' })]);

    const updated = await api('PUT', `/mitraWisuda/${id}`, { tingkat: 'silver', aktif: false });
    expect(updated.json().data).toMatchObject({ tingkat: 'silver', aktif: false });
    expect((await api('GET', `/mitraWisuda/${id}`)).json().data.tingkat).toBe('silver');
  });

  it('answers 422 beside each field, in the caller’s language, and checks references', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/mitraWisuda',
      payload: { situs: 'javascript:alert(1)', tingkat: 'bronze', nilai: -1 },
      headers: { ...t.auth(t.admin.token), 'accept-language': 'id' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['acara_id', 'nama', 'nilai', 'situs', 'tingkat']);
    const missing = await api('POST', '/mitraWisuda', { nama: 'X', acara_id: 987654 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.acara_id).toHaveLength(1);
  });

  it('imports a CSV whose headers are the labels in any language, and the template names its columns', async () => {
    const template = await api('GET', '/mitraWisuda/import/template.csv');
    expect(template.statusCode).toBe(200);
    expect(template.body.split(/\r?\n/)[0]).toContain('nama');
    const csv = `Name,Acara,Nilai,Tingkat\nPT Sinar Jaya,${acaraId},5000000,Silver\n`;
    const boundary = '----wisuda' + randomBytes(4).toString('hex');
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="mitra.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mitraWisuda/import?mode=commit',
      payload: body,
      headers: { ...t.auth(t.admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await api('GET', `/mitraWisuda?filter=${enc({ q: 'sinar' })}`)).json().data;
    expect(rows).toEqual([
      expect.objectContaining({ nama: 'PT Sinar Jaya', tingkat: 'silver', nilai: 5000000 }),
    ]);
  });

  it('appears in the OpenAPI document with its fields', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/mitraWisuda']).toBeDefined();
    expect(doc.paths['/api/mitraWisuda/{id}']).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/mitraWisuda'])).toContain('tingkat');
  });

  it('its image field takes only an image uploaded for it (422 beside the field otherwise)', async () => {
    const uploadFor = async (resource: string, field: string) => {
      const body = multipart({ resource, field }, { name: 'logo.png', data: await makeImage('png') });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: body.payload,
        headers: { ...body.headers, ...t.auth(t.admin.token) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.key as string;
    };
    const elsewhere = await uploadFor('appSettings', 'logo');
    const refused = await api('PUT', `/mitraWisuda/${id}`, { logo: elsewhere });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['logo']);
    const own = await uploadFor('mitraWisuda', 'logo');
    const saved = await api('PUT', `/mitraWisuda/${id}`, { logo: own });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.logo).toBe(own);
  });

  it('is deleted', async () => {
    expect((await api('DELETE', `/mitraWisuda/${id}`)).statusCode).toBe(200);
    expect((await api('GET', `/mitraWisuda/${id}`)).statusCode).toBe(404);
  });
});

describe('a field added to a built-in resource', () => {
  it('is stored, returned, filtered by search and listed in OpenAPI', async () => {
    const created = await api('POST', '/mahasiswa/mahasiswa', {
      pt_id: ptId,
      nim: '2027000042',
      nama: 'Dewi Lestari',
      nama_wali: 'Ibu Lestari',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    expect((await api('GET', `/mahasiswa/mahasiswa/${id}`)).json().data.nama_wali).toBe('Ibu Lestari');
    const found = await api('GET', `/mahasiswa/mahasiswa?filter=${enc({ q: 'Ibu Lestari' })}`);
    expect(found.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    const tooLong = await api('PUT', `/mahasiswa/mahasiswa/${id}`, { nama_wali: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.nama_wali).toHaveLength(1);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(JSON.stringify(doc.paths['/api/mahasiswa/mahasiswa'])).toContain('nama_wali');
  });
});

describe('the configured role', () => {
  it('is created at start with its permissions, and its holders get exactly them', async () => {
    const role = await t.db
      .selectFrom('roles')
      .select(['id', 'description'])
      .where('name', '=', 'panitiaUji')
      .executeTakeFirst();
    expect(role?.description).toBe('Panitia');
    const user = await t.createUser({ role: 'panitiaUji', password: TEST_PASSWORD });
    const token = user.token!;
    expect((await api('GET', '/mitraWisuda', undefined, token)).statusCode).toBe(200);
    expect((await api('GET', '/mahasiswa/mahasiswa', undefined, token)).statusCode).toBe(200);
    const created = await api('POST', '/mitraWisuda', { nama: 'Panitia Mitra', acara_id: acaraId }, token);
    expect(created.statusCode).toBe(200);
    expect(
      (await api('PUT', `/mitraWisuda/${created.json().data.id}`, { nama: 'Y' }, token)).statusCode,
    ).toBe(403);
    expect((await api('DELETE', `/mitraWisuda/${created.json().data.id}`, undefined, token)).statusCode).toBe(
      403,
    );
    expect((await api('POST', '/mahasiswa/mahasiswa', { nama: 'x' }, token)).statusCode).toBe(403);
    expect((await api('GET', '/setting/users/user', undefined, token)).statusCode).toBe(403);
  });
});
