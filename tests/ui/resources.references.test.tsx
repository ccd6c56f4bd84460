/**
 * Reference columns of the generated lists: named by the referenced record's label (program studi
 * with its jenjang, "Akuntansi (S1)"), and not offered for sorting (the API would sort them by id).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from './msw';
import { emptyLists, listAnswer, renderResources } from './resourcesApp';

configure({ asyncUtilTimeout: 8000 });
afterEach(() => server.events.removeAllListeners());

const student = (id: number, nama: string, prodiId: number, jenjang: string) => ({
  id,
  nim: `20210000${id}`,
  nama,
  pt_id: 1,
  pt_nama: 'Universitas Uji',
  fakultas_id: 2,
  fakultas_nama: 'Fakultas Ekonomi',
  prodi_id: prodiId,
  prodi_nama: 'Akuntansi',
  prodi_jenjang: jenjang,
  angkatan: 2021,
  ipk: 3.5,
  predikat: 'Sangat Memuaskan',
  status: 'aktif',
});

describe('reference columns', { timeout: 120_000 }, () => {
  it('name program studi with their jenjang and offer no sorting by reference', async () => {
    server.use(
      http.get('/api/mahasiswa/mahasiswa', () =>
        listAnswer([student(1, 'Ani', 31, 'S1'), student(2, 'Budi', 32, 'D3')]),
      ),
      emptyLists,
    );
    renderResources('/master/mahasiswa');
    const ani = (await screen.findByText('Ani')).closest('tr')!;
    expect(within(ani).getByRole('link', { name: 'Akuntansi (S1)' })).toBeInTheDocument();
    const budi = screen.getByText('Budi').closest('tr')!;
    expect(within(budi).getByRole('link', { name: 'Akuntansi (D3)' })).toBeInTheDocument();
    expect(within(ani).getByRole('link', { name: 'Universitas Uji' })).toBeInTheDocument();

    for (const column of ['University', 'Faculty', 'Study program']) {
      expect(screen.queryByRole('button', { name: new RegExp(`sort by ${column}`, 'i') })).toBeNull();
    }
    expect(screen.getByRole('button', { name: /sort by name/i })).toBeInTheDocument();
  });

  it('program studi list: the faculty and university columns are not sortable either', async () => {
    server.use(
      http.get('/api/data-induk/pt/ps', () =>
        listAnswer([
          {
            id: 31,
            pt_id: 1,
            pt_nama: 'Universitas Uji',
            fakultas_id: 2,
            fakultas_nama: 'Fakultas Ekonomi',
            kode_prodi: '62201',
            nama: 'Akuntansi',
            jenjang: 'S1',
          },
        ]),
      ),
      emptyLists,
    );
    renderResources('/master/program-studi');
    await screen.findByText('Fakultas Ekonomi');
    expect(screen.queryByRole('button', { name: /sort by university/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /sort by faculty/i })).toBeNull();
    expect(screen.getByRole('button', { name: /sort by name/i })).toBeInTheDocument();
  });
});
