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
  /** The group's gallery marks (domain/galleryMarks.ts): `['panggung']` on the ceremony's stage groups. */
  marks?: string[];
}

/** How many photos each view of the student gallery holds. */
export interface StudentCounts {
  all: number;
  mine: number;
  favorites: number;
}

/** GET /api/mahasiswa/galeri: the groups and counts; the photos come a page at a time. */
export interface StudentGallery {
  groups: StudentGroup[];
  counts: StudentCounts;
}

/** A view of the student gallery: every photo, photos of me, favourites, or one group. */
export type StudentView = 'all' | 'mine' | 'favorites' | number;

/** One page of a view: its rows, the view's total and the cursor of the next page (null: the last). */
export interface PhotoPage {
  rows: Photo[];
  total: number;
  next: string | null;
}
