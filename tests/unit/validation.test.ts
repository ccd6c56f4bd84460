import { describe, expect, it } from 'vitest';
import { msg } from '../../domain/messages';
import { render } from '../../domain/messages/catalogs';
import { buildSchema, crossFieldErrors, latestToday, validateInput } from '../../domain/validation';
import {
  RESOURCES,
  acara,
  appSettings,
  mahasiswa,
  perguruanTinggi,
  plan,
  role,
  user,
} from '../../domain/resources';
import { z } from 'zod';

const validMahasiswa = { nim: '2021000123', nama: 'Siti Aminah', pt_id: 1 };

describe('validateInput', () => {
  it('accepts a minimal valid record and fills declared defaults on create', () => {
    const r = validateInput(mahasiswa, 'create', { ...validMahasiswa, extra: 'ignored', id: 99, user_id: 5 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toMatchObject({ nim: '2021000123', nama: 'Siti Aminah', pt_id: 1, status: 'aktif' });
    expect(r.data).not.toHaveProperty('extra');
    expect(r.data).not.toHaveProperty('id');
    expect(r.data).not.toHaveProperty('user_id'); // readOnly
  });

  it('reports every missing required field with a catalog message', () => {
    const r = validateInput(mahasiswa, 'create', {});
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const required = [msg.validation.required()];
    expect(r.errors).toEqual({ nim: required, nama: required, pt_id: required });
    expect(render(r.errors.nim[0])).toBe('This field is required.');
    expect(render(r.errors.nim[0], 'id')).toBe('Kolom ini wajib diisi.');
  });

  it('checks NIM digits, IPK range and scale, gender and e-mail', () => {
    const r = validateInput(mahasiswa, 'create', {
      ...validMahasiswa,
      nim: '12a45',
      ipk: 4.01,
      jenis_kelamin: 'X',
      email: 'not-an-email',
      no_hp: 'abc',
      angkatan: 2020.5,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.nim).toEqual([msg.validation.patterns.nim()]);
    expect(r.errors.ipk).toEqual([msg.validation.max({ max: 4 })]);
    // the choices by name in the message's language, with the ids an import also takes
    expect(r.errors.jenis_kelamin.map((m) => render(m, 'en'))).toEqual([
      'Must be one of: Male (L), Female (P).',
    ]);
    expect(r.errors.jenis_kelamin.map((m) => render(m, 'id'))).toEqual([
      'Harus salah satu dari: Laki-Laki (L), Perempuan (P).',
    ]);
    expect(r.errors.email).toEqual([msg.validation.email()]);
    expect(r.errors.no_hp).toEqual([msg.validation.phone()]);
    expect(r.errors.angkatan).toEqual([msg.validation.integer()]);
    const scale = validateInput(mahasiswa, 'create', { ...validMahasiswa, ipk: 3.555 });
    expect(scale.ok ? null : scale.errors.ipk).toEqual([msg.validation.scale({ scale: 2 })]);
    expect(validateInput(mahasiswa, 'create', { ...validMahasiswa, ipk: 3.07 }).ok).toBe(true);
    expect(
      validateInput(mahasiswa, 'create', { ...validMahasiswa, ipk: '3.5', no_hp: '+62 (21) 555-1234' }).ok,
    ).toBe(true);
  });

  it('update is partial; null clears optional fields but not required ones', () => {
    const ok = validateInput(mahasiswa, 'update', { email: null, ipk: null });
    expect(ok).toEqual({ ok: true, data: { email: null, ipk: null } });
    const bad = validateInput(mahasiswa, 'update', { nama: null, nim: '' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors).toEqual({ nama: [msg.validation.required()], nim: [msg.validation.required()] });
  });

  it('trims text and turns empty strings into null', () => {
    const r = validateInput(perguruanTinggi, 'create', {
      kode_pt: ' 001001 ',
      nama: ' Universitas A ',
      singkatan: '',
    });
    expect(r).toEqual({
      ok: true,
      data: {
        kode_pt: '001001',
        nama: 'Universitas A',
        singkatan: null,
        is_active: true,
        face_search: false,
      },
    });
  });

  it('checks kode PT, URL and enum options', () => {
    const r = validateInput(perguruanTinggi, 'create', {
      kode_pt: 'AB',
      nama: 'X',
      website: 'javascript:alert(1)',
      akreditasi: 'Z',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(['akreditasi', 'kode_pt', 'website']);
    expect(r.errors.website).toEqual([msg.validation.url()]);
  });

  it('requires a password only when creating a user, and never accepts read-only fields', () => {
    const create = validateInput(user, 'create', { name: 'A', email: 'a@b.id' });
    expect(create.ok ? null : create.errors).toEqual({ password: [msg.validation.required()] });
    const short = validateInput(user, 'create', { name: 'A', email: 'a@b.id', password: 'short' });
    expect(short.ok ? null : short.errors.password).toEqual([msg.validation.minLength({ min: 12 })]);
    const update = validateInput(user, 'update', { name: 'B', email_verified_at: '2026-01-01T00:00:00Z' });
    expect(update).toEqual({ ok: true, data: { name: 'B' } });
    const roles = validateInput(user, 'update', { roles: ['2', 1, 1] });
    expect(roles).toEqual({ ok: true, data: { roles: [2, 1] } });
  });

  it('drops createOnly fields on update', () => {
    const def = { ...plan, fields: { ...plan.fields, kode: { ...plan.fields.kode, createOnly: true } } };
    expect(validateInput(def, 'update', { kode: 'PRO', nama: 'Pro' })).toEqual({
      ok: true,
      data: { nama: 'Pro' },
    });
  });

  it('accepts create_account and password of a mahasiswa on update, without a default', () => {
    expect(validateInput(mahasiswa, 'update', { create_account: true, password: 'Rahasia-2026' })).toEqual({
      ok: true,
      data: { create_account: true, password: 'Rahasia-2026' },
    });
    expect(validateInput(mahasiswa, 'update', { nama: 'Ani' })).toEqual({ ok: true, data: { nama: 'Ani' } });
  });

  it('checks colours, money and lists', () => {
    const bad = validateInput(appSettings, 'update', { warna_primer: 'red' });
    expect(bad.ok ? null : bad.errors).toEqual({ warna_primer: [msg.validation.color()] });
    const p = validateInput(plan, 'create', { kode: 'PRO', nama: 'Pro', harga: -1, fitur: ['a', 3] });
    expect(p.ok).toBe(false);
    if (p.ok) return;
    expect(p.errors.harga).toEqual([msg.validation.min({ min: 0 })]);
    expect(p.errors.fitur).toEqual([msg.validation.list()]);
  });

  it('checks the permission name pattern and role names', () => {
    expect(validateInput(role, 'create', { name: 'Operator' }).ok).toBe(true);
    const perm = RESOURCES.find((r) => r.name === 'permission')!;
    expect(validateInput(perm, 'create', { name: 'mahasiswa.view' }).ok).toBe(true);
    const bad = validateInput(perm, 'create', { name: 'mahasiswa' });
    expect(bad.ok ? null : bad.errors.name).toEqual([msg.validation.patterns.permission()]);
  });

  it('a body that is not an object validates as empty', () => {
    expect(validateInput(role, 'create', [1, 2]).ok).toBe(false);
    expect(validateInput(role, 'update', 'x')).toEqual({ ok: true, data: {} });
  });

  it('every declaration builds schemas that convert to JSON Schema', () => {
    for (const def of RESOURCES) {
      for (const mode of ['create', 'update'] as const) {
        const json = z.toJSONSchema(buildSchema(def, mode), { io: 'input', unrepresentable: 'any' });
        expect(json.type).toBe('object');
      }
    }
  });

  it('every declaration is consistent: columns, filters and references name declared things', () => {
    const names = new Set(RESOURCES.map((r) => r.name));
    for (const def of RESOURCES) {
      const fields = new Set([...Object.keys(def.fields), 'id', 'created_at', 'updated_at']);
      for (const list of [
        def.listColumns,
        def.searchFields,
        def.filterFields,
        def.sortFields,
        def.optionFields ?? [],
      ]) {
        for (const f of list) expect(fields.has(f), `${def.name}.${f}`).toBe(true);
      }
      expect(fields.has(def.defaultSort.field), def.name).toBe(true);
      for (const [name, f] of Object.entries(def.fields)) {
        if (f.type === 'reference' || f.type === 'references') {
          expect(f.reference, `${def.name}.${name}`).toBeTruthy();
          if (f.reference !== 'file') expect(names.has(f.reference!), `${def.name}.${name}`).toBe(true);
        }
        if (f.type === 'enum') expect(f.options?.length, `${def.name}.${name}`).toBeGreaterThan(0);
      }
      expect(def.apiPath.startsWith('/')).toBe(true);
    }
  });
});

describe('crossFieldErrors (notInFuture, order)', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const check = (
    def: Parameters<typeof crossFieldErrors>[0],
    values: Record<string, unknown>,
    touched?: string[],
  ) =>
    Object.fromEntries(
      Object.entries(crossFieldErrors(def, values, { now, touched })).map(([k, v]) => [
        k,
        v.map((m) => render(m)),
      ]),
    );

  it('refuses a birth date in the future, allows today anywhere on Earth', () => {
    expect(check(mahasiswa, { tanggal_lahir: '2026-06-17' })).toEqual({
      tanggal_lahir: ['Must not be in the future.'],
    });
    expect(latestToday(now)).toBe('2026-06-16');
    expect(check(mahasiswa, { tanggal_lahir: '2026-06-16' })).toEqual({});
    expect(check(mahasiswa, { tanggal_lahir: '2000-01-01' })).toEqual({});
  });

  it('puts an order error on the later field, naming the earlier one by its label', () => {
    expect(check(mahasiswa, { tanggal_lahir: '2000-05-01', tanggal_lulus: '1999-01-01' })).toEqual({
      tanggal_lulus: ['Must not be before Tanggal Lahir.'],
    });
    expect(check(mahasiswa, { tanggal_lahir: '2000-05-01', tanggal_lulus: '2000-05-01' })).toEqual({});
    expect(check(mahasiswa, { tanggal_lahir: null, tanggal_lulus: '1999-01-01' })).toEqual({});
  });

  it('acara: registration opens, closes, then the ceremony; the end time strictly after the start', () => {
    const good = {
      tanggal: '2026-12-12',
      pendaftaran_buka: '2026-11-01',
      pendaftaran_tutup: '2026-12-12',
      jam_mulai: '08:00',
      jam_selesai: '12:00:00',
    };
    expect(check(acara, good)).toEqual({});
    expect(check(acara, { ...good, pendaftaran_tutup: '2026-12-13' })).toEqual({
      tanggal: ['Must not be before Pendaftaran Ditutup.'],
    });
    expect(check(acara, { ...good, pendaftaran_tutup: '2026-10-01' })).toEqual({
      pendaftaran_tutup: ['Must not be before Pendaftaran Dibuka.'],
    });
    expect(check(acara, { ...good, pendaftaran_tutup: null, pendaftaran_buka: '2027-01-01' })).toEqual({
      tanggal: ['Must not be before Pendaftaran Dibuka.'],
    });
    // Stored HH:MM:SS against a form's HH:MM.
    expect(check(acara, { ...good, jam_mulai: '12:00:00', jam_selesai: '12:00' })).toEqual({
      jam_selesai: ['Must be later than Jam Mulai.'],
    });
    expect(render(crossFieldErrors(acara, { ...good, jam_selesai: '07:00' }).jam_selesai[0], 'id')).toBe(
      'Harus lebih lambat dari Jam Mulai.',
    );
  });

  it('checks only rules touching the given fields (an update checks what its patch changes)', () => {
    const stored = { tanggal_lahir: '2000-05-01', tanggal_lulus: '1999-01-01' };
    expect(check(mahasiswa, stored, ['nama'])).toEqual({});
    expect(Object.keys(check(mahasiswa, stored, ['tanggal_lahir']))).toEqual(['tanggal_lulus']);
  });

  it('validateInput applies the rules on create', () => {
    const r = validateInput(mahasiswa, 'create', { ...validMahasiswa, tanggal_lahir: '2999-01-01' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors)).toEqual(['tanggal_lahir']);
  });

  it('every declared rule names fields of its resource, of a comparable type', () => {
    const comparable = new Set(['date', 'time', 'datetime', 'int', 'year', 'decimal', 'money']);
    for (const def of RESOURCES) {
      for (const [a, b] of def.order ?? []) {
        expect(def.fields[a], `${def.name}.${a}`).toBeDefined();
        expect(def.fields[b], `${def.name}.${b}`).toBeDefined();
        expect(comparable.has(def.fields[a].type)).toBe(true);
        expect(def.fields[b].type).toBe(def.fields[a].type);
      }
      for (const [name, f] of Object.entries(def.fields))
        if (f.notInFuture) expect(['date', 'datetime'], `${def.name}.${name}`).toContain(f.type);
    }
  });
});
