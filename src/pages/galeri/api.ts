/** Calls of the gallery screens. Uploads use XMLHttpRequest: fetch cannot report upload progress. */
import { api, apiHeaders, fetchJson, flattenErrors } from '../../providers/httpClient';
import { withPtQuery } from '../../providers/ptScope';
import { clearSession } from '../../providers/session';
import type { Photo, PhotoPage, StudentGallery, StudentView } from './types';

export const PHOTO_API = '/api/file/file';

export interface PhotoFilter {
  acara_id?: number | '';
  file_group_id?: number | '';
  mahasiswa_id?: number | '';
  q?: string;
}

function cleanFilter(filter: PhotoFilter): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  );
}

/** The list's total from `Content-Range: photo 0-59/431`. */
const totalOf = (headers: Headers, fallback: number) =>
  Number(headers.get('content-range')?.split('/')[1] ?? fallback);

/** A page of the photos, of university `pt` only when one is chosen in the header. */
export async function listPhotos(
  filter: PhotoFilter,
  page: number,
  perPage: number,
  pt: number | undefined,
): Promise<{ rows: Photo[]; total: number }> {
  const from = page * perPage;
  const query = new URLSearchParams({
    filter: JSON.stringify(cleanFilter(filter)),
    range: JSON.stringify([from, from + perPage - 1]),
    sort: JSON.stringify(['created_at', 'DESC']),
  });
  const res = await fetchJson<Photo[]>(withPtQuery(`${PHOTO_API}?${query}`, pt));
  return { rows: res.json, total: totalOf(res.headers, res.json.length) };
}

export const deletePhotos = (ids: number[]) =>
  api<number[]>(`${PHOTO_API}?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`, {
    method: 'DELETE',
  });

export const tagPhotos = (fileIds: number[], mahasiswaIds: number[]) =>
  api<{ changed: number }>(`${PHOTO_API}/tag`, {
    method: 'POST',
    body: JSON.stringify({ file_ids: fileIds, mahasiswa_ids: mahasiswaIds }),
  });

export const untagPhotos = (fileIds: number[], mahasiswaIds: number[]) =>
  api<{ changed: number }>(`${PHOTO_API}/tag`, {
    method: 'POST',
    body: JSON.stringify({ file_ids: fileIds, mahasiswa_ids: mahasiswaIds, remove: true }),
  });

export const tagByNim = (fileIds: number[], nims: string) =>
  api<{ tagged: number; matched: { nim: string; id: number; nama: string }[]; unknown: string[] }>(
    `${PHOTO_API}/tag-by-nim`,
    { method: 'POST', body: JSON.stringify({ file_ids: fileIds, nims }) },
  );

export interface MahasiswaOption {
  id: number;
  name: string;
  nim?: string;
}

export const searchMahasiswa = (q: string, acaraId: number | '' | undefined, pt: number | undefined) => {
  const query = new URLSearchParams({ q });
  if (acaraId) query.set('acara_id', String(acaraId));
  return api<MahasiswaOption[]>(withPtQuery(`/api/mahasiswa/mahasiswa/getoption?${query}`, pt));
};

export const studentGallery = () => api<StudentGallery>('/api/mahasiswa/galeri');

const viewFilter = (view: StudentView): Record<string, unknown> =>
  view === 'all'
    ? {}
    : view === 'mine'
      ? { tagged: true }
      : view === 'favorites'
        ? { favorite: true }
        : { file_group_id: view };

/**
 * One page of a view of the student gallery, newest taken first: `from` is where it starts (the rows
 * already loaded), `after` the cursor the previous page gave (keyset paging: no repeats or gaps when
 * photos are added meanwhile).
 */
export async function studentPhotos(
  view: StudentView,
  from: number,
  size: number,
  after: string | null,
): Promise<PhotoPage> {
  const query = new URLSearchParams({
    filter: JSON.stringify(viewFilter(view)),
    range: JSON.stringify([from, from + size - 1]),
  });
  if (after) query.set('after', after);
  const res = await fetchJson<Photo[]>(`/api/mahasiswa/galeri/photos?${query}`);
  return {
    rows: res.json,
    total: totalOf(res.headers, from + res.json.length),
    next: res.headers.get('x-next-cursor'),
  };
}

export const setFavorite = (id: number, on: boolean) =>
  api<{ id: number; favorite: boolean }>(`/api/mahasiswa/galeri/${id}/favorite`, {
    method: on ? 'PUT' : 'DELETE',
  });

/** A signed link the browser downloads by itself (streamed to disk, no memory spent here). */
/** A group of the selection whose photos a ZIP leaves out (it does not allow downloads). */
export interface LeftOutGroup {
  id: number;
  nama: string;
  count: number;
}

export const zipUrl = (selection: number[] | 'all') =>
  api<{ url: string; left_out: LeftOutGroup[] }>('/api/mahasiswa/galeri/zip-url', {
    method: 'POST',
    body: JSON.stringify(selection === 'all' ? { all: true } : { ids: selection }),
  });

/** Starts a browser download of a same-origin URL. */
export function startDownload(url: string, filename = ''): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export class UploadError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface UploadHandle {
  promise: Promise<Photo>;
  abort(): void;
}

/**
 * Uploads one photo (multipart: file_group_id, file) reporting progress (0..1). Rejects with an
 * UploadError carrying the server's message (415 type, 413 size, 422 pixels/corrupt, 409 duplicate),
 * status 0 on a network failure and 'aborted' when cancelled.
 */
export function uploadPhoto(
  file: File,
  groupId: number,
  onProgress: (loaded: number, total: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<Photo>((resolve, reject) => {
    xhr.open('POST', PHOTO_API);
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      let body: { data?: Photo; message?: string; errors?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        /* not JSON: keep the status text */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) {
        resolve(body.data);
        return;
      }
      if (xhr.status === 401) clearSession();
      const errors = flattenErrors(body.errors);
      reject(
        new UploadError(
          errors.file ?? body.message ?? xhr.statusText ?? `HTTP ${xhr.status}`,
          xhr.status,
          errors,
        ),
      );
    };
    xhr.onerror = () => reject(new UploadError('network', 0));
    xhr.onabort = () => reject(new UploadError('aborted', -1));
    const form = new FormData();
    form.append('file_group_id', String(groupId));
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
