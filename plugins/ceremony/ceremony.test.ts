/**
 * The ceremony plugin's own test: it speaks all eight languages, resolves as the demo installation
 * lists it (its resource, the acara's new fields, its role, its page and its widget), and its rules
 * order the line-up, seat the hall and place latecomers without renumbering anyone.
 */
import { describe, expect, it } from 'vitest';
import { missingTranslations } from 'wisuda/config';
import { pluginWidgets, resolveInstallation } from '../../domain/config/plugin';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import ceremony from './index';
import { MESSAGES } from './messages';
import { confirmationCloses, hallSeats, isOpen, lineupCompare, moveWithin, placeNewcomers } from './rules';

const resolved = resolveInstallation(BUILTIN_RESOURCES, { plugins: [ceremony] });

describe('the ceremony plugin', () => {
  it('has every label and every screen text in the eight languages', async () => {
    expect(await missingTranslations(ceremony)).toEqual([]);
    const keys = Object.keys(MESSAGES.en).sort();
    expect(Object.keys(MESSAGES).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'id', 'pt-BR', 'zh-CN']);
    for (const texts of Object.values(MESSAGES)) expect(Object.keys(texts).sort()).toEqual(keys);
  });

  it('resolves as the installation lists it', () => {
    const kehadiran = resolved.resources.find((r) => r.name === 'kehadiran')!;
    expect(kehadiran).toMatchObject({ table: 'kehadiran', apiPath: '/kehadiran' });
    const acara = resolved.resources.find((r) => r.name === 'acara')!;
    expect(Object.keys(acara.fields)).toEqual(
      expect.arrayContaining(['batas_konfirmasi', 'tamu_per_wisudawan', 'urutan_menurut', 'denah_blok']),
    );
    expect(resolved.roles.map((r) => r.name)).toEqual([
      'panitia_wisuda',
      'petugas_pintu',
      'petugas_panggung',
    ]);
    expect(resolved.pages.map((p) => p.path)).toEqual([
      '/menu/barisan-wisuda',
      '/menu/pemindai',
      '/menu/pemindai-panggung',
      '/menu/pembaca-nama',
      '/menu/daftar-tunggu-tamu',
      '/menu/foto-panggung',
    ]);
    expect(pluginWidgets({ plugins: [ceremony] }).map((w) => [w.id, w.place])).toEqual([
      ['ceremony-confirm', 'student'],
      ['ceremony-tickets', 'student'],
      ['ceremony-stage-photos', 'student'],
    ]);
  });
});

describe('the ceremony’s rules', () => {
  it('closes at the deadline, or at the start of the acara’s day without one', () => {
    const acara = { tanggal: '2030-05-02', batas_konfirmasi: '2030-04-30T17:00:00Z' };
    expect(isOpen(acara, new Date('2030-04-30T16:59:59Z'))).toBe(true);
    expect(isOpen(acara, new Date('2030-04-30T17:00:00Z'))).toBe(false);
    expect(confirmationCloses({ ...acara, batas_konfirmasi: null }).toISOString()).toBe(
      '2030-05-02T00:00:00.000Z',
    );
  });

  it('seats the hall block by block, row by row', () => {
    expect(hallSeats({ denah_blok: 'Kiri, Kanan', denah_baris: 2, denah_kursi: 2 })).toEqual([
      'Kiri-1-1',
      'Kiri-1-2',
      'Kiri-2-1',
      'Kiri-2-2',
      'Kanan-1-1',
      'Kanan-1-2',
      'Kanan-2-1',
      'Kanan-2-2',
    ]);
    expect(hallSeats({ denah_blok: null, denah_baris: null, denah_kursi: 3 })).toEqual([]);
  });

  const g = (id: number, fakultas: string | null, prodi: string | null, nim: string, nama: string) => ({
    id,
    fakultas,
    prodi,
    nim,
    nama,
  });
  const people = [
    g(1, 'Teknik', 'Sipil', '003', 'Citra'),
    g(2, 'Teknik', 'Informatika', '009', 'Budi'),
    g(3, 'Ekonomi', 'Akuntansi', '001', 'Dewi'),
    g(4, null, null, '000', 'Ani'),
    g(5, 'Teknik', 'Informatika', '002', 'Zaki'),
  ];

  it('orders by faculty, program, then NIM or name as the acara chose', () => {
    expect([...people].sort(lineupCompare('nim')).map((p) => p.id)).toEqual([3, 5, 2, 1, 4]);
    expect([...people].sort(lineupCompare('nama')).map((p) => p.id)).toEqual([3, 2, 5, 1, 4]);
  });

  it('places latecomers at the end of their faculty, the first free seat theirs', () => {
    const seats = ['A-1-1', 'A-1-2', 'A-1-3', 'A-1-4'];
    const first = placeNewcomers(people.slice(0, 3), [], seats, 'nim');
    expect(first).toEqual([
      { id: 3, urutan: 1, kursi: 'A-1-1' },
      { id: 2, urutan: 1, kursi: 'A-1-2' },
      { id: 1, urutan: 2, kursi: 'A-1-3' },
    ]);
    const placed = first.map((p) => ({ ...p, fakultas: people.find((x) => x.id === p.id)!.fakultas }));
    expect(placeNewcomers(people, placed, seats, 'nim')).toEqual([
      { id: 5, urutan: 3, kursi: 'A-1-4' },
      { id: 4, urutan: 1, kursi: null },
    ]);
  });

  it('moves one within a group, the group’s numbers and seats handed out again in order', () => {
    const group = [
      { id: 1, urutan: 1, kursi: 'B-1-1' },
      { id: 2, urutan: 2, kursi: 'A-1-9' },
      { id: 3, urutan: 4, kursi: null },
    ];
    const hall = ['B-1-1', 'A-1-9'];
    expect(moveWithin(group, 3, 1, hall)).toEqual([
      { id: 3, urutan: 1, kursi: 'B-1-1' },
      { id: 1, urutan: 2, kursi: 'A-1-9' },
      { id: 2, urutan: 4, kursi: null },
    ]);
    expect(moveWithin(group, 1, 99, hall).map((p) => p.id)).toEqual([2, 3, 1]);
  });
});
