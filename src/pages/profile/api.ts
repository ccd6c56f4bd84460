import { api, fetchJson } from '../../providers/httpClient';

export interface ProfileData {
  user: { id: number; name: string; email: string; no_hp: string | null; nim: string | null };
  mahasiswa: (Record<string, string | number | null> & { id: number }) | null;
  foto_url: string | null;
  editable: string[];
  completeness: { percent: number; missing: string[] };
}

export const getProfile = () => api<ProfileData>('/api/profile');

export const saveProfile = (values: Record<string, string | null>) =>
  api<ProfileData>('/api/profile', { method: 'PUT', body: JSON.stringify(values) });

export function uploadProfilePhoto(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<ProfileData>('/api/profile/photo', { method: 'POST', body: form });
}

export const removeProfilePhoto = () => api<ProfileData>('/api/profile/photo', { method: 'DELETE' });

export const changePassword = (values: {
  current_password: string;
  password: string;
  password_confirmation: string;
}) => fetchJson('/api/auth/change-password', { method: 'POST', body: JSON.stringify(values) });
