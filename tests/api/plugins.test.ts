/**
 * A folder plugin in a real app: an installation lists the sponsor plugin (examples/sponsor-plugin,
 * the worked example of docs/extending.md as a plugin) in its config and its server part in its
 * server config, and declares a resource of its own referencing the plugin's. The plugin's resource,
 * field, role and hooks work as if the installation had declared them, the hooks of the layers run
 * in their order, and a server part wisuda.config.ts does not list stops the start. Its tables come
 * from its own migration history (examples/sponsor-plugin/migrations), applied at start.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineConfig } from '../../domain/config';
import { resolveInstallation, type PluginInfo } from '../../domain/config/plugin';
import type { ResourceDef } from '../../domain/resource';
import { BUILTIN_RESOURCES, CONFIG_PLUGINS, CONFIG_ROLES, RESOURCES } from '../../domain/resources';
import { defineServerConfig } from '../../server/extend';
import sponsor from '../../examples/sponsor-plugin';
import sponsorServer from '../../examples/sponsor-plugin/server';
import { installedHistories } from '../../server/db/plugin-histories';
import { createTestApp, type TestApp } from './helpers';

const config = defineConfig({
  plugins: [sponsor],
  resources: {
    kontakSponsor: {
      label: { en: 'Sponsor contacts', id: 'Kontak Sponsor' },
      fields: {
        sponsor_id: { type: 'reference', reference: 'sponsor', required: true, label: 'Sponsor' },
        nama: { type: 'text', required: true, maxLength: 80, label: { en: 'Name', id: 'Nama' } },
      },
      tenant: false,
    },
  },
  roles: { tamu: { label: 'Guest', permissions: ['sponsor.view', 'kontakSponsor.view'] } },
});

// What the app does at start with wisuda.config.ts, applied to the shared declaration lists.
const resolved = resolveInstallation(BUILTIN_RESOURCES, config);
const installed = RESOURCES as ResourceDef[];
installed.splice(0, installed.length, ...resolved.resources);
// replaced, not added to: the installation is this config alone, whatever the root one lists
(CONFIG_ROLES as typeof resolved.roles).splice(0, CONFIG_ROLES.length, ...resolved.roles);
(CONFIG_PLUGINS as PluginInfo[]).splice(0, CONFIG_PLUGINS.length, ...resolved.plugins);

/** What the installation's hooks saw, in order. */
const seen: string[] = [];

const serverConfig = defineServerConfig<typeof config>({
  plugins: [sponsorServer],
  hooks: {
    sponsor: {
      beforeCreate: ({ data }) => {
        seen.push(`installation before: "${data.nama}"`);
      },
      // runs before the plugin's (the outer layer first), whose rule then checks what it returned
      beforeUpdate: ({ data }) => {
        if (data.nilai === 999) return { ...data, nilai: 2_000_000_000 };
      },
      // runs after the plugin's and the core's
      afterCreate: ({ record }) => {
        seen.push(`installation after: "${record.nama}" ${record.tingkat ?? '-'}`);
      },
    },
    mahasiswa: {
      beforeUpdate: ({ data }) => {
        if (data.nama_wali === 'nobody') return { ...data, nama_wali: null };
      },
    },
  },
});

let t: TestApp;
let acaraId: number;
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token?: string) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    headers: t.auth(token ?? t.admin.token),
  });

beforeAll(async () => {
  // start applies the plugin's own history (its table and its field on mahasiswa) after the core's
  t = await createTestApp({ serverConfig, migrationHistories: installedHistories(serverConfig) });
  // The table of the installation's resource (its db:diff migration, here by hand).
  await sql`CREATE TABLE kontak_sponsor (
    id bigserial PRIMARY KEY, sponsor_id bigint NOT NULL REFERENCES sponsor(id), nama varchar(80) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`.execute(
    t.db,
  );
  const pt = await api('POST', '/data-induk/pt/pt', { kode_pt: '919393', nama: 'Universitas Plugin' });
  expect(pt.statusCode, pt.body).toBe(200);
  const acara = await api('POST', '/acara/acara', {
    pt_id: pt.json().data.id,
    nama: 'Wisuda Plugin',
    tanggal: '2027-03-01',
  });
  expect(acara.statusCode, acara.body).toBe(200);
  acaraId = acara.json().data.id;
}, 180_000);
afterAll(async () => {
  await t?.close();
  installed.splice(0, installed.length, ...BUILTIN_RESOURCES);
  (CONFIG_PLUGINS as PluginInfo[]).splice(0);
});

