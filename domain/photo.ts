/** The gallery's photo as the API returns it (admin list, student gallery, upload answer); shared by server and client. */
export interface PhotoTag {
  id: number;
  nim: string;
  nama: string;
}

export interface PhotoRow {
  id: number;
  file_group_id: number;
  group_nama: string;
  acara_id: number;
  original_name: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  /** A tiny blurred WebP as a data: URI, painted while the thumbnail loads. */
  placeholder: string | null;
  taken_at: string | null;
  created_at: string;
  is_published: boolean;
  allow_download: boolean;
  tags: PhotoTag[];
  favorite: boolean;
  /** Student gallery only: tagged to the viewer. */
  tagged?: boolean;
  /**
   * Student gallery only: the gallery marks of the photo's group that hold for the viewer, by the
   * name of the group's boolean field declaring each (`['panggung']`: their stage photo;
   * domain/galleryMarks.ts). Given on photos tagged to the viewer; empty on the others.
   */
  marks?: string[];
  /** Signed URLs (docs/files.md). */
  thumb_url: string;
  preview_url: string;
  /** Null when the original may not be downloaded by this viewer. */
  download_url: string | null;
}
