/**
 * The config compatibility promise (docs/upgrading.md): a wisuda.config.ts written for 1.0.0
 * (tests/fixtures/config/v1.0, kept as it was) still typechecks (`npm run typecheck` compiles it)
 * and resolves to the same resources, fields, roles and pages on this version.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveInstallation } from '../../domain/config/plugin';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import { configIcons } from '../../domain/config/checks';
import { iconProblems } from '../../server/config-icons';
import v10 from '../fixtures/config/v1.0/wisuda.config';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/config/v1.0');
/** The fixture's files as 1.0.0 shipped them: a change to them is a change to the promise. */
const V10_SHA256 = '32bf4c5a50cf7613f7319e8bbef4fb4d770126f7d91c51c385a4fba2692fde0a';

describe('a wisuda.config.ts written for 1.0', () => {
  it('is kept as 1.0 wrote it', async () => {
    const text = await Promise.all(
      ['wisuda.config.ts', 'GownReport.tsx'].map((f) => fs.readFile(path.join(FIXTURE, f))),
    );
    const hash = crypto.createHash('sha256').update(Buffer.concat(text)).digest('hex');
    expect(hash, 'tests/fixtures/config/v1.0 must not change in 1.x: a config that needs it is a 2.0').toBe(
      V10_SHA256,
    );
  });

  it('resolves to its resources, extended fields, roles, plugin and page', () => {
    const resolved = resolveInstallation(BUILTIN_RESOURCES, v10 as never);
    const byName = new Map(resolved.resources.map((r) => [r.name, r]));
    expect(Object.keys(byName.get('pesananToga')!.fields)).toEqual([
      'mahasiswa_id',
      'acara_id',
      'ukuran',
      'jumlah',
      'harga',
      'lunas',
      'tanggal',
      'situs',
      'foto',
      'catatan',
    ]);
    expect(byName.get('pesananToga')!.defaultSort).toEqual({ field: 'tanggal', order: 'DESC' });
    expect(byName.get('kursi')).toBeDefined();
    expect(byName.get('mahasiswa')!.fields).toHaveProperty('nama_wali');
    expect(byName.get('acara')!.fields).toHaveProperty('warna_toga');
    expect(resolved.roles.map((r) => r.name).sort()).toEqual(['petugasKursi', 'petugasToga']);
    expect(resolved.pages.map((p) => p.path)).toEqual(['/menu/laporan-toga']);
    expect(resolved.plugins.map((p) => p.name)).toEqual(['seats']);
  });

  it('names only menu icons that exist', () => {
    expect(configIcons(v10 as never).length).toBeGreaterThan(0);
    expect(iconProblems(v10 as never)).toEqual([]);
  });
});
