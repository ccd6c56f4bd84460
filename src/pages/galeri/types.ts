import type { PhotoRow } from '../../../domain/photo';

/** A photo as the gallery API returns it (domain/photo.ts). */
export type Photo = PhotoRow;

export interface StudentGroup {
  id: number;
  nama: string;
  tipe: string;
  deskripsi: string | null;
  allow_download: boolean;
  count: number;
  cover_thumb_url: string | null;
  cover_placeholder: string | null;
}

export interface StudentGallery {
  groups: StudentGroup[];
  photos: Photo[];
}
