/**
 * Gallery photos a plugin's page shows (their signed thumbnail and preview addresses): the photos of
 * the given ids the signed-in staff member may see, or the signed-in student's own photos of a
 * group. The server decides what each sees (docs/files.md); a photo out of reach is simply absent.
 */
import { fetchJson } from '../../providers/httpClient';

export interface PagePhoto {
  id: number;
  file_group_id: number;
  original_name: string;
  taken_at: string | null;
  thumb_url: string;
  preview_url: string;
}

/** The photos of these ids, for staff who may view the gallery (at most 100). */
export async function galleryPhotos(ids: readonly number[]): Promise<PagePhoto[]> {
  if (!ids.length) return [];
  const query = new URLSearchParams({
    filter: JSON.stringify({ id: ids.slice(0, 100) }),
    range: JSON.stringify([0, 99]),
  });
  return (await fetchJson<PagePhoto[]>(`/api/file/file?${query}`)).json;
}

/** The signed-in student's photos in group `groupId` (tagged to them), newest taken first. */
export async function myPhotosIn(groupId: number, count = 12): Promise<PagePhoto[]> {
  const query = new URLSearchParams({
    filter: JSON.stringify({ file_group_id: groupId, tagged: true }),
    range: JSON.stringify([0, count - 1]),
  });
  return (await fetchJson<PagePhoto[]>(`/api/mahasiswa/galeri/photos?${query}`)).json;
}
