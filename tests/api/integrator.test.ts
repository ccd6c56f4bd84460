/**
 * docs/resources.md, proven: the documented example resource (sponsor) and the documented field
 * addition are built exactly as the guide says (declaration listed in RESOURCES + migration) and then
 * appear in the API, the OpenAPI document and the menu.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredPermissions } from '../../domain/access';
import { menuFor, menuLinks } from '../../domain/menu';
import { SELF_SERVICE_PERMISSIONS } from '../../domain/roles';
import { protectedRoutes } from '../../domain/routes';
import type { ResourceDef } from '../../domain/resource';
import { RESOURCES, mahasiswa } from '../../domain/resources';
import * as sponsorMigration from '../fixtures/integrator/sponsor-migration';
import { sponsor } from '../fixtures/integrator/sponsor';
import { createTestApp, type TestApp } from './helpers';

// Step 3 of the guide ("list it in RESOURCES") and the field addition, before the app starts.
const withKursi: ResourceDef = {
  ...mahasiswa,
  fields: { ...mahasiswa.fields, nomor_kursi: { type: 'int', min: 1, max: 100000, label: 'Nomor Kursi' } },
  listColumns: [...mahasiswa.listColumns, 'nomor_kursi'],
  sortFields: [...mahasiswa.sortFields, 'nomor_kursi'],
};
const list = RESOURCES as ResourceDef[];
list.push(sponsor);
list[list.indexOf(mahasiswa)] = withKursi;

let t: TestApp;
let admin: { authorization: string };
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload: payload as Record<string, unknown>, headers });

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
  // Steps 1 of the guide: the migrations.
  await sponsorMigration.up(t.db as unknown as Kysely<unknown>); // migrations take an untyped database
  await sql`ALTER TABLE mahasiswa ADD COLUMN nomor_kursi int`.execute(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('the guide in docs/resources.md', () => {
  it('shows the exact declaration and migration this test builds', () => {
    const doc = fs.readFileSync(path.join(__dirname, '../../docs/resources.md'), 'utf8');
    const flat = (s: string) =>
      s
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .join('\n');
    const decl = fs
      .readFileSync(path.join(__dirname, '../fixtures/integrator/sponsor.ts'), 'utf8')
      .replaceAll("'../../../domain/resources/", "'./")
      .replaceAll("'../../../domain/", "'../");
    const migration = fs.readFileSync(
      path.join(__dirname, '../fixtures/integrator/sponsor-migration.ts'),
      'utf8',
    );
    // Each is one whole ```ts block of the guide (so the page renders them as code).
    const blocks = [...doc.matchAll(/^[ \t]*```ts\n([\s\S]*?)^[ \t]*```$/gm)].map((m) => flat(m[1]));
    expect(blocks).toContain(flat(decl));
    expect(blocks).toContain(flat(migration));
  });
});

describe('a new resource by declaration', () => {
  let acaraId: number;

  it('gets its permissions from the seed, held by Administrator', async () => {
    const perms = await t.db
      .selectFrom('permissions')
      .select('name')
      .where('name', 'like', 'sponsor.%')
      .orderBy('name')
      .execute();
    expect(perms.map((p) => p.name)).toEqual([
      'sponsor.create',
      'sponsor.delete',
      'sponsor.update',
      'sponsor.view',
    ]);
  });

  it('is served by the API: create, list, get, update, getoption, delete, validation', async () => {
    const pt = (
      await api('POST', '/data-induk/pt/pt', { kode_pt: '009001', nama: 'Universitas Sponsor' })
    ).json().data.id;
    acaraId = (
      await api('POST', '/acara/acara', { pt_id: pt, nama: 'Wisuda Sponsor', tanggal: '2026-12-01' })
    ).json().data.id;
    const created = await api('POST', '/acara/sponsor', {
      acara_id: acaraId,
      nama: 'Bank Nusantara',
      kontribusi: 25000000,
      website: 'https://bank.example',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      nama: 'Bank Nusantara',
      level: 'silver',
      is_active: true,
      acara_nama: 'Wisuda Sponsor',
    });
    const id = created.json().data.id;
    await api('POST', '/acara/sponsor', { acara_id: acaraId, nama: 'Toko Buku Ilmu', level: 'gold' });
    const listed = await api(
      'GET',
      `/acara/sponsor?sort=${enc(['nama', 'DESC'])}&range=${enc([0, 9])}&filter=${enc({ acara_id: acaraId })}`,
    );
    expect(listed.json().data.map((s: { nama: string }) => s.nama)).toEqual([
      'Toko Buku Ilmu',
      'Bank Nusantara',
    ]);
    expect(listed.headers['content-range']).toBe('sponsor 0-1/2');
    const updated = await api('PUT', `/acara/sponsor/${id}`, { level: 'platinum' });
    expect(updated.json().data.level).toBe('platinum');
    const bad = await api('POST', '/acara/sponsor', {
      acara_id: acaraId,
      nama: 'X',
      level: 'bronze',
      website: 'nope',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['level', 'website']);
    const opts = await api('GET', `/acara/sponsor/getoption?acara_id=${acaraId}`);
    expect(opts.json().data.map((o: { name: string }) => o.name)).toEqual([
      'Bank Nusantara',
      'Toko Buku Ilmu',
    ]);
    // The acara is now referenced by sponsors: deleting it is refused, naming them.
    const delAcara = await api('DELETE', `/acara/acara/${acaraId}`);
    expect(delAcara.statusCode).toBe(409);
    expect(delAcara.json().message).toMatch(/Sponsor \(2 records\)/);
    expect((await api('DELETE', `/acara/sponsor/${id}`)).statusCode).toBe(200);
    const student = await t.createMahasiswaUser();
    expect((await api('GET', '/acara/sponsor', undefined, t.auth(student.token!))).statusCode).toBe(403);
  });

  it('appears in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths).toHaveProperty('/api/acara/sponsor');
    expect(doc.paths).toHaveProperty('/api/acara/sponsor/{id}');
    expect(doc.paths).toHaveProperty('/api/acara/sponsor/getoption');
    const body = doc.paths['/api/acara/sponsor'].post.requestBody.content['application/json'].schema;
    expect(body.properties.level.enum).toEqual(['platinum', 'gold', 'silver']);
    const mBody = doc.paths['/api/mahasiswa/mahasiswa'].post.requestBody.content['application/json'].schema;
    expect(mBody.properties).toHaveProperty('nomor_kursi');
  });

  it('gets its client route with its title and permission from the declaration alone', () => {
    expect(protectedRoutes(list).find((r) => r.path === '/menu/sponsor')).toEqual({
      path: '/menu/sponsor',
      title: 'Sponsor',
      i18nKey: 'resources.menu/sponsor.name',
      parent: 'Menu',
      parentKey: 'app.menu.groups.menu',
      permission: 'sponsor.view',
      // its /add and /edit screens ask for sponsor.create and sponsor.update (domain/routes.ts)
      resourcePermission: 'sponsor',
    });
  });

  it('appears in the menu of the roles holding sponsor.view only (the Administrator holds it)', () => {
    const admin = declaredPermissions(list);
    const adminLinks = menuLinks(menuFor(admin));
    expect(adminLinks.find((l) => l.key === 'sponsor')).toMatchObject({
      path: '/menu/sponsor',
      title: 'Sponsor',
      icon: 'Handshake',
    });
    const menuGroup = menuFor(admin).find((g) => g.key === 'menu')!;
    expect(menuGroup.items.map((i) => i.key)).toContain('sponsor');
    expect(menuLinks(menuFor([...SELF_SERVICE_PERMISSIONS])).some((l) => l.key === 'sponsor')).toBe(false);
  });
});

describe('a new field by declaration', () => {
  it('is validated, stored, returned and sortable', async () => {
    const pt = (
      await api('POST', '/data-induk/pt/pt', { kode_pt: '009002', nama: 'Universitas Kursi' })
    ).json().data.id;
    const bad = await api('POST', '/mahasiswa/mahasiswa', {
      nim: '2024000001',
      nama: 'A',
      pt_id: pt,
      nomor_kursi: 0,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('nomor_kursi');
    const ok = await api('POST', '/mahasiswa/mahasiswa', {
      nim: '2024000001',
      nama: 'A',
      pt_id: pt,
      nomor_kursi: 17,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.nomor_kursi).toBe(17);
    const sorted = await api('GET', `/mahasiswa/mahasiswa?sort=${enc(['nomor_kursi', 'DESC'])}`);
    expect(sorted.statusCode).toBe(200);
  });
});
