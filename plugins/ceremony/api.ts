/** What the ceremony's screens read and send (its routes under /api/plugins/ceremony). */
import { pluginApi } from 'wisuda/pages';

export interface OwnConfirmation {
  nama: string | null;
  acara: {
    id: number;
    nama: string;
    tanggal: string;
    closes: string;
    open: boolean;
    guest_limit: number;
  } | null;
  record: {
    id: number;
    hadir: boolean;
    tamu_diminta: number;
    tamu_diberikan: number;
    nama_panggung: string | null;
    nama_panggung_disetujui: boolean;
    ejaan: string | null;
    urutan: number | null;
    kursi: string | null;
    fakultas: string | null;
  } | null;
}

export interface Answer {
  hadir: boolean;
  tamu_diminta: number;
  nama_panggung: string | null;
  ejaan: string | null;
}

export interface LineupRow {
  id: number;
  urutan: number | null;
  kursi: string | null;
  tamu_diberikan: number;
  ejaan: string | null;
  nim: string;
  nama: string;
  nama_dibaca: string;
  nama_menunggu: string | null;
  fakultas: string | null;
  prodi: string | null;
}

export interface Lineup {
  acara: { id: number; nama: string; tanggal: string; urutan_menurut: string | null };
  seats: number;
  unplaced: number;
  rows: LineupRow[];
}

const PLUGIN = 'ceremony';
const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });

export const readOwn = () => pluginApi<OwnConfirmation>(PLUGIN, 'me');
export const saveOwn = (answer: Answer) => pluginApi<OwnConfirmation>(PLUGIN, 'me', json('PUT', answer));
export const readRecording = () => pluginApi<{ rekaman: string | null }>(PLUGIN, 'me/rekaman');
export const saveRecording = (sound: Blob) =>
  pluginApi<{ rekaman: string | null }>(PLUGIN, 'me/rekaman', {
    method: 'PUT',
    body: sound,
    headers: { 'Content-Type': sound.type || 'audio/webm' },
  });
export const deleteRecording = () => pluginApi<{ rekaman: null }>(PLUGIN, 'me/rekaman', { method: 'DELETE' });
export const readLineup = (acara: number) => pluginApi<Lineup>(PLUGIN, `acara/${acara}/lineup`);
export const makeLineup = (acara: number, reset: boolean) =>
  pluginApi<Lineup>(PLUGIN, `acara/${acara}/lineup`, json('POST', { reset }));
export const moveGraduate = (id: number, move: { move: 'up' | 'down' } | { to: number }) =>
  pluginApi<Lineup>(PLUGIN, `kehadiran/${id}/position`, json('POST', move));

/** The field errors and message of a refused call (`{ body: { message, errors } }`). */
export function refusalOf(error: unknown): { message: string; errors: Record<string, string> } {
  const body = (error as { body?: { message?: string; errors?: Record<string, string> } } | null)?.body;
  return { message: body?.message ?? (error as Error)?.message ?? '', errors: body?.errors ?? {} };
}
