/** A photo as the gallery API returns it (server/files/photos.ts PhotoRow). */
export interface Photo {
  id: number;
  file_group_id: number;
  group_nama: string;
  acara_id: number;
  original_name: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  placeholder: string | null;
  taken_at: string | null;
  created_at: string;
  is_published: boolean;
  allow_download: boolean;
  tags: { id: number; nim: string; nama: string }[];
  favorite: boolean;
  tagged?: boolean;
  thumb_url: string;
  preview_url: string;
  download_url: string | null;
}

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
