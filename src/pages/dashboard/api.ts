import { useQuery } from '@tanstack/react-query';
import { api } from '../../providers/httpClient';
import { useCurrentPt, withPtQuery } from '../../providers/ptScope';
import { DASHBOARD_READS } from '../../../domain/pages';
import type { Photo } from '../galeri/types';

export interface AdminStats {
  counts: { perguruan_tinggi: number; mahasiswa: number; acara: number; foto: number; grup: number };
  per_pt: { id: number; label: string; nama: string; count: number }[];
  per_acara: { id: number; label: string; tanggal: string; count: number }[];
  uploads: { day: string; count: number }[];
  next_acara: {
    id: number;
    nama: string;
    tanggal: string;
    jam_mulai: string | null;
    lokasi: string | null;
    alamat: string | null;
    pt_nama: string;
    mahasiswa: number;
  } | null;
}

export interface MahasiswaStats {
  mahasiswa: { id: number; nama: string; nim: string; pt_nama: string } | null;
  acara: {
    id: number;
    nama: string;
    tanggal: string;
    jam_mulai: string | null;
    jam_selesai: string | null;
    lokasi: string | null;
    alamat: string | null;
  } | null;
  completeness: { percent: number; missing: string[] };
  photos: Photo[];
  photo_count: number;
}

/** The administrator's figures, of the university chosen in the header if any. */
export const adminStats = (pt: number | undefined) => api<AdminStats>(withPtQuery(DASHBOARD_READS.admin, pt));
export const mahasiswaStats = () => api<MahasiswaStats>(DASHBOARD_READS.mahasiswa);

/** The administrator's figures (react-query: shown at once when the dashboard is opened again). */
export function useAdminStats() {
  const pt = useCurrentPt();
  return useQuery({ queryKey: ['dashboard', 'admin', pt ?? null], queryFn: () => adminStats(pt) });
}
export const useMahasiswaStats = () =>
  useQuery({ queryKey: ['dashboard', 'mahasiswa'], queryFn: mahasiswaStats });

/** The start of an acara in local time (date + optional start time). */
export function acaraStart(tanggal: string, jam?: string | null): Date {
  return new Date(`${tanggal.slice(0, 10)}T${(jam ?? '08:00').slice(0, 5)}:00`);
}