describe('a folder plugin listed by the installation', () => {
  let sponsorId: number;

  it('serves its resource at /api/<name>, its hooks and the installation’s running in their layers’ order', async () => {
    const created = await api('POST', '/sponsor', {
      nama: '  Bank Nusantara',
      acara_id: acaraId,
      nilai: 25000000,
      tingkat: 'gold',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ nama: 'Bank Nusantara', tingkat: 'gold' });
    sponsorId = created.json().data.id;
    expect(seen).toEqual([
      'installation before: "Bank Nusantara"',
      'installation after: "Bank Nusantara" gold',
    ]);
    const list = await api('GET', '/sponsor');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { nama: string }) => r.nama)).toEqual(['Bank Nusantara']);
  });

  it('refuses through its hook in the caller’s language, beside the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/sponsor/${sponsorId}`,
      payload: { nilai: 2_000_000_000 },
      headers: { ...t.auth(t.admin.token), 'accept-language': 'id' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.nilai).toEqual([
      'Sponsor di atas satu miliar rupiah memerlukan persetujuan rektor.',
    ]);
    // what the installation's hook returns goes through the plugin's rule
    const raised = await api('PUT', `/sponsor/${sponsorId}`, { nilai: 999 });
    expect(raised.statusCode, raised.body).toBe(422);
    expect(Object.keys(raised.json().errors)).toEqual(['nilai']);
    const ok = await api('PUT', `/sponsor/${sponsorId}`, { nilai: 30000000 });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('validates its fields like any declared resource', async () => {
    const res = await api('POST', '/sponsor', { nama: 'X', acara_id: acaraId, tingkat: 'bronze' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['tingkat']);
  });

  it('adds its field to mahasiswa, where the installation’s hook also applies', async () => {
    const student = await t.createMahasiswaUser();
    const set = await api('PUT', `/mahasiswa/mahasiswa/${student.mahasiswaId}`, { nama_wali: 'Ibu Sari' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.nama_wali).toBe('Ibu Sari');
    const cleared = await api('PUT', `/mahasiswa/mahasiswa/${student.mahasiswaId}`, { nama_wali: 'nobody' });
    expect(cleared.json().data.nama_wali).toBeNull();
  });

  it('lets the installation reference the plugin’s resource', async () => {
    const res = await api('POST', '/kontakSponsor', { sponsor_id: sponsorId, nama: 'Rina' });
    expect(res.statusCode, res.body).toBe(200);
    const missing = await api('POST', '/kontakSponsor', { sponsor_id: 999999, nama: 'Rina' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['sponsor_id']);
  });

  it('is ready once the plugin’s migrations are applied, which the database records under its name', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(t.db);
    expect(rows.map((r) => r.name)).toContain('plugin:sponsor/20261127033409_sponsor');
  });

  it('gives its role its permissions: the committee reads sponsors and students, nothing else', async () => {
    const panitia = await t.createUser({ role: 'panitia' });
    expect((await api('GET', '/sponsor', undefined, panitia.token)).statusCode).toBe(200);
    expect((await api('GET', '/mahasiswa/mahasiswa', undefined, panitia.token)).statusCode).toBe(200);
    expect((await api('GET', '/kontakSponsor', undefined, panitia.token)).statusCode).toBe(403);
    expect((await api('DELETE', `/sponsor/${sponsorId}`, undefined, panitia.token)).statusCode).toBe(403);
  });
});
