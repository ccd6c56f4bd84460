import { api } from '../../providers/httpClient';
import type { Photo } from '../galeri/types';
import { perguruanTinggi } from '../../../domain/resources';

/** GET /api/faces/me: the student's face search. */
export interface FaceState {
  enabled: boolean;
  text_version: string;
  consent: { version: string; consented_at: string } | null;
  enrolled: { source: 'selfie' | 'profile'; created_at: string } | null;
  /** The profile photo on the student's record: enrolment may use it once the university verified it. */
  profile_photo: 'none' | 'unverified' | 'verified';
  /** A selfie university staff compare with the record (there was no verified profile photo), or refused. */
  selfie_review: { status: 'waiting' | 'refused'; submitted_at: string; decided_at: string | null } | null;
  has_acara: boolean;
  suggestions: number;
}

export const getFaceState = () => api<FaceState>('/api/faces/me');

export const consent = (version: string) =>
  api<FaceState>('/api/faces/me/consent', { method: 'POST', body: JSON.stringify({ version }) });

export const withdrawConsent = () => api<FaceState>('/api/faces/me/consent', { method: 'DELETE' });

export function enrolSelfie(image: Blob, name = 'selfie.jpg') {
  const form = new FormData();
  form.append('file', image, name);
  return api<FaceState>('/api/faces/me/enrol', { method: 'POST', body: form });
}

export const enrolProfilePhoto = () =>
  api<FaceState>('/api/faces/me/enrol-profile', { method: 'POST', body: '{}' });

export const getSuggestions = () => api<Photo[]>('/api/faces/me/suggestions');

export const decide = (id: number, decision: 'confirm' | 'reject') =>
  api<{ id: number; status: string }>(`/api/faces/me/suggestions/${id}/${decision}`, {
    method: 'POST',
    body: '{}',
  });

/** GET /api/faces/admin/status */
export interface FaceAdminStatus {
  perguruan_tinggi: { id: number; nama: string; face_search: boolean; opted_in: number; enrolled: number }[];
  scan: { waiting: number; active: number; scanned: number; last_scanned_at: string | null };
}

export const getFaceAdminStatus = () => api<FaceAdminStatus>('/api/faces/admin/status');

export interface FaceGroupCounts {
  file_group_id: number;
  nama: string;
  suggested: number;
  confirmed: number;
  untagged: number;
}

export const getFaceGroupCounts = () => api<FaceGroupCounts[]>('/api/faces/admin/groups');

/** Turns face search on or off for one perguruan tinggi (its declared `face_search` field). */
export const setFaceSearch = (ptId: number, on: boolean) =>
  api(`/api${perguruanTinggi.apiPath}/${ptId}`, {
    method: 'PUT',
    body: JSON.stringify({ face_search: on }),
  });

export const tagConfirmed = (groupId: number) =>
  api<{ tagged: number }>(`/api/faces/admin/groups/${groupId}/tag-confirmed`, {
    method: 'POST',
    body: '{}',
  });

/** GET /api/faces/admin/selfies: a selfie waiting to be compared with the student's record. */
export interface WaitingSelfie {
  mahasiswa_id: number;
  submitted_at: string;
  /** Signed: an <img> shows it. */
  image_url: string;
  nim: string;
  nama: string;
  /** The record's profile photo (an image key), if any. */
  foto: string | null;
  foto_terverifikasi: boolean;
  perguruan_tinggi: string;
  program_studi: string | null;
  acara: string | null;
}

export const getWaitingSelfies = () => api<WaitingSelfie[]>('/api/faces/admin/selfies');

export const decideSelfie = (mahasiswaId: number, decision: 'approve' | 'refuse') =>
  api<{ mahasiswa_id: number; status: string }>(`/api/faces/admin/selfies/${mahasiswaId}/${decision}`, {
    method: 'POST',
    body: '{}',
  });
