import type { Db } from '../index';
import { PERGURUAN_TINGGI } from './data';
import { daysSincePlanned, shiftDays } from './dates';
import type { PtIds } from './kampus';

interface AcaraPlan {
  kode_pt: string;
  nama: string;
  periode: string;
  tanggal: string;
  lokasi: string;
  status: 'draft' | 'published' | 'selesai' | 'arsip';
}

/** The graduation events, planned around PLANNED_ON (dates.ts): some past, some coming. */
const ACARA: AcaraPlan[] = [
  {
    kode_pt: '001001',
    nama: 'Wisuda Program Sarjana dan Diploma Periode IV',
    periode: 'IV 2025/2026',
    tanggal: '2026-08-20',
    lokasi: 'Grha Sabha Pramana',
    status: 'selesai',
  },
  {
    kode_pt: '001001',
    nama: 'Wisuda Program Sarjana dan Diploma Periode I',
    periode: 'I 2026/2027',
    tanggal: '2026-12-16',
    lokasi: 'Grha Sabha Pramana',
    status: 'published',
  },
  {
    kode_pt: '001002',
    nama: 'Wisuda Universitas Indonesia Semester Genap',
    periode: 'Genap 2025/2026',
    tanggal: '2026-08-29',
    lokasi: 'Balairung UI',
    status: 'selesai',
  },
  {
    kode_pt: '001002',
    nama: 'Wisuda Universitas Indonesia Semester Gasal',
    periode: 'Gasal 2026/2027',
    tanggal: '2027-02-20',
    lokasi: 'Balairung UI',
    status: 'published',
  },
  {
    kode_pt: '001003',
    nama: 'Wisuda ITS ke-132',
    periode: '132',
    tanggal: '2026-09-26',
    lokasi: 'Graha Sepuluh Nopember',
    status: 'selesai',
  },
  {
    kode_pt: '001003',
    nama: 'Wisuda ITS ke-133',
    periode: '133',
    tanggal: '2027-03-13',
    lokasi: 'Graha Sepuluh Nopember',
    status: 'draft',
  },
  {
    kode_pt: '005012',
    nama: 'Wisuda Politeknik Negeri Bandung 2026',
    periode: '2026',
    tanggal: '2026-10-10',
    lokasi: 'Gedung Olahraga POLBAN',
    status: 'selesai',
  },
  {
    kode_pt: '071024',
    nama: 'Wisuda STIESIA Periode II 2026',
    periode: 'II 2026',
    tanggal: '2026-12-05',
    lokasi: 'Dyandra Convention Center',
    status: 'published',
  },
  {
    kode_pt: '051013',
    nama: 'Wisuda UMY Periode Agustus 2025',
    periode: 'Agustus 2025',
    tanggal: '2025-08-30',
    lokasi: 'Sportorium UMY',
    status: 'arsip',
  },
  {
    kode_pt: '051013',
    nama: 'Wisuda UMY Periode Desember 2026',
    periode: 'Desember 2026',
    tanggal: '2026-12-12',
    lokasi: 'Sportorium UMY',
    status: 'published',
  },
  {
    kode_pt: '073001',
    nama: 'Wisuda Akademi Komunitas Negeri Blitar 2026',
    periode: '2026',
    tanggal: '2026-11-28',
    lokasi: 'Aula Kampus AKB',
    status: 'published',
  },
];

export type DemoAcara = Awaited<ReturnType<typeof insertAcara>>[number];

/** The graduation events, moved from their planned dates to today's calendar. */
export async function insertAcara(trx: Db, ptId: PtIds) {
  const moved = daysSincePlanned();
  return trx
    .insertInto('acara')
    .values(
      ACARA.map((planned) => ({ ...planned, tanggal: shiftDays(planned.tanggal, moved) })).map((a) => ({
        pt_id: ptId.get(a.kode_pt)!,
        nama: a.nama,
        periode: a.periode,
        tanggal: a.tanggal,
        jam_mulai: '08:00',
        jam_selesai: '12:00',
        lokasi: a.lokasi,
        alamat: PERGURUAN_TINGGI.find((p) => p.kode_pt === a.kode_pt)!.alamat,
        kuota_kursi: 1500,
        kuota_tamu: 2,
        pendaftaran_buka: shiftDays(a.tanggal, -60),
        pendaftaran_tutup: shiftDays(a.tanggal, -14),
        status: a.status,
        deskripsi: `${a.nama} (${a.periode}) di ${a.lokasi}. Wisudawan hadir pukul 07.00 WIB dengan toga lengkap.`,
      })),
    )
    .returning(['id', 'pt_id', 'tanggal', 'status'])
    .execute();
}
